import AnimSimCore

/// SwiftUI's `NavigationLink`: its label, with iOS's chevron after it in a list row
/// (`tertiaryLabel`, at the row's trailing edge). AnimSim pushes nothing (see
/// `NavigationStack`), so the destination is kept and never shown: a gallery of demos shows
/// its menu, as the app's first frame does; run a demo by its view's name (`--view`).
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    @Environment(\.self) private var environment

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    public var body: some View {
        if environment.surroundings.inList {
            HStack {
                label
                Spacer(minLength: 8)
                Text("›").font(.headline).foregroundColor(Color(.tertiaryLabel))
            }
        } else {
            label.foregroundColor(.accentColor)
        }
    }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// `NavigationLink(value:)`: the value's destination is `.navigationDestination`'s.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        destination = nil
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// The destinations of `NavigationLink(value:)`: kept, never pushed (see `NavigationLink`).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self {
        self
    }
}

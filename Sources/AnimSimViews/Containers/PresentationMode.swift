import AnimSimCore

/// SwiftUI's `PresentationMode` (`@Environment(\.presentationMode)`) and `DismissAction`
/// (`@Environment(\.dismiss)`): what a pushed or presented view calls to go back. Files read
/// them for a back button in a detail view. AnimSim pushes and presents nothing, so the view a
/// command runs is the root: it is not presented, and dismissing it does nothing, as dismissing
/// a root does in SwiftUI.
public struct PresentationMode: Sendable {
    /// Always false: the view a command runs was not presented.
    public var isPresented: Bool { false }

    /// Does nothing: there is nothing to go back to.
    public mutating func dismiss() {}
}

public struct DismissAction: Sendable {
    /// `dismiss()`: does nothing, as for a root view.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is presented: never, here.
    public var isPresented: Bool { false }
}

extension View {
    /// SwiftUI's deprecated `navigationBarItems(leading:trailing:)`: the items go to the
    /// navigation bar as `.toolbar`'s leading and trailing items do (and, as there, outside a
    /// navigation container nothing is drawn).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

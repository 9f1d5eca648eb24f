import AnimSimCore

/// SwiftUI's toolbar placements. A navigation bar draws leading ones at its leading edge and
/// every other one at its trailing edge (`.principal` in its middle, in place of the title).
public enum ToolbarItemPlacement: Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction, confirmationAction, cancellationAction,
         destructiveAction, status, topBarLeading, topBarTrailing, navigationBarLeading, navigationBarTrailing,
         bottomBar, keyboard

    /// At the bar's leading edge.
    var isLeading: Bool { [.navigation, .cancellationAction, .topBarLeading, .navigationBarLeading].contains(self) }
}

/// SwiftUI's `ToolbarItem`: a view for the bar at `placement`. Resolved where the navigation
/// container draws it, never where it is written.
public struct ToolbarItem<Content: View>: _PrimitiveView, ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(id: String = "", placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entry: ToolbarItemBox { ToolbarItemBox(placement: placement, view: content) }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}

/// SwiftUI's `ToolbarItemGroup`: several views at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView, ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var entry: ToolbarItemBox { ToolbarItemBox(placement: placement, view: HStack(spacing: 16) { content }) }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] { resolve(content, in: context) }
}

@MainActor
protocol ToolbarEntry {
    var entry: ToolbarItemBox { get }
}

/// `.toolbar { … }`: its items go to the innermost navigation container's bar; outside one
/// (no bar to put them in, as in SwiftUI) they are not drawn.
public struct _ToolbarModifier<Items: View>: _PrimitiveModifier {
    let items: Items

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        if let sink = context.environment.surroundings.navigation {
            let children = (items as? any _TupleChildren)?.childViews ?? [items]
            sink.toolbar += children.map { ($0 as? any ToolbarEntry)?.entry ?? ToolbarItemBox(placement: .automatic, view: $0) }
        }
        return resolve(content, in: context)
    }
}

/// A builder's several views, to take a toolbar's items one by one.
@MainActor
protocol _TupleChildren {
    var childViews: [any View] { get }
}

extension TupleView: _TupleChildren {
    var childViews: [any View] { children }
}

/// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// SwiftUI's `Visibility` (`.toolbar(.hidden)`, `.listRowSeparator(.hidden)`).
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// SwiftUI's `ToolbarPlacement` for `.toolbar(_:for:)`.
public enum ToolbarPlacement: Hashable, Sendable { case automatic, bottomBar, navigationBar, tabBar }

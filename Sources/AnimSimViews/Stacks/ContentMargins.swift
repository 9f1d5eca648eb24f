import AnimSimCore

/// SwiftUI's `ContentMarginPlacement` (iOS 17): which of a scrollable view's margins
/// `.contentMargins(_:_:for:)` sets. `.automatic` and `.scrollContent` inset the scroll
/// content; `.scrollIndicators` insets only the indicators, which AnimSim does not draw, so it
/// changes nothing drawn.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")

    /// Whether margins set for this placement move the scroll content.
    var insetsContent: Bool { self != .scrollIndicators }
}

extension View {
    /// `.contentMargins(.horizontal, 24, for: .scrollContent)`: the scroll views below inset
    /// their content by the margins on those edges (`ScrollView`): at rest the content starts
    /// that far from the leading (top) edge, is that much longer to scroll through, and across
    /// the scrolled axis is proposed and centred within the margins, as in SwiftUI. A `nil`
    /// length is the system's margin, which AnimSim takes as none. An inner modifier replaces
    /// an outer one's margins on the edges it names.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        let value = length ?? 0
        return contentMargins(edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// `.contentMargins(16)`: the same margin on every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentModifier> {
        contentMargins(.all, length, for: placement)
    }

    /// The margins on `edges` taken from `insets`; the other edges keep what is set around.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { environment in
            guard placement.insetsContent else { return }
            var margins = environment.surroundings.scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.surroundings.scrollContentMargins = margins
        })
    }
}

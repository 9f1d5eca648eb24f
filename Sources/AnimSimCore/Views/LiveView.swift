import Foundation

/// How a scene whose tree keeps its shape at every state is brought up to date without
/// being built again: SwiftUI runs a body when state changes and then only feeds the views
/// new values; AnimSim's scene files work the same way. A view that reads the state carries
/// a `LiveView`, whose `refresh` rebuilds just that view (its content and modifiers) at a
/// new state, with every child and background or overlay view left as
/// `ViewNode.placeholder`. The layout graph copies what changed into its nodes and forgets
/// only their answers and their ancestors' (`PresentationGraph`).
package struct LiveView: Sendable {
    package let refresh: @Sendable (SceneState) -> ViewNode

    package init(refresh: @escaping @Sendable (SceneState) -> ViewNode) {
        self.refresh = refresh
    }
}

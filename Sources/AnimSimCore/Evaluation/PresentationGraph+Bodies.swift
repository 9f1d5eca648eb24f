import Foundation

extension PresentationGraph {
    /// Node `index` now holds `presented`: when that is an animatable body
    /// (`_AnimatableBodyLayout`), its children become what the body makes with the presented
    /// data, so the body runs again at every frame with the interpolated value, as SwiftUI's
    /// does (note A1 of swiftui-animatable.md).
    ///
    /// The children are refreshed in place, as a live view is, when the new ones have the
    /// shape of the present ones (same kinds and counts: a text whose characters change, a
    /// stack whose children move); a body whose structure changes with its data (an `if` on
    /// the value) keeps the structure of the model state, refreshing only the children that
    /// fit. The graph is left as a fresh one would be at this instant either way.
    func presentBody(_ index: Int, _ presented: any ErasedLayout) {
        guard let body = presented as? any BodyChildren else { return }
        let children = body.bodyChildren(id: ids[index])
        let present = graph.nodes[index].children
        for (node, child) in zip(present, children) where graph.fits(node, child) {
            _ = graph.refresh(node, with: child)
        }
        absorbRefreshed()
    }
}

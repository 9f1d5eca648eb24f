import Foundation

/// `background` and `overlay`: the primary child decides the size; the secondary one is
/// proposed exactly that size and aligned over it. Children are in paint order, so a
/// background is child 0 and an overlay child 1.
package struct SecondaryLayout: Layout, ModifierLayout, GuidesFromChildren, GuideForwarding {
    var alignment: Alignment
    var primaryChild: Int

    /// `primaryChild`: 1 for a background (drawn first, beneath), 0 for an overlay.
    package init(alignment: Alignment, primaryChild: Int) {
        self.alignment = alignment
        self.primaryChild = primaryChild
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.indices.contains(primaryChild) else { return .zero }
        return subviews[primaryChild].sizeThatFits(proposal)
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = ProposedViewSize(bounds.size)
        for (index, subview) in zip(subviews.indices, subviews) {
            subview.place(aligned: index == primaryChild ? .center : alignment, in: bounds, proposal: size)
        }
    }

    /// The primary view's explicit guides pass up; the overlay's or background's do not
    /// (`GuideForwarding`).
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.indices.contains(primaryChild) ? (subviews[primaryChild], ProposedViewSize(bounds.size)) : nil
    }
}

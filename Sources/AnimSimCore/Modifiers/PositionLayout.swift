import Foundation

/// `position(x:y:)`: the view takes all the space it is proposed (10 × 10 on an unspecified
/// side, as a shape does) and its content, proposed the same, is placed with its centre at
/// (x, y) of that space, the parent's coordinate space as SwiftUI's documentation puts it.
///
/// It declares no `animatableData`: a change of position moves the content's frame in a
/// straight line in both panes, as SwiftUI animates any layout-made frame (note A3).
package struct PositionLayout: Layout, ModifierLayout, GuidesFromChildren {
    var x: CGFloat
    var y: CGFloat

    package init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    var primaryChild: Int { 0 }

    /// The content's answer does not change this view's size: it is asked when placed.
    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .center, proposal: proposal)
    }
}

import Foundation

/// A modifier layout that lays its one child out exactly where it would be without it: the
/// child's size is its size, and the child is placed at its bounds' origin with their size
/// proposed. Effects are drawn, not laid out (design doc G2), so a geometry effect
/// (`EffectLayout`) and a frame-reading effect (`FrameEffectLayout`) both lay out this way
/// and pass their child's alignment guides up unmoved; one definition keeps the two alike.
protocol PassThroughLayout: GuideForwarding {}

extension PassThroughLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }

    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.first.map { ($0, ProposedViewSize(bounds.size)) }
    }

    /// At the bounds' origin, where `placeSubviews` puts it (not centred, `GuideForwarding`'s default).
    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint { bounds.origin }
}

import Foundation

/// `offset(x:y:)`: moves the child without changing the size its parent sees.
public struct OffsetLayout: Layout, ModifierLayout, GeometryEffectLayout, GuidesFromChildren, GuideForwarding {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }

    var primaryChild: Int { 0 }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading,
                              proposal: ProposedViewSize(bounds.size))
    }

    /// The child's explicit guides pass up unmoved (`GuideForwarding`): an offset is a
    /// geometry effect, drawn where it says but laid out (and aligned) where the view would be
    /// without it.
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.first.map { ($0, ProposedViewSize(bounds.size)) }
    }

    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint { bounds.origin }
}

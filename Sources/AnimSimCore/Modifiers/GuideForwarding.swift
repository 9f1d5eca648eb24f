import Foundation

/// The modifiers that place one child and pass its explicit alignment guides up as their own,
/// moved by where they put it: SwiftUI's frame and padding pass a child's guides on, so a
/// stack lines up `Text("a").alignmentGuide(.leading) { … }.padding()` by the text's guide.
protocol GuideForwarding: Layout where Cache == Void {
    /// The child and the proposal it is placed with in `bounds` (nil without one).
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)?
    /// The child's top-leading corner in `bounds` when placed with `proposal`; by default,
    /// centred (`fixedSize`, an overlay's primary view).
    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint
}

extension GuideForwarding {
    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint {
        child.alignedOrigin(.center, in: bounds, proposal: proposal)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwarded(guide, in: bounds, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwarded(guide, in: bounds, subviews: subviews)
    }

    private func forwarded<G: AlignmentGuideKey>(_ guide: G, in bounds: CGRect, subviews: Subviews) -> CGFloat? {
        guard let child = forwardedChild(in: bounds, subviews: subviews) else { return nil }
        return child.subview.forwardedGuide(guide, proposal: child.proposal,
                                            origin: childOrigin(of: child.subview, in: bounds, proposal: child.proposal))
    }
}

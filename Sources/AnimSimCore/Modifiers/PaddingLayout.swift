import Foundation

/// `padding`: proposes the inset size (never below zero) and adds the insets back.
public struct PaddingLayout: Layout, ModifierLayout, GuidesFromChildren, GuideForwarding {
    public var insets: EdgeInsets

    public init(insets: EdgeInsets) { self.insets = insets }

    var primaryChild: Int { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              anchor: .topLeading, proposal: childProposal(ProposedViewSize(bounds.size)))
    }

    /// The child's explicit guides pass up, moved by the leading and top insets
    /// (`GuideForwarding`).
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.first.map { ($0, childProposal(ProposedViewSize(bounds.size))) }
    }

    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint {
        CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top)
    }
}

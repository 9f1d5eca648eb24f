import Foundation

/// `padding`: proposes the inset size (never below zero) and adds the insets back.
public struct PaddingLayout: Layout, ModifierLayout {
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
}

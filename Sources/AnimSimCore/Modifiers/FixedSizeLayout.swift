import Foundation

/// `fixedSize(horizontal:vertical:)`: proposes `nil` on the fixed axes, so the child takes its
/// ideal size there whatever the parent offers.
public struct FixedSizeLayout: Layout, ModifierLayout, GuidesFromChildren, GuideForwarding {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    var primaryChild: Int { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    /// The child is placed with the same proposal it was measured with: `nil` on the fixed
    /// axes, the bounds on the others. So a child whose ideal differs from its answer to a
    /// concrete proposal keeps its ideal when placed: `Text("Hello world").frame(idealWidth:
    /// 100, idealHeight: 100).fixedSize()` is 100 × 100 (article 004's puzzle), not the text's
    /// size. The equal-heights idiom, `HStack { … }.fixedSize(horizontal: false, vertical:
    /// true)`, still works because a stack proposes its bounds on an unspecified cross axis.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(aligned: .center, in: bounds, proposal: childProposal(ProposedViewSize(bounds.size)))
    }

    /// The child's explicit guides pass up, from where it is centred (`GuideForwarding`).
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.first.map { ($0, childProposal(ProposedViewSize(bounds.size))) }
    }
}

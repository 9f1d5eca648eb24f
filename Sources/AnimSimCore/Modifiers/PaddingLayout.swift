import Foundation

/// `padding`: proposes the inset size (never below zero) and adds the insets back, never
/// below zero either: a negative padding larger than its child (`.padding(.top, -140)` on a
/// 40-point text, common in published files that pull a view up) is 0 tall, as SwiftUI's
/// `CGSize.outset(by:)` clamps (OpenSwiftUICore, EdgeInsets.swift), not a negative size.
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
        return CGSize(width: max(0, child.width + insets.horizontal), height: max(0, child.height + insets.vertical))
    }

    /// Places the child with the inset *proposal*, not the inset bounds, as SwiftUI's
    /// `_PaddingLayout.placement` does (`context.proposedSize.inset(by:)`, OpenSwiftUICore's
    /// PaddingLayout.swift, audited against SwiftUI 6.5.4). They differ when the child is not
    /// the size it was proposed: article 001's FlexibleView, wider than its proposal while its
    /// rows catch up with a new padding, would otherwise be placed with its own width, measure
    /// that width back and narrow a little on each pass instead of settling at once.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              anchor: .topLeading, proposal: childProposal(proposal))
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

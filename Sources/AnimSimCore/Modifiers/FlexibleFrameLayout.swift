import Foundation

/// `frame(minWidth:idealWidth:maxWidth:…)`. Constraints are normalised as SwiftUI does:
/// min is clamped to 0, ideal is raised to min, max is raised to ideal. On each axis:
/// - an unspecified proposal and an ideal: the ideal, whatever the child's size (article 004:
///   "frame(idealWidth: 100, idealHeight: 100): 如果当前视图收到为未指定模式的建议尺寸，则返回
///   100 x 100 的需求尺寸", if the view is proposed the unspecified size it answers 100 × 100);
///   the child is proposed the ideal and centred in it;
/// - no min or max: the child's size;
/// - both: the proposal (or the child's size) clamped to them;
/// - only min: the child's size, or the proposal if that is smaller, but at least min;
/// - only max: the child's size, or the proposal if that is larger, but at most max.
public struct FlexibleFrameLayout: Layout, ModifierLayout, GuidesFromChildren, GuideForwarding {
    struct AxisConstraint: Sendable {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let lower = min.map { Swift.max(0, $0) }
            let idealValue = ideal.map { i in lower.map { Swift.max($0, i) } ?? i }
            let floor = idealValue ?? lower
            self.min = lower
            self.ideal = idealValue
            self.max = max.map { m in floor.map { Swift.max($0, m) } ?? m }
        }

        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            var value = proposed
            if let min { value = Swift.max(value, min) }
            if let max { value = Swift.min(value, max) }
            return value
        }

        func size(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if proposed == nil, let ideal { return ideal }
            switch (min, max) {
            case (nil, nil):
                return child
            case let (lower?, upper?):
                return Swift.min(Swift.max(proposed ?? child, lower), upper)
            case let (lower?, nil):
                var value = child
                if let proposed, proposed < value { value = proposed }
                return Swift.max(value, lower)
            case let (nil, upper?):
                var value = child
                if let proposed, proposed > value { value = proposed }
                return Swift.min(value, upper)
            }
        }
    }

    let horizontal: AxisConstraint
    let vertical: AxisConstraint
    public var alignment: Alignment

    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center) {
        horizontal = AxisConstraint(min: minWidth, ideal: idealWidth, max: maxWidth)
        vertical = AxisConstraint(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    var primaryChild: Int { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width),
                         height: vertical.childProposal(proposal.height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: horizontal.size(proposed: proposal.width, child: child.width),
                      height: vertical.size(proposed: proposal.height, child: child.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(ProposedViewSize(bounds.size)))
    }

    /// The child's explicit guides pass up, moved by where the frame puts the child
    /// (`GuideForwarding`).
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.first.map { ($0, childProposal(ProposedViewSize(bounds.size))) }
    }

    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint {
        child.alignedOrigin(alignment, in: bounds, proposal: proposal)
    }
}

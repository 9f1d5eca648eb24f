import Foundation

/// `frame(width:height:alignment:)`: fixes the given axes and passes the others through.
public struct FrameLayout: Layout, ModifierLayout {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    public init(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) {
        self.width = width.map { max(0, $0) }
        self.height = height.map { max(0, $0) }
        self.alignment = alignment
    }

    var primaryChild: Int { 0 }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(ProposedViewSize(bounds.size)))
    }
}

extension LayoutSubview {
    /// Places the view so that its alignment point meets the same point of `bounds`.
    func place(aligned alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
        let unit = alignment.unitPoint
        place(at: CGPoint(x: bounds.minX + bounds.width * unit.x, y: bounds.minY + bounds.height * unit.y),
              anchor: unit, proposal: proposal)
    }
}

import Foundation

/// `frame(width:height:alignment:)`: fixes the given axes and passes the others through.
public struct FrameLayout: Layout, ModifierLayout, GuidesFromChildren, GuideForwarding {
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

    /// The child's explicit guides pass up, moved by where the frame puts the child
    /// (`GuideForwarding`).
    func forwardedChild(in bounds: CGRect, subviews: Subviews) -> (subview: LayoutSubview, proposal: ProposedViewSize)? {
        subviews.first.map { ($0, childProposal(ProposedViewSize(bounds.size))) }
    }

    func childOrigin(of child: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize) -> CGPoint {
        child.alignedOrigin(alignment, in: bounds, proposal: proposal)
    }
}

extension LayoutSubview {
    /// Places the view so that its alignment point meets the same point of `bounds`: the
    /// view's own value of a guide where it sets one (`alignmentGuide`), as SwiftUI's frame,
    /// overlay and ZStack honour it, else the guide's default.
    func place(aligned alignment: Alignment, in bounds: CGRect, proposal: ProposedViewSize) {
        guard let point = guidePoint(alignment, proposal: proposal) else {
            let unit = alignment.unitPoint
            return place(at: CGPoint(x: bounds.minX + bounds.width * unit.x, y: bounds.minY + bounds.height * unit.y),
                         anchor: unit, proposal: proposal)
        }
        place(at: CGPoint(x: bounds.minX + alignment.horizontal.defaultValue(in: bounds.size) - point.x,
                          y: bounds.minY + alignment.vertical.defaultValue(in: bounds.size) - point.y),
              anchor: .topLeading, proposal: proposal)
    }
}

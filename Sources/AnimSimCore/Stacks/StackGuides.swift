import Foundation

/// Where a container puts one child: the point, the child's anchor there, and its proposal.
struct StackSlot {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize

    /// The child's top-leading corner, for a child of `size`.
    func origin(for size: CGSize) -> CGPoint {
        CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    }
}

/// The values of one guide in a container's children, lined up: SwiftUI's stacks put every
/// child's value of their alignment guide on one line (`alignmentGuide` moves a child by
/// changing its value), and are as large as the children reach on either side of it.
struct StackGuides {
    /// Each child's value: its explicit one, else the guide's default for its size.
    let values: [CGFloat]
    /// The most any child reaches before the line: where the line falls from the leading
    /// (top) edge when the container is exactly as large as `extent`.
    let above: CGFloat
    /// How far the children reach in all, along the guide's axis.
    let extent: CGFloat

    /// Nil when the guide is one of SwiftUI's own and no child sets a value for it: then
    /// each child's unit point says the same, and a stack of plain views asks nothing more.
    /// `sizes`: the children's sizes for `proposals`, when the caller has them.
    init?<G: AlignmentGuideKey>(_ guide: G, _ subviews: LayoutSubviews, proposals: [ProposedViewSize], sizes: [CGSize]?) {
        var found = !guide.isBuiltIn
        if !found {
            for (offset, subview) in zip(proposals.indices, subviews)
            where subview.explicitGuide(guide, in: proposals[offset], size: sizes?[offset]) != nil {
                found = true
                break
            }
        }
        guard found else { return nil }
        let actual = sizes ?? zip(subviews, proposals).map { $0.sizeThatFits($1) }
        let values = zip(proposals.indices, subviews).map { offset, subview in
            subview.explicitGuide(guide, in: proposals[offset], size: actual[offset]) ?? guide.defaultValue(in: actual[offset])
        }
        self.values = values
        above = values.max() ?? 0
        extent = above + (zip(actual, values).map { $0[G.axis] - $1 }.max() ?? 0)
    }

    /// Where the line falls in `bounds` along the guide's axis: extra room is shared as the
    /// guide's unit point says (a centre guide centres the children in a larger container).
    func line<G: AlignmentGuideKey>(_ guide: G, in bounds: CGRect) -> CGFloat {
        let (start, length) = G.axis == .horizontal ? (bounds.minX, bounds.width) : (bounds.minY, bounds.height)
        return start + above + (length - extent) * guide.unit
    }

    /// A custom guide the children set passes up to the container as the mean of their
    /// values in its coordinates (SwiftUI's default combination of explicit values); SwiftUI's
    /// own guides stop at the first container. The text baselines are the first and the last
    /// child's that has one (a `VStack`'s first baseline is its first text's, as in SwiftUI).
    /// `slots`: where the container puts each child.
    static func passedUp<G: AlignmentGuideKey>(_ guide: G, _ subviews: LayoutSubviews,
                                               slots: [StackSlot]) -> CGFloat? {
        guard !guide.isBuiltIn else { return nil }
        var values: [CGFloat] = []
        for (subview, slot) in zip(subviews, slots) {
            if let value = subview.forwardedGuide(guide, proposal: slot.proposal, origin: slot.origin(for: subview.sizeThatFits(slot.proposal))) {
                values.append(value)
            }
        }
        switch guide as? VerticalAlignment {
        case .firstTextBaseline?: return values.first
        case .lastTextBaseline?: return values.last
        default: return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
        }
    }
}

import Foundation

/// SwiftUI's `ZStackLayout`: every child gets the stack's proposal, and each is aligned
/// inside the stack. The children's values of the alignment's guides meet at one point
/// (`alignmentGuide` moves a child by changing its value), and the stack is as large as the
/// children reach around it: with guides at their defaults, the largest child.
public struct ZStackLayout: Layout, GuidesFromChildren {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        let largest = sizes.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        guard !subviews.isEmpty else { return largest }
        let proposals = Array(repeating: proposal, count: sizes.count)
        let horizontal = StackGuides(alignment.horizontal, subviews, proposals: proposals, sizes: sizes)
        let vertical = StackGuides(alignment.vertical, subviews, proposals: proposals, sizes: sizes)
        return CGSize(width: horizontal?.extent ?? largest.width, height: vertical?.extent ?? largest.height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, slot) in zip(subviews, slots(in: bounds, proposal, subviews)) {
            subview.place(at: slot.position, anchor: slot.anchor, proposal: slot.proposal)
        }
    }

    /// A custom guide the children set passes up (`StackGuides.passedUp`).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard !guide.isBuiltIn else { return nil }
        return StackGuides.passedUp(guide, subviews, slots: slots(in: bounds, proposal, subviews))
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard !guide.isBuiltIn else { return nil }
        return StackGuides.passedUp(guide, subviews, slots: slots(in: bounds, proposal, subviews))
    }

    /// Where each child goes. With built-in guides no child sets, its unit point meets the
    /// bounds' (no question asked of any child); otherwise its guides meet the lines.
    private func slots(in bounds: CGRect, _ proposal: ProposedViewSize,
                       _ subviews: Subviews) -> [StackSlot] {
        let proposals = Array(repeating: proposal, count: subviews.count)
        let horizontal = StackGuides(alignment.horizontal, subviews, proposals: proposals, sizes: nil)
        let vertical = StackGuides(alignment.vertical, subviews, proposals: proposals, sizes: nil)
        let unit = alignment.unitPoint
        let point = CGPoint(x: bounds.minX + bounds.width * unit.x, y: bounds.minY + bounds.height * unit.y)
        guard horizontal != nil || vertical != nil else {
            return Array(repeating: StackSlot(position: point, anchor: unit, proposal: proposal), count: subviews.count)
        }
        let lineX = horizontal?.line(alignment.horizontal, in: bounds)
        let lineY = vertical?.line(alignment.vertical, in: bounds)
        return zip(subviews.indices, subviews).map { offset, subview in
            let k = offset - subviews.startIndex
            let size = subview.sizeThatFits(proposal)
            let x = horizontal.map { lineX! - $0.values[k] } ?? point.x - unit.x * size.width
            let y = vertical.map { lineY! - $0.values[k] } ?? point.y - unit.y * size.height
            return StackSlot(position: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
        }
    }
}

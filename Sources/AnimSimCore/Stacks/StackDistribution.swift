import Foundation

/// SwiftUI's stack algorithm along one axis:
/// 1. subtract the spacing between neighbours from the proposal;
/// 2. serve layout-priority groups from the highest down, each getting what is left after
///    reserving the minimum sizes of the lower-priority groups;
/// 3. inside a group, propose to the least flexible child first (flexibility = size at ∞
///    minus size at 0 along the axis), each getting an equal share of what remains.
/// An unspecified proposal asks every child for its ideal size.
struct StackDistribution {
    let axis: Axis
    let spacing: CGFloat?

    var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: subviews.count - 1) }
        let spacings = subviews.map(\.spacing)
        return (1..<spacings.count).map { spacings[$0 - 1].distance(to: spacings[$0], along: axis) }
    }

    private func proposal(main: CGFloat?, cross value: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: value) : ProposedViewSize(width: value, height: main)
    }

    func sizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]) -> [CGSize] {
        measure(proposal, subviews, gaps: gaps).sizes
    }

    /// Each child's size and the proposal it answered it to.
    func measure(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                 gaps: [CGFloat]) -> (sizes: [CGSize], proposals: [ProposedViewSize]) {
        let crossProposal = proposal[cross]
        guard let main = proposal[axis] else {
            let asked = self.proposal(main: nil, cross: crossProposal)
            return (subviews.map { $0.sizeThatFits(asked) }, Array(repeating: asked, count: subviews.count))
        }
        let views = Array(subviews)
        let minimum = views.map { $0.sizeThatFits(self.proposal(main: 0, cross: crossProposal))[axis] }
        let priorities = Array(Set(views.map(\.priority))).sorted(by: >)
        var sizes = [CGSize](repeating: .zero, count: views.count)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: views.count)
        var remaining = main - gaps.reduce(0, +)
        for priority in priorities {
            let group = views.indices.filter { views[$0].priority == priority }
            let reservedBelow = views.indices.filter { views[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            let ordered = group.map { index in
                (index: index, flexibility: flexibility(views[index], minimum: minimum[index], cross: crossProposal))
            }.sorted(by: Self.lessFlexibleFirst)
            var available = remaining - reservedBelow
            var left = CGFloat(ordered.count)
            for entry in ordered {
                let offer = max(0, available / left)
                let asked = self.proposal(main: offer, cross: crossProposal)
                let size = views[entry.index].sizeThatFits(asked)
                sizes[entry.index] = size
                proposals[entry.index] = asked
                available -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
        }
        return (sizes, proposals)
    }

    private func flexibility(_ view: LayoutSubview, minimum: CGFloat, cross: CGFloat?) -> CGFloat {
        let maximum = view.sizeThatFits(proposal(main: .infinity, cross: cross))[axis]
        let flexibility = maximum - minimum
        return flexibility.isNaN ? .infinity : flexibility
    }

    /// Stable: equally flexible children keep their order.
    private static func lessFlexibleFirst(_ a: (index: Int, flexibility: CGFloat), _ b: (index: Int, flexibility: CGFloat)) -> Bool {
        a.flexibility != b.flexibility ? a.flexibility < b.flexibility : a.index < b.index
    }

    /// The children's guides across the axis line up: the stack is as wide across as the
    /// most any child reaches before its guide plus the most any reaches after it (with
    /// guides at their defaults, simply the widest child).
    func size<G: AlignmentGuideKey>(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, guide: G) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let gaps = gaps(subviews)
        let (sizes, proposals) = measure(proposal, subviews, gaps: gaps)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        guard let guides = StackGuides(guide, subviews, proposals: proposals, sizes: sizes) else {
            return CGSize(axis, main: main, cross: sizes.reduce(0) { max($0, $1[cross]) })
        }
        return CGSize(axis, main: main, cross: guides.extent)
    }

    /// Children go one after another from the leading (top) edge; across the axis their
    /// guides meet on one line (`StackGuides`). With the stack's built-in guide and no child
    /// setting its own, each is aligned with the bounds by its unit point (0 = top/leading,
    /// 0.5 = centre, 1 = bottom/trailing), with no question asked of any child.
    /// An unspecified cross proposal becomes the bounds' extent there (the tallest ideal, in an
    /// HStack), so a `maxHeight: .infinity` child of `HStack { … }.fixedSize(horizontal: false,
    /// vertical: true)` grows to the tallest sibling: SwiftUI's equal-heights idiom.
    func place<G: AlignmentGuideKey>(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, guide: G) {
        for (subview, slot) in zip(subviews, slots(in: bounds, proposal, subviews, guide: guide)) {
            subview.place(at: slot.position, anchor: slot.anchor, proposal: slot.proposal)
        }
    }

    /// Where `place` puts each child: a point, the child's anchor there, and its proposal.
    func slots<G: AlignmentGuideKey>(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                                     guide: G) -> [StackSlot] {
        let gaps = gaps(subviews)
        let sizes = sizes(proposal, subviews, gaps: gaps)
        let crossProposal = proposal[cross] ?? (axis == .horizontal ? bounds.height : bounds.width)
        let proposals = sizes.map { self.proposal(main: $0[axis], cross: crossProposal) }
        let guides = StackGuides(guide, subviews, proposals: proposals, sizes: nil)
        let crossMin = axis == .horizontal ? bounds.minY : bounds.minX
        let crossExtent = axis == .horizontal ? bounds.height : bounds.width
        let line = guides?.line(guide, in: bounds) ?? 0
        let crossUnit = guide.unit
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        var slots: [StackSlot] = []
        slots.reserveCapacity(sizes.count)
        for offset in sizes.indices {
            // Along the cross axis: the child's guide on the line, or its unit point on the bounds'.
            let across = guides.map { line - $0.values[offset] } ?? crossMin + crossExtent * crossUnit
            let unit = guides == nil ? crossUnit : 0
            if axis == .horizontal {
                slots.append(StackSlot(position: CGPoint(x: cursor, y: across), anchor: UnitPoint(x: 0, y: unit), proposal: proposals[offset]))
            } else {
                slots.append(StackSlot(position: CGPoint(x: across, y: cursor), anchor: UnitPoint(x: unit, y: 0), proposal: proposals[offset]))
            }
            cursor += sizes[offset][axis] + (offset < gaps.count ? gaps[offset] : 0)
        }
        return slots
    }
}

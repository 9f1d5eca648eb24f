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
        let crossProposal = proposal[cross]
        guard let main = proposal[axis] else {
            return subviews.map { $0.sizeThatFits(self.proposal(main: nil, cross: crossProposal)) }
        }
        let views = Array(subviews)
        let minimum = views.map { $0.sizeThatFits(self.proposal(main: 0, cross: crossProposal))[axis] }
        let priorities = Array(Set(views.map(\.priority))).sorted(by: >)
        var sizes = [CGSize](repeating: .zero, count: views.count)
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
                let size = views[entry.index].sizeThatFits(self.proposal(main: offer, cross: crossProposal))
                sizes[entry.index] = size
                available -= size[axis]
                remaining -= size[axis]
                left -= 1
            }
        }
        return sizes
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

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let gaps = gaps(subviews)
        let sizes = sizes(proposal, subviews, gaps: gaps)
        let main = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let crossExtent = sizes.reduce(0) { max($0, $1[cross]) }
        return CGSize(axis, main: main, cross: crossExtent)
    }

    /// Children go one after another from the leading (top) edge; across the axis each is
    /// aligned with the bounds by `crossUnit` (0 = top/leading, 0.5 = centre, 1 = bottom/trailing).
    /// An unspecified cross proposal becomes the bounds' extent there (the tallest ideal, in an
    /// HStack), so a `maxHeight: .infinity` child of `HStack { … }.fixedSize(horizontal: false,
    /// vertical: true)` grows to the tallest sibling: SwiftUI's equal-heights idiom.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, crossUnit: CGFloat) {
        let gaps = gaps(subviews)
        let sizes = sizes(proposal, subviews, gaps: gaps)
        let crossProposal = proposal[cross] ?? (axis == .horizontal ? bounds.height : bounds.width)
        var cursor = axis == .horizontal ? bounds.minX : bounds.minY
        for (offset, subview) in subviews.enumerated() {
            let size = sizes[offset]
            let childProposal = self.proposal(main: size[axis], cross: crossProposal)
            if axis == .horizontal {
                subview.place(at: CGPoint(x: cursor, y: bounds.minY + bounds.height * crossUnit),
                              anchor: UnitPoint(x: 0, y: crossUnit), proposal: childProposal)
            } else {
                subview.place(at: CGPoint(x: bounds.minX + bounds.width * crossUnit, y: cursor),
                              anchor: UnitPoint(x: crossUnit, y: 0), proposal: childProposal)
            }
            cursor += size[axis] + (offset < gaps.count ? gaps[offset] : 0)
        }
    }
}

import Foundation

/// `alignmentGuide(_:computeValue:)`: the view unchanged, with one guide's value computed
/// from its dimensions. Every other guide is the content's own, passed up, so guides set
/// deeper in a modifier chain still count, and `computeValue` reads them (`d[.top]` in a
/// vertical guide's closure is the content's explicit top if it has one).
package struct AlignmentGuideLayout: Layout, ModifierLayout {
    package enum Guide: Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    let guide: Guide
    /// Called when a parent lays the view out, on the evaluator's threads (hence `@Sendable`).
    let computeValue: @Sendable (ViewDimensions) -> CGFloat

    package init(_ guide: Guide, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat) {
        self.guide = guide
        self.computeValue = computeValue
    }

    var primaryChild: Int { 0 }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The content gets exactly this view's proposal and bounds: the modifier changes no size.
    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
    }

    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        if case .horizontal(let mine) = self.guide, mine == guide {
            return bounds.minX + computeValue(child.dimensions(in: proposal))
        }
        return child.forwardedGuide(guide, proposal: proposal, origin: bounds.origin)
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        if case .vertical(let mine) = self.guide, mine == guide {
            return bounds.minY + computeValue(child.dimensions(in: proposal))
        }
        return child.forwardedGuide(guide, proposal: proposal, origin: bounds.origin)
    }
}

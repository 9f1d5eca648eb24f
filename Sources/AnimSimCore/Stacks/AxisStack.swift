import Foundation

/// What HStackLayout and VStackLayout share: everything but their axis and alignment type.
protocol AxisStack: Layout where Cache == Void {
    associatedtype Guide: AlignmentGuideKey
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    /// The guide the children line up on across the axis: a vertical one for an HStack.
    var crossGuide: Guide { get }
}

extension AxisStack {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    private var distribution: StackDistribution { StackDistribution(axis: Self.axis, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        distribution.size(proposal, subviews, guide: crossGuide)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        distribution.place(in: bounds, proposal, subviews, guide: crossGuide)
    }

    /// A custom guide (`AlignmentID`) that children set passes up, so stacks in an
    /// `HStack(alignment: .myGuide)` line up a view deep inside each; SwiftUI's own guides
    /// stop here (`StackGuides.passedUp`).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard !guide.isBuiltIn else { return nil }
        return StackGuides.passedUp(guide, subviews, slots: distribution.slots(in: bounds, proposal, subviews, guide: crossGuide))
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> CGFloat? {
        guard !guide.isBuiltIn else { return nil }
        return StackGuides.passedUp(guide, subviews, slots: distribution.slots(in: bounds, proposal, subviews, guide: crossGuide))
    }
}

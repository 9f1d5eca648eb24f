import Foundation

/// What HStackLayout and VStackLayout share: everything but their axis and alignment type.
protocol AxisStack: Layout where Cache == Void {
    static var axis: Axis { get }
    var spacing: CGFloat? { get }
    var crossUnit: CGFloat { get }
}

extension AxisStack {
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    private var distribution: StackDistribution { StackDistribution(axis: Self.axis, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        distribution.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        distribution.place(in: bounds, proposal, subviews, crossUnit: crossUnit)
    }
}

import Foundation

/// SwiftUI's `HStackLayout`; see `StackDistribution` for how space is shared.
public struct HStackLayout: AxisStack, GuidesFromChildren {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .horizontal }
    var crossGuide: VerticalAlignment { alignment }
}

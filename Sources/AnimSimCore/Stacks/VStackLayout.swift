import Foundation

/// SwiftUI's `VStackLayout`; see `StackDistribution` for how space is shared.
public struct VStackLayout: AxisStack, GuidesFromChildren {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    static var axis: Axis { .vertical }
    var crossGuide: HorizontalAlignment { alignment }
}

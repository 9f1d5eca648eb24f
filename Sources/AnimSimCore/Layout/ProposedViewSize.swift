import Foundation

/// What a parent offers a child. `nil` on an axis means "unspecified: tell me your ideal",
/// `0` asks for the minimum and `.infinity` for the maximum, as in SwiftUI.
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String {
        func text(_ v: CGFloat?) -> String {
            guard let v else { return "nil" }
            return v == .infinity ? "inf" : v.formatted
        }
        return "\(text(width))×\(text(height))"
    }
}

extension CGFloat {
    /// Short, stable number text: integers without a fraction, others to 4 decimals.
    var formatted: String { Double(self).formatted }
}

extension Double {
    var formatted: String {
        if isNaN { return "nan" }
        if isInfinite { return self > 0 ? "inf" : "-inf" }
        let rounded = (self * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

import AnimSimCore
import Foundation

/// UIKit's `UIEdgeInsets`: distances in from a rectangle's physical edges (`left` and
/// `right`, not leading and trailing; SwiftUI's `EdgeInsets` has no conversion from it).
/// Published SwiftUI files return one from a safe-area helper and read `.top`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { (top, left, bottom, right) = (0, 0, 0, 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// UIKit's `inset(by:)`, `UIEdgeInsetsInsetRect` of UIGeometry.h: the origin moved by
    /// (left, top) and the size reduced by both insets of each axis, plain arithmetic (no
    /// standardising; negative insets grow the rect).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}

import AnimSimCore
import Foundation

/// UIKit's `UIRectCorner`: which corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds, with UIKit's raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// UIKit's shape initialisers, each the CoreGraphics or SwiftUI outline of the same geometry.
extension UIBezierPath {
    /// `UIBezierPath(rect:)`: from (minX, minY) clockwise on screen, closed (`CGPath(rect:)`).
    public convenience init(rect: CGRect) { self.init(path: Path(rect)) }

    /// `UIBezierPath(ovalIn:)`: the inscribed ellipse from (maxX, midY) clockwise on screen,
    /// closed (`CGPath(ellipseIn:)`).
    public convenience init(ovalIn rect: CGRect) { self.init(path: Path(ellipseIn: rect)) }

    /// `UIBezierPath(roundedRect:cornerRadius:)`: since iOS 7 UIKit's continuous-curvature
    /// corners, the curve SwiftUI's `.continuous` style took over (S5), so the outline is
    /// `Path(roundedRect:cornerRadius:style: .continuous)` (AnimSim's approximation of that
    /// curve, docs/evaluation.md "Continuous corners"); the radius is clamped to half the
    /// shorter side, a zero radius gives the plain rect.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(path: Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous))
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: the chosen corners rounded
    /// as `roundedRect:cornerRadius:` rounds them, the others square. UIKit takes one radius,
    /// `cornerRadii.width` (the height is ignored), clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = min(max(cornerRadii.width, 0), min(abs(rect.width), abs(rect.height)) / 2)
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let radii = RectangleCornerRadii(topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
                                         bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight))
        guard r > 0, !corners.isEmpty else { self.init(path: Path(rect)); return }
        self.init(path: Path(roundedRect: rect, cornerRadii: radii, style: .continuous))
    }

    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`: a new subpath at the
    /// arc's start, then the arc; `clockwise` on screen, as `addArc(withCenter:…)` has it.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
}

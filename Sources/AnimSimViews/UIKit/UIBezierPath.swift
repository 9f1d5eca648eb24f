import AnimSimCore
import Foundation

/// UIKit's `UIBezierPath`, which published SwiftUI shapes build their outline with and hand
/// to SwiftUI as `Path(bezierPath.cgPath)` (PaintCode's exports do).
///
/// It holds a SwiftUI `Path` (CoreGraphics' elements: `cgPath` and `Path(_:)` convert without
/// loss). UIKit's coordinates are y-down like SwiftUI's, but its arc `clockwise` means what
/// it says on screen: `true` sweeps with increasing angle, which is CoreGraphics' and
/// SwiftUI's `clockwise: false` (P4). The stroke attributes keep UIKit's defaults; they only
/// matter to `stroke()`, which, like `fill()`, has no context to draw in here
/// (below).
open class UIBezierPath: Hashable, CustomStringConvertible {
    /// The outline, in CoreGraphics' elements.
    var path = Path()

    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    public var usesEvenOddFillRule = false

    public init() {}

    /// `UIBezierPath(cgPath:)`: a copy of the path's elements.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    init(path: Path) { self.path = path }

    /// The outline as an immutable CGPath; setting it replaces every element.
    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// The end of the last element, `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    public var isEmpty: Bool { path.isEmpty }

    /// UIKit's `bounds`: the smallest rect holding every point, control points included
    /// (`CGPath.boundingBox`, not SwiftUI's `boundingRect`); `.null` for an empty path.
    public var bounds: CGRect { cgPath.boundingBox }

    public func move(to point: CGPoint) { path.move(to: point) }

    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: end, control: controlPoint)
    }

    /// An arc of the circle about `center`, angles in radians from +x towards +y (down): a
    /// line to its start from an open subpath, else a new subpath. `clockwise` is on screen,
    /// so it is CoreGraphics' `clockwise` negated.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }

    public func close() { path.closeSubpath() }

    public func removeAllPoints() { path = Path() }

    /// `append(_:)`: the other path's elements after these, its subpaths kept as they are.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// `apply(_:)`: every end and control point mapped by `transform`, in place.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether the filled outline holds `point`, by the path's fill rule.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }

    /// `copy()`: a new path with the same elements and attributes.
    public func copy() -> Any {
        let copy = UIBezierPath(path: path)
        (copy.lineWidth, copy.lineCapStyle, copy.lineJoinStyle) = (lineWidth, lineCapStyle, lineJoinStyle)
        (copy.miterLimit, copy.flatness, copy.usesEvenOddFillRule) = (miterLimit, flatness, usesEvenOddFillRule)
        return copy
    }

    /// NSObject's `isEqual(_:)`, which UIBezierPath keeps: the same object (compare `cgPath`s
    /// for the same outline).
    public static func == (a: UIBezierPath, b: UIBezierPath) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "UIBezierPath(\(path.description))" }
}

/// UIKit's immediate drawing: `UIColor.setFill()` then `UIBezierPath.fill()` paint into the
/// current UIKit graphics context. A SwiftUI `Shape`'s `path(in:)` has none on iOS either
/// (UIKit logs "invalid context 0x0" and draws nothing), and AnimSim never has one (a view's
/// `draw(_:)` and `UIGraphicsImageRenderer` are unsupported), so these calls draw nothing,
/// as they do on a device; what the shape shows is the `Path` it returns.
extension UIBezierPath {
    public func fill() {}
    public func stroke() {}
    /// Clipping the current context: there is none.
    public func addClip() {}
}

extension UIColor {
    /// Sets the current context's fill colour: there is no current context.
    public func setFill() {}
    /// Sets the current context's stroke colour: there is no current context.
    public func setStroke() {}
    /// Sets both: there is no current context.
    public func set() {}
}

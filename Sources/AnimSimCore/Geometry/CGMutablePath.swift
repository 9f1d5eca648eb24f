import Foundation

/// CoreGraphics' `CGMutablePath`: a `CGPath` built element by element, with CoreGraphics'
/// Swift names. Each call is the SwiftUI `Path` call of the same geometry (they are one
/// library on Apple platforms: SwiftUI's `Path` stores a CGPath), so `Path(mutablePath)`
/// equals the `Path` built with the same calls. Angles are radians; `clockwise` is
/// CoreGraphics' y-up sense, as SwiftUI's `addArc` has it (P4): `false` sweeps with
/// increasing angle, clockwise on a y-down screen.
open class CGMutablePath: CGPath {
    public init() { super.init(path: Path()) }

    override init(path: Path) { super.init(path: path) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// `addLines(between:transform:)`: a new subpath through the points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points, transform: transform)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: clockwise, transform: transform)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addRect(rect, transform: transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        path.addRects(rects, transform: transform)
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addEllipse(in: rect, transform: transform)
    }

    /// `addPath(_:transform:)`: the other path's elements, mapped, after these.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    public func closeSubpath() { path.closeSubpath() }
}

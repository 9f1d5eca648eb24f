import Foundation

/// CoreGraphics' `CGPath`, as SwiftUI code reaches for it (`Path(cgPath)`, `path.cgPath`,
/// `UIBezierPath.cgPath`, a `CGMutablePath` built and handed to `Path`): an immutable outline.
///
/// It holds a SwiftUI `Path`, whose elements are already CoreGraphics' (move, line, cubic
/// curve, close; arcs and quadratic curves as the cubics that trace them), so a `Path` made
/// from a `CGPath` draws exactly what the CGPath holds and the two convert without loss.
/// A class, as CoreGraphics' is, so that `CGMutablePath` can be one; the value it holds is
/// copied in and out (`Path(cgPath)` does not follow later changes to a mutable path, as
/// SwiftUI's copy does not). Two paths are equal when their elements are (`CGPathEqualToPath`).
open class CGPath: Equatable, CustomStringConvertible {
    /// The outline; only `CGMutablePath` changes it.
    var path: Path

    init(path: Path) { self.path = path }

    /// `CGPath(rect:transform:)`: the rectangle from (minX, minY) clockwise on screen, closed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// `CGPath(ellipseIn:transform:)`: from (maxX, midY) clockwise on screen, closed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// `copy()`: an immutable path with the same elements (never nil here).
    public func copy() -> CGPath? { CGPath(path: path) }

    /// `mutableCopy()`: a mutable path with the same elements.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

    /// `copy(using:)`: the elements mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    public var isEmpty: Bool { path.isEmpty }

    /// The end of the last element, `.zero` for an empty path (`CGPathGetCurrentPoint`).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// `boundingBox`: the smallest rect holding every point, control points included
    /// (`CGPathGetBoundingBox`); `.null` for an empty path. Larger than `boundingBoxOfPath`
    /// where a curve's controls lie outside it (P3).
    public var boundingBox: CGRect { path.controlPointBounds }

    /// `boundingBoxOfPath`: control points excluded, SwiftUI's `Path.boundingRect` (P3).
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// `contains(_:using:transform:)` with the nonzero rule unless `eoFill`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }

    public var description: String { "CGPath(\(path.description))" }
}

/// CoreGraphics' fill rules, as `CGPath.contains(_:using:transform:)` takes them.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd = 1
}

extension Path {
    /// SwiftUI's `Path(_ path: CGPath)`: the same elements, copied.
    public init(_ cgPath: CGPath) { self = cgPath.path }

    /// SwiftUI's `Path.cgPath`: an immutable CGPath with the same elements.
    public var cgPath: CGPath { CGPath(path: self) }

    /// Every end and control point's box (CoreGraphics' `boundingBox`); `.null` when empty.
    var controlPointBounds: CGRect {
        var box = CGRect.null
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box = box.union(CGRect(origin: p, size: .zero))
            case .curve(let p, let c1, let c2):
                for q in [c1, c2, p] { box = box.union(CGRect(origin: q, size: .zero)) }
            case .closeSubpath: break
            }
        }
        return box
    }
}

import Foundation

/// SwiftUI's `Path`: lines and cubic Bézier curves in a view's own coordinates. Layouts
/// draw with it (the tree's connections, `LayoutSubviews.draw`), and the view layer shows
/// one as a view (a shape that strokes or fills exactly this outline).
///
/// Arcs and quadratic curves are stored as the cubic curves that trace them, so every
/// consumer (the painter, `offsetBy`, `description`) knows only four elements.
public struct Path: Equatable, Sendable, CustomStringConvertible {
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public internal(set) var elements: [Element] = []

    public init() {}

    /// `Path { path in … }`, as SwiftUI code builds paths.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public init(_ rect: CGRect) { addRect(rect) }

    public mutating func move(to point: CGPoint) {
        // Room for a small outline at once: a polygon's `path(in:)` grew its elements
        // through five reallocations at every frame.
        if elements.capacity == 0 { elements.reserveCapacity(8) }
        elements.append(.move(to: point))
    }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// The cubic curve that traces the quadratic one exactly (its controls two thirds of
    /// the way from each end towards the quadratic control).
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPoint ?? end
        func third(_ from: CGPoint) -> CGPoint {
            CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
        }
        addCurve(to: end, control1: third(start), control2: third(end))
    }

    /// SwiftUI's arc: a line from the current point to the arc's start (a move when the
    /// path is empty), then the arc, as cubic curves of at most a quarter turn each. Angles
    /// run as in SwiftUI's y-down space: `clockwise: false` draws with increasing angle,
    /// which looks clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            return append(arc.applying(transform), joining: currentPoint != nil)
        }
        var sweep = endAngle.radians - startAngle.radians
        // CoreGraphics' normalisation (P4): a sweep of a whole turn or more is one full circle.
        if abs(sweep) >= 2 * .pi {
            sweep = clockwise ? -2 * .pi : 2 * .pi
        } else if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control distance that makes a cubic follow a circular arc of `step`.
        let k = 4 / 3 * tan(step / 4) * radius
        for piece in 0..<pieces {
            let a = startAngle.radians + Double(piece) * step, b = a + step
            let from = point(a), to = point(b)
            addCurve(to: to, control1: CGPoint(x: from.x - k * sin(a), y: from.y + k * cos(a)),
                     control2: CGPoint(x: to.x + k * sin(b), y: to.y - k * cos(b)))
        }
    }

    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Where the next element starts: the last element's end point (nil for an empty path).
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    public var isEmpty: Bool { elements.isEmpty }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func shift(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var copy = Path()
        copy.elements = elements.map {
            switch $0 {
            case .move(let p): .move(to: shift(p))
            case .line(let p): .line(to: shift(p))
            case .curve(let p, let c1, let c2): .curve(to: shift(p), control1: shift(c1), control2: shift(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return copy
    }

    public var description: String {
        func text(_ p: CGPoint) -> String { "\(p.x.formatted) \(p.y.formatted)" }
        return elements.map {
            switch $0 {
            case .move(let p): "M \(text(p))"
            case .line(let p): "L \(text(p))"
            case .curve(let p, let c1, let c2): "C \(text(c1)) \(text(c2)) \(text(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
}

import Foundation

/// The rest of SwiftUI's path building: other paths, transforms, ellipses, rounded
/// rectangles and tangent arcs. Every element is still one of the four the painters know.
extension Path {
    /// `Path(ellipseIn:)`: the ellipse inscribed in `rect`, from (maxX, midY) clockwise on screen (S6).
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// `Path(roundedRect:cornerRadius:style:)`; a zero corner gives a plain rect (P5).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// `other`'s elements after this path's; `joining` turns its first move into a line, as
    /// an arc added to an open subpath joins it (P4).
    mutating func append(_ other: Path, joining: Bool) {
        var rest = other.elements[...]
        if joining, case .move(let p)? = rest.first {
            addLine(to: p)
            rest = rest.dropFirst()
        }
        elements += rest
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addLines(_ points: [CGPoint], transform: CGAffineTransform) {
        addLines(points.map { $0.applying(transform) })
    }

    /// Every point mapped by `transform` (row-vector convention, C1). Béziers map exactly.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var copy = Path()
        copy.elements = elements.map { $0.mapped { $0.applying(transform) } }
        return copy
    }

    /// Four cubic quarter arcs, from (maxX, midY) clockwise on screen, closed.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, !rect.isEmpty || rect.width > 0 || rect.height > 0 else { return }
        var ellipse = Path()
        let rx = rect.width / 2, ry = rect.height / 2, c = CGPoint(x: rect.midX, y: rect.midY)
        let k = Self.quarterControl
        ellipse.move(to: CGPoint(x: c.x + rx, y: c.y))
        // Unit-circle quarters (cos, sin) scaled by the radii, angles increasing (y down).
        let ends: [(CGFloat, CGFloat)] = [(0, 1), (-1, 0), (0, -1), (1, 0)]
        var from: (CGFloat, CGFloat) = (1, 0)
        for to in ends {
            ellipse.addCurve(to: CGPoint(x: c.x + rx * to.0, y: c.y + ry * to.1),
                             control1: CGPoint(x: c.x + rx * (from.0 - k * from.1), y: c.y + ry * (from.1 + k * from.0)),
                             control2: CGPoint(x: c.x + rx * (to.0 + k * to.1), y: c.y + ry * (to.1 - k * to.0)))
            from = to
        }
        ellipse.closeSubpath()
        addPath(ellipse, transform: transform)
    }

    /// The control distance, in radii, that makes one cubic follow a quarter circle: 4/3·tan(π/8).
    static let quarterControl: CGFloat = 4 / 3 * tan(.pi / 8)

    /// CoreGraphics' tangent arc: a line to where a circle of `radius` touches the line from
    /// the current point to `tangent1End`, then the arc to where it touches the line on to
    /// `tangent2End`. Collinear points or a zero radius give a line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else { return move(to: p1.applying(transform)) }
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else { return addLine(to: p1.applying(transform)) }
        let cosine = max(-1, min(1, (u.x * v.x + u.y * v.y) / (lu * lv)))
        let half = acos(cosine) / 2
        let along = radius / tan(half), toCentre = radius / sin(half)
        let bisector = CGPoint(x: u.x / lu + v.x / lv, y: u.y / lu + v.y / lv)
        let lb = hypot(bisector.x, bisector.y)
        let centre = CGPoint(x: p1.x + bisector.x / lb * toCentre, y: p1.y + bisector.y / lb * toCentre)
        let t1 = CGPoint(x: p1.x + u.x / lu * along, y: p1.y + u.y / lu * along)
        let t2 = CGPoint(x: p1.x + v.x / lv * along, y: p1.y + v.y / lv * along)
        let a1 = atan2(t1.y - centre.y, t1.x - centre.x), a2 = atan2(t2.y - centre.y, t2.x - centre.x)
        // The tangent arc is always the short way round (less than half a turn).
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: centre, radius: radius, startAngle: .radians(a1), endAngle: .radians(a1 + sweep), clockwise: sweep < 0,
               transform: transform)
    }
}

extension Path.Element {
    /// The element with every point mapped.
    func mapped(_ f: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let p): .move(to: f(p))
        case .line(let p): .line(to: f(p))
        case .curve(let p, let c1, let c2): .curve(to: f(p), control1: f(c1), control2: f(c2))
        case .closeSubpath: .closeSubpath
        }
    }
}

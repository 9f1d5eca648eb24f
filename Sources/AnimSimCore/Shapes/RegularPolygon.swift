import Foundation

/// The regular polygon of the classic animatable-shape articles (SwiftUI Lab, "Advanced
/// SwiftUI Animations, Part 1"), whose side count is a `Double` and its `animatableData`,
/// so SwiftUI asks `path(in:)` for 4.5 sides half-way and a vertex grows out of an edge.
///
/// The definition, exactly: in the square of side min(w, h) centred in the rect, radius r =
/// min(w, h)/2, vertex k sits at angle θₖ = k·2π/sides from the +x axis (turning clockwise
/// on screen, y down) for k = 0, 1, …, ⌈sides⌉ − 1; the path moves to vertex 0, lines
/// through the others and closes, so with a fractional count the last edge runs from the
/// last vertex (short of a full turn) back to vertex 0. Fewer than one side draws nothing.
/// Scene files draw it as `polygon: { sides: … }`.
public struct RegularPolygon: Shape {
    public var sides: Double

    public init(sides: Double) { self.sides = sides }

    public var animatableData: Double {
        get { sides }
        set { sides = newValue }
    }

    /// The number of vertices drawn for `sides`: ⌈sides⌉, none below one side, and at most
    /// 100,000 so a runaway spring cannot ask for an unbounded path.
    public static func vertexCount(_ sides: Double) -> Int {
        guard sides.isFinite, sides >= 1 else { return 0 }
        return Int(min(sides.rounded(.up), 100_000))
    }

    public func path(in rect: CGRect) -> Path {
        let count = Self.vertexCount(sides)
        guard count > 0 else { return Path() }
        let radius = min(abs(rect.width), abs(rect.height)) / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        for k in 0..<count {
            let angle = Double(k) * 2 * Double.pi / sides
            let point = CGPoint(x: centre.x + radius * CGFloat(cos(angle)), y: centre.y + radius * CGFloat(sin(angle)))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A star with `points` tips (fractional counts grow a tip as the polygon grows a vertex)
/// and inner corners at `innerRatio` of the outer radius: vertex k at angle k·π/points from
/// the top (−π/2, clockwise on screen), outer for even k and inner for odd, for
/// k < ⌈2·points⌉, closed. Its data is (points, innerRatio). Scene files: `star:`.
public struct StarShape: Shape {
    public var points: Double
    public var innerRatio: Double

    public init(points: Double, innerRatio: Double = 0.5) { (self.points, self.innerRatio) = (points, innerRatio) }

    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(points, innerRatio) }
        set { (points, innerRatio) = (newValue.first, newValue.second) }
    }

    public func path(in rect: CGRect) -> Path {
        let count = RegularPolygon.vertexCount(2 * points)
        guard count > 0 else { return Path() }
        let radius = min(abs(rect.width), abs(rect.height)) / 2
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        for k in 0..<count {
            let angle = Double(k) * Double.pi / points - Double.pi / 2
            let r = radius * CGFloat(k.isMultiple(of: 2) ? 1 : innerRatio)
            let point = CGPoint(x: centre.x + r * CGFloat(cos(angle)), y: centre.y + r * CGFloat(sin(angle)))
            if k == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

import AnimSimCore
import Foundation

/// A shape's drawn outline over one stretch of its life, as path keyframes a player
/// interpolates point by point (Lottie `sh` keyframes, SVG `<animate attributeName="d">`).
///
/// Each frame's outline is taken into pane coordinates through the item's whole drawn
/// transform: an affine one moves the Bézier control points exactly; a perspective one (a
/// `rotation3DEffect`) cannot, so that outline is polygonised (16 chords a curve) and each
/// point projected. All frames are then brought to one structure, as the naive morph brings
/// two (`OutlineMorph`, Manim's `align_points`): the same subpaths, each with as many cubic
/// segments as the most any frame has, the others' segments split evenly; a line is a cubic
/// with its controls at its thirds, a closed subpath ends with its closing segment. Players
/// need exactly that: equal vertex counts (Lottie) and equal commands (SVG).
///
/// Keyframes (`fit`): from each keyframe the next is the farthest frame such that, at every
/// frame between, the straight-line interpolation (in time, point by point) of the two keys'
/// points is within `tolerance` of that frame's points, every control point counted. A Bézier
/// is a convex combination of its control points, so the drawn outline is then within the
/// tolerance too. A morph linear in time (the naive pane under a linear animation, a
/// transform that stays) keeps only its ends; a rotation or a polygon gaining sides keeps as
/// many keys as its curvature in time needs.
public struct OutlineTrack: Sendable {
    /// One frame's outline: per subpath its start, its segments' (c1, c2, end) and whether closed.
    public struct Shape: Equatable, Sendable {
        public var subpaths: [(start: CGPoint, segments: [(CGPoint, CGPoint, CGPoint)], closed: Bool)]

        public static func == (a: Shape, b: Shape) -> Bool { a.points == b.points }

        /// Every point in order: starts, controls and ends.
        public var points: [CGPoint] {
            subpaths.flatMap { sub in [sub.start] + sub.segments.flatMap { [$0.0, $0.1, $0.2] } }
        }
    }

    /// Per frame of the stretch, aligned.
    public var shapes: [Shape]
    public var keyframes: [Int] = []

    /// `outlines[k]` (local coordinates) drawn through `transforms[k]`.
    public init(outlines: [Path], transforms: [ProjectionTransform]) {
        let pane = zip(outlines, transforms).map { Self.inPane($0, $1) }
        var reference = pane.first ?? Path()
        for path in pane.dropFirst() { reference = OutlineMorph(from: reference, to: path).path(at: 0) }
        shapes = pane.map { Self.shape(OutlineMorph(from: $0, to: reference).path(at: 0)) }
        // A subpath open in any frame (a trim short of whole) is open in all: the commands
        // must match; its closing segment is there either way, so fills are the same.
        for i in shapes.first?.subpaths.indices ?? 0..<0 {
            let closed = shapes.allSatisfy { i < $0.subpaths.count && $0.subpaths[i].closed }
            for k in shapes.indices where i < shapes[k].subpaths.count { shapes[k].subpaths[i].closed = closed }
        }
    }

    public var isAnimated: Bool { keyframes.count > 1 }

    /// Keyframes within `tolerance` points, by the rule in the type's comment.
    public mutating func fit(tolerance: Double) {
        guard !shapes.isEmpty else { return }
        let points = shapes.map(\.points)
        guard points.allSatisfy({ $0.count == points[0].count }) else {
            keyframes = Array(points.indices)  // not aligned (cannot happen): every frame
            return
        }
        var keys = [0]
        var from = 0
        while from < points.count - 1 {
            var to = from + 1
            while to + 1 < points.count, Self.fits(points, from, to + 1, tolerance) { to += 1 }
            keys.append(to)
            from = to
        }
        if keys.count == 2, points[0] == points[points.count - 1], Self.fits(points, 0, points.count - 1, tolerance) { keys = [0] }
        keyframes = keys
    }

    static func fits(_ points: [[CGPoint]], _ a: Int, _ b: Int, _ tolerance: Double) -> Bool {
        for k in (a + 1)..<b {
            let t = CGFloat(k - a) / CGFloat(b - a)
            for (i, p) in points[k].enumerated() {
                let (pa, pb) = (points[a][i], points[b][i])
                let q = CGPoint(x: pa.x + (pb.x - pa.x) * t, y: pa.y + (pb.y - pa.y) * t)
                if Double(hypot(q.x - p.x, q.y - p.y)) > tolerance { return false }
            }
        }
        return true
    }

    /// The outline in pane coordinates (see the type's comment).
    static func inPane(_ path: Path, _ m: ProjectionTransform) -> Path {
        if m.isAffine { return path.applying(m.affine) }
        var out = Path()
        for (points, closed) in SVGPathData.polygons(path) {
            let mapped = points.map { $0.applying(m) }.filter { $0.x.isFinite && $0.y.isFinite }
            guard !mapped.isEmpty else { continue }
            out.addLines(mapped)
            if closed { out.closeSubpath() }
        }
        return out
    }

    /// A path's elements as cubic segments per subpath (lines with controls at their thirds),
    /// a closed subpath ending back at its start.
    static func shape(_ path: Path) -> Shape {
        var subs: [(start: CGPoint, segments: [(CGPoint, CGPoint, CGPoint)], closed: Bool)] = []
        var point = CGPoint.zero
        func line(_ a: CGPoint, _ b: CGPoint) -> (CGPoint, CGPoint, CGPoint) {
            (CGPoint(x: a.x + (b.x - a.x) / 3, y: a.y + (b.y - a.y) / 3), CGPoint(x: a.x + 2 * (b.x - a.x) / 3, y: a.y + 2 * (b.y - a.y) / 3), b)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                subs.append((p, [], false)); point = p
            case .line(let p):
                if subs.isEmpty { subs.append((point, [], false)) }
                subs[subs.count - 1].segments.append(line(point, p)); point = p
            case .curve(let p, let c1, let c2):
                if subs.isEmpty { subs.append((point, [], false)) }
                subs[subs.count - 1].segments.append((c1, c2, p)); point = p
            case .closeSubpath:
                guard !subs.isEmpty else { continue }
                let start = subs[subs.count - 1].start
                // `Path(subpaths:)` leaves a closing line implicit: put it back, so every
                // frame has the same segments.
                if subs[subs.count - 1].segments.last?.2 != start || subs[subs.count - 1].segments.isEmpty {
                    subs[subs.count - 1].segments.append(line(point, start))
                }
                subs[subs.count - 1].closed = true
                point = start
            }
        }
        return Shape(subpaths: subs)
    }
}

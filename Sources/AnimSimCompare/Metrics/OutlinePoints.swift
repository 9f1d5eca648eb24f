import AnimSimCore
import Foundation

/// A drawn outline as compare measures it: points along it in pane coordinates (after the
/// item's whole drawn transform, perspective included) and the polyline through them.
///
/// Sampling: curves are flattened into 16 parameter steps (a quarter-circle cubic of radius
/// 100 pt stays within 0.01 pt of its chords), then every piece is cut so no two neighbouring
/// points are more than `spacing` apart along the outline; every vertex (segment end) is
/// kept. `spacing` is 1 pt, raised to length/`maximumPoints` for a long outline. The
/// transform is applied to the points, so a perspective flip is measured as drawn.
public struct OutlinePoints: Sendable, Equatable {
    /// Polylines, one per subpath, in pane coordinates.
    public var polylines: [[CGPoint]]

    public static let spacing: CGFloat = 1
    public static let maximumPoints = 512
    static let curveSteps = 16

    public init(polylines: [[CGPoint]]) { self.polylines = polylines }

    /// `path` (in the item's local coordinates) through `transform` into the pane. Points
    /// that go to or behind the eye (infinite) are left out.
    public init(_ path: Path, transform: ProjectionTransform) {
        var local: [[CGPoint]] = []
        var current: [CGPoint] = []
        var start = CGPoint.zero, point = CGPoint.zero
        func finish() { if current.count > 0 { local.append(current) }; current = [] }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish(); current = [p]; start = p; point = p
            case .line(let p):
                if current.isEmpty { current = [point] }
                current.append(p); point = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [point] }
                for k in 1...Self.curveSteps {
                    let t = CGFloat(k) / CGFloat(Self.curveSteps), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * point.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * point.y + b * c1.y + c * c2.y + d * p.y))
                }
                point = p
            case .closeSubpath:
                if !current.isEmpty, current.last != start { current.append(start) }
                finish(); point = start
            }
        }
        finish()
        let length = local.reduce(CGFloat(0)) { total, line in
            zip(line, line.dropFirst()).reduce(total) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let step = max(Self.spacing, length / CGFloat(Self.maximumPoints))
        polylines = local.map { line in
            var out: [CGPoint] = []
            for (a, b) in zip(line, line.dropFirst()) {
                let pieces = max(1, Int((hypot(b.x - a.x, b.y - a.y) / step).rounded(.up)))
                for k in 0..<pieces {
                    let t = CGFloat(k) / CGFloat(pieces)
                    out.append(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            if let last = line.last { out.append(last) }
            return out.map { $0.applying(transform) }.filter { $0.x.isFinite && $0.y.isFinite }
        }.filter { !$0.isEmpty }
    }

    /// What an item draws as an outline: its `outline`, else the path of its built-in shape
    /// kind in its frame's size; nil for text and containers.
    public init?(_ item: DisplayItem) {
        let size = CGRect(origin: .zero, size: item.frame.size)
        let path: Path
        if let outline = item.outline {
            path = outline
        } else {
            switch item.shape {
            case .rectangle?: path = ShapeKind.rectangle.path(in: size)
            case .roundedRectangle(let r)?: path = ShapeKind.roundedRectangle(cornerRadius: r).path(in: size)
            case .circle?: path = ShapeKind.circle.path(in: size)
            case .capsule?: path = ShapeKind.capsule.path(in: size)
            case .text?, nil: return nil
            }
        }
        self.init(path, transform: item.transform)
    }

    public var points: [CGPoint] { polylines.flatMap { $0 } }
    public var isEmpty: Bool { polylines.isEmpty }

    /// The symmetric Hausdorff distance: the largest distance from a point of either outline
    /// to the nearest point of the other's polyline. Exact for polylines up to the sampling
    /// (a point of one outline between two samples is at most `spacing`/2 from one).
    public static func hausdorff(_ a: OutlinePoints, _ b: OutlinePoints) -> Double {
        max(directed(a, b), directed(b, a))
    }

    /// max over a's points of the distance to b's polyline, with the early break of Taha and
    /// Hanbury (2015): a point nearer to b than the running maximum cannot raise it, so its
    /// scan stops there. Exact; linear in practice for outlines that are close.
    static func directed(_ a: OutlinePoints, _ b: OutlinePoints) -> Double {
        let segments = b.polylines.flatMap { line in line.count == 1 ? [(line[0], line[0])] : Array(zip(line, line.dropFirst())) }
        guard !segments.isEmpty else { return a.isEmpty ? 0 : .infinity }
        var worst: CGFloat = 0
        var hint = 0
        for p in a.points {
            var nearest = CGFloat.infinity, best = hint
            // Start where the previous point's nearest segment was: neighbours are near.
            for offset in 0..<segments.count {
                let index = (hint + offset) % segments.count
                let d = distance(p, segments[index].0, segments[index].1)
                if d < nearest { (nearest, best) = (d, index) }
                if d <= worst { break }
            }
            hint = best
            worst = max(worst, nearest)
        }
        return Double(worst)
    }

    static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let squared = dx * dx + dy * dy
        let t = squared > 0 ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / squared)) : 0
        return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
    }
}

import Foundation

/// A path as its subpaths of segments, and what SwiftUI measures on it: bounds (P3), trims
/// by arc length (P1) and hit testing.
extension Path {
    /// One subpath: its segments in order, and whether `closeSubpath` ended it (the closing
    /// line, when it has length, is its last segment).
    struct Subpath: Equatable, Sendable {
        var start: CGPoint
        var segments: [PathSegment]
        var closed: Bool
    }

    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        func finish() { if let c = current { result.append(c) }; current = nil }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p, segments: [], closed: false)
                point = p
            case .line(let p):
                if current == nil { current = Subpath(start: point, segments: [], closed: false) }
                current!.segments.append(.line(point, p))
                point = p
            case .curve(let p, let c1, let c2):
                if current == nil { current = Subpath(start: point, segments: [], closed: false) }
                current!.segments.append(PathSegment(p0: point, c1: c1, c2: c2, p3: p, isLine: false))
                point = p
            case .closeSubpath:
                guard var c = current else { continue }
                if point != c.start { c.segments.append(.line(point, c.start)) }
                c.closed = true
                point = c.start
                result.append(c)
                current = nil
            }
        }
        finish()
        return result
    }

    /// The path the subpaths describe (a closed one ends with `closeSubpath`, its closing
    /// line left implicit).
    init(subpaths: [Subpath]) {
        self.init()
        for sub in subpaths {
            move(to: sub.start)
            for (i, s) in sub.segments.enumerated() {
                if sub.closed, i == sub.segments.count - 1, s.isLine, s.p3 == sub.start { break }
                if s.isLine { addLine(to: s.p3) } else { addCurve(to: s.p3, control1: s.c1, control2: s.c2) }
            }
            if sub.closed { closeSubpath() }
        }
    }

    /// The smallest rect holding every point of the path, control points excluded (P3);
    /// `.null` for an empty path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for sub in subpaths {
            points.append(sub.start)
            for s in sub.segments {
                points.append(s.p3)
                points += s.extremaParameters.map(s.point)
            }
        }
        for element in elements { if case .move(let p) = element { points.append(p) } }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The total arc length, every subpath's closing segment counted.
    public var length: CGFloat { subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length() } } }

    /// The part of the path between the fractions `from` and `to` of its arc length (P1):
    /// both clamped to 0…1, empty when `to ≤ from`, Béziers split exactly where the length
    /// is reached, subpath breaks kept. A subpath kept whole stays closed.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let a = max(0, min(1, from)), b = max(0, min(1, to))
        guard b > a else { return Path() }
        if a == 0, b == 1 { return self }
        let subs = subpaths
        // Each segment measured once (a curve's length is 64 evaluations of its speed).
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(subs.reduce(0) { $0 + $1.segments.count })
        var total: CGFloat = 0
        for sub in subs {
            var sum: CGFloat = 0  // summed per subpath first, as `length` sums
            for s in sub.segments {
                let l = s.length()
                lengths.append(l)
                sum += l
            }
            total += sum
        }
        guard total > 0 else { return Path() }
        let lo = a * total, hi = b * total
        var out: [Subpath] = []
        var walked: CGFloat = 0
        var index = 0
        for sub in subs {
            var piece: Subpath?
            var whole = true
            for s in sub.segments {
                let l = lengths[index], start = walked, end = walked + l
                index += 1
                walked = end
                guard end > lo, start < hi, l > 0 else { if l > 0 { whole = false }; continue }
                let ta = lo > start ? s.parameter(atLength: lo - start, whole: l) : 0
                let tb = hi < end ? s.parameter(atLength: hi - start, whole: l) : 1
                if ta > 0 || tb < 1 { whole = false }
                let part = (ta == 0 && tb == 1) ? s : s.slice(ta, tb)
                if piece == nil { piece = Subpath(start: part.p0, segments: [], closed: false) }
                piece!.segments.append(part)
            }
            if var piece {
                piece.closed = whole && sub.closed
                out.append(piece)
            }
        }
        return Path(subpaths: out)
    }

    /// Whether `point` is inside the path filled with the non-zero rule, or the even-odd
    /// rule when `eoFill` (each subpath taken as closed, curves flattened finely).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in polygons(flatness: 64) where polygon.count > 1 {
            for (i, a) in polygon.enumerated() {
                let b = polygon[(i + 1) % polygon.count]
                let cross = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
                if a.y <= point.y, b.y > point.y, cross > 0 { winding += 1 }
                if a.y > point.y, b.y <= point.y, cross < 0 { winding -= 1 }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Each subpath as a polygon: curves cut into `flatness` equal parameter steps.
    func polygons(flatness: Int) -> [[CGPoint]] {
        subpaths.map { sub in
            var points = [sub.start]
            for s in sub.segments {
                if s.isLine { points.append(s.p3); continue }
                for k in 1...flatness { points.append(s.point(at: CGFloat(k) / CGFloat(flatness))) }
            }
            return points
        }
    }
}

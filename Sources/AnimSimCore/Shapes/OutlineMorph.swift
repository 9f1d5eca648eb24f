import Foundation

/// The naive morph of the position pane (§9): what a tool that only sees drawn outlines
/// does between a transaction's start and end. Both outlines are taken as cubic segments
/// (a line is a cubic with its controls at its thirds), their subpaths are paired in order
/// and their segments are made equal in number, then every point moves in a straight line.
///
/// Matching is Manim's `Transform` (`align_points`): a missing subpath is a point (the
/// end of the last subpath on the side that has fewer, or the other side's start), and the subpath with fewer segments has its segments split, each into equal
/// parameter pieces, the extra pieces spread evenly (`insert_n_curves`: segment i of m gets
/// the pieces j of the n with ⌊j·m/n⌋ = i). Every step is linear in the number of points.
///
/// A class of constants: made once per transaction and shape, read at every frame. As a
/// struct of six arrays, reading it out of its run for `path(at:)` copied it (six retains
/// and releases a shape a frame, about a tenth of evaluating 1,000 morphing polygons).
public final class OutlineMorph: Sendable {
    let from: [Path.Subpath]
    let to: [Path.Subpath]
    let target: Path
    /// The paired outlines as points (`flatten`), what `path(at:)` reads.
    let points: [CGPoint]
    let isLine: [Bool]
    let spans: [Span]
    /// The elements an outline of this morph has at most.
    let elementCapacity: Int

    public init(from: Path, to: Path) {
        target = to
        var a = from.subpaths, b = to.subpaths
        let anchor = b.first?.start ?? a.first?.start ?? .zero
        Self.pad(&a, to: b.count, at: a.last.map(Self.end) ?? anchor)
        Self.pad(&b, to: a.count, at: b.last.map(Self.end) ?? (a.first?.start ?? .zero))
        for i in a.indices {
            let n = max(a[i].segments.count, b[i].segments.count, 1)
            a[i].segments = Self.splitting(a[i], into: n)
            b[i].segments = Self.splitting(b[i], into: n)
        }
        self.from = a
        self.to = b
        (points, isLine, spans) = Self.flatten(a, b)
        elementCapacity = isLine.count + 2 * spans.count
    }

    /// The outline at progress `p` (0 the start, 1 the end; a spring may pass either).
    /// Read from `points`, the paired outlines kept as points in one array, and written
    /// straight into the path's elements: this runs for every morphing shape at every frame,
    /// where walking each subpath's cubic segments (72 bytes a point, on each side, in arrays
    /// of their own) missed the cache for most of the position pane's time with 1,000 shapes.
    /// The same elements as `referencePath(at:)`, bit for bit (`OutlineMorphTests`).
    public func path(at p: Double) -> Path {
        if p == 1 { return target }
        let t = CGFloat(p)
        var path = Path()
        path.elements.reserveCapacity(elementCapacity)
        points.withUnsafeBufferPointer { points in
            isLine.withUnsafeBufferPointer { isLine in
                var q = 0, j = 0
                for span in spans {
                    let start = points[q].lerp(points[q + 1], t)
                    q += 2
                    path.elements.append(.move(to: start))
                    let last = span.segments - 1
                    for i in 0..<span.segments {
                        let end = points[q].lerp(points[q + 1], t)
                        let line = isLine[j]
                        q += line ? 2 : 6
                        j += 1
                        if line {
                            if span.closed, i == last, end == start { break }
                            path.elements.append(.line(to: end))
                        } else {
                            path.elements.append(.curve(to: end, control1: points[q - 4].lerp(points[q - 3], t),
                                                        control2: points[q - 2].lerp(points[q - 1], t)))
                        }
                    }
                    if span.closed { path.elements.append(.closeSubpath) }
                }
            }
        }
        return path
    }

    /// The outline at progress `p` made from the paired segments themselves: the
    /// definition `path(at:)` keeps to, for tests.
    func referencePath(at p: Double) -> Path {
        if p == 1 { return target }
        let t = CGFloat(p)
        var path = Path()
        for k in 0..<min(from.count, to.count) {
            let start = from[k].start.lerp(to[k].start, t)
            path.elements.append(.move(to: start))
            let closed = from[k].closed && to[k].closed
            let a = from[k].segments, b = to[k].segments
            let count = min(a.count, b.count), last = a.count - 1
            for i in 0..<count {
                let s = a[i], u = b[i]
                let end = s.p3.lerp(u.p3, t)
                let isLine = s.isLine && u.isLine
                if closed, i == last, isLine, end == start { break }
                path.elements.append(isLine ? .line(to: end) : .curve(to: end, control1: s.c1.lerp(u.c1, t), control2: s.c2.lerp(u.c2, t)))
            }
            if closed { path.elements.append(.closeSubpath) }
        }
        return path
    }

    /// One pair of subpaths in `points`: how many segments, and whether both are closed.
    struct Span: Sendable {
        let segments: Int
        let closed: Bool
    }

    /// `from` and `to` as points, each from-point followed by its to-point: per subpath its
    /// start, then per segment its end, and for a curve (either side not a line) its two
    /// controls after it. `isLine` tells each segment's kind, in the same order.
    static func flatten(_ from: [Path.Subpath], _ to: [Path.Subpath]) -> (points: [CGPoint], isLine: [Bool], spans: [Span]) {
        var points: [CGPoint] = [], isLine: [Bool] = [], spans: [Span] = []
        points.reserveCapacity(2 * from.reduce(0) { $0 + 1 + $1.segments.count })
        for k in 0..<min(from.count, to.count) {
            points.append(from[k].start)
            points.append(to[k].start)
            let a = from[k].segments, b = to[k].segments
            let count = min(a.count, b.count)
            for i in 0..<count {
                let line = a[i].isLine && b[i].isLine
                isLine.append(line)
                points.append(a[i].p3)
                points.append(b[i].p3)
                if !line { points += [a[i].c1, b[i].c1, a[i].c2, b[i].c2] }
            }
            spans.append(Span(segments: count, closed: from[k].closed && to[k].closed))
        }
        return (points, isLine, spans)
    }

    /// The number of segments both outlines were brought to: what the morph interpolates.
    public var segmentCount: Int { from.reduce(0) { $0 + $1.segments.count } }

    private static func end(_ sub: Path.Subpath) -> CGPoint { sub.segments.last?.p3 ?? sub.start }

    private static func pad(_ subs: inout [Path.Subpath], to count: Int, at point: CGPoint) {
        while subs.count < count { subs.append(Path.Subpath(start: point, segments: [], closed: false)) }
    }

    /// `sub`'s segments split into `n` in all (n ≥ their number), spread evenly.
    static func splitting(_ sub: Path.Subpath, into n: Int) -> [PathSegment] {
        let m = sub.segments.count
        guard m > 0 else { return Array(repeating: .line(sub.start, sub.start), count: n) }
        guard n > m else { return sub.segments }
        var pieces = [Int](repeating: 0, count: m)
        for j in 0..<n { pieces[j * m / n] += 1 }
        var out: [PathSegment] = []
        out.reserveCapacity(n)
        for (segment, k) in zip(sub.segments, pieces) {
            for q in 0..<k { out.append(segment.slice(CGFloat(q) / CGFloat(k), CGFloat(q + 1) / CGFloat(k))) }
        }
        return out
    }
}

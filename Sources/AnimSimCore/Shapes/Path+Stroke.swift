import Foundation

/// `strokedPath(_:)` (P2): the area a stroke covers, as a path to fill with the non-zero
/// rule. CoreGraphics' outline algorithm is unspecified; AnimSim's is polygonal: curves are
/// cut into 16 chords each, dashes are cut by arc length from their phase, and the area is
/// the union of one quadrilateral per chord, a join at each inner vertex (a miter within
/// the limit, else a bevel; a round join as a 16-sided disc) and a cap at each open end,
/// every piece wound the same way so the non-zero fill is their union. The painter strokes
/// natively (P2 allows it); this is for code that asks for the outline (`contains`, bounds).
extension Path {
    public func strokedPath(_ style: LineStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var out = Path()
        for line in dashed(polylines(), style) {
            out.addStroke(of: line.points, closed: line.closed, half: half, style: style)
        }
        return out
    }

    private struct Polyline { var points: [CGPoint]; var closed: Bool }

    private func polylines() -> [Polyline] {
        polygons(flatness: 16).enumerated().map { i, points in Polyline(points: points, closed: subpaths[i].closed) }
    }

    /// The polylines cut into the dash pattern's "on" pieces, starting `dashPhase` into it.
    private func dashed(_ lines: [Polyline], _ style: LineStyle) -> [Polyline] {
        let pattern = style.dash.filter { $0 >= 0 }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            var offset = style.dashPhase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
            var left = pattern[index] - offset, on = index % 2 == 0
            var current: [CGPoint] = on ? [points[0]] : []
            for k in 1..<max(points.count, 1) {
                var a = points[k - 1]
                let b = points[k]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > left {
                    let cut = a.lerp(b, left / length)
                    if on { current.append(cut); out.append(Polyline(points: current, closed: false)); current = [] } else { current = [cut] }
                    length -= left
                    a = cut
                    index = (index + 1) % pattern.count
                    on.toggle()
                    left = pattern[index]
                }
                left -= length
                if on { current.append(b) }
            }
            if on, current.count > 1 { out.append(Polyline(points: current, closed: false)) }
        }
        return out
    }

    private mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count > 2 else { return }
        var area: CGFloat = 0
        for (i, p) in points.enumerated() { let q = points[(i + 1) % points.count]; area += p.x * q.y - q.x * p.y }
        addLines(area < 0 ? points.reversed() : points)
        closeSubpath()
    }

    private mutating func addDisc(_ c: CGPoint, _ r: CGFloat) {
        addPolygon((0..<16).map { k in
            let a = Double(k) * .pi / 8
            return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
        })
    }

    private mutating func addStroke(of input: [CGPoint], closed: Bool, half: CGFloat, style: LineStyle) {
        var points: [CGPoint] = []
        for p in input where points.last != p { points.append(p) }
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            if let p = points.first, style.lineCap == .round { addDisc(p, half) }
            if let p = points.first, style.lineCap == .square {
                addPolygon([CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
                            CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half)])
            }
            return
        }
        func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            let l = hypot(b.x - a.x, b.y - a.y)
            return CGPoint(x: -(b.y - a.y) / l * half, y: (b.x - a.x) / l * half)
        }
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count], n = normal(a, b)
            addPolygon([CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
                        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y)])
        }
        let joints = closed ? Array(0..<points.count) : Array(1..<points.count - 1)
        for i in joints {
            let p = points[i], prev = points[(i - 1 + points.count) % points.count], next = points[(i + 1) % points.count]
            if style.lineJoin == .round { addDisc(p, half); continue }
            let n1 = normal(prev, p), n2 = normal(p, next)
            let turn = (p.x - prev.x) * (next.y - p.y) - (p.y - prev.y) * (next.x - p.x)
            // The outer side of the turn: where the two offset edges leave a gap.
            let s: CGFloat = turn > 0 ? -1 : 1
            let o1 = CGPoint(x: p.x + s * n1.x, y: p.y + s * n1.y), o2 = CGPoint(x: p.x + s * n2.x, y: p.y + s * n2.y)
            let cosine = (n1.x * n2.x + n1.y * n2.y) / (half * half)
            let miterRatio = 1 / max(((1 + cosine) / 2).squareRoot(), 1e-12)  // 1 / sin(θ/2)
            if style.lineJoin == .miter, miterRatio <= style.miterLimit {
                let m = CGPoint(x: s * (n1.x + n2.x), y: s * (n1.y + n2.y)), ml = hypot(m.x, m.y)
                let tip = ml > 0 ? CGPoint(x: p.x + m.x / ml * half * miterRatio, y: p.y + m.y / ml * half * miterRatio) : o1
                addPolygon([p, o1, tip, o2])
            } else {
                addPolygon([p, o1, o2])
            }
        }
        guard !closed else { return }
        for (end, inner) in [(points[0], points[1]), (points[points.count - 1], points[points.count - 2])] {
            switch style.lineCap {
            case .butt: break
            case .round: addDisc(end, half)
            case .square:
                let n = normal(inner, end), d = CGPoint(x: n.y, y: -n.x)
                addPolygon([CGPoint(x: end.x + n.x, y: end.y + n.y), CGPoint(x: end.x + n.x + d.x, y: end.y + n.y + d.y),
                            CGPoint(x: end.x - n.x + d.x, y: end.y - n.y + d.y), CGPoint(x: end.x - n.x, y: end.y - n.y)])
            }
        }
    }
}

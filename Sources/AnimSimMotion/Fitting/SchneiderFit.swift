import Foundation

/// A segment's path before its timing is fitted; `parameters` are the samples' positions
/// on it when the fit computed them.
struct SegmentShape {
    var start: Vec2
    var end: Vec2
    var outTangent: Vec2 = .zero
    var inTangent: Vec2 = .zero
    var parameters: [Double]?
}

/// One cubic through sampled points with fixed ends and fixed tangent directions: the
/// handle lengths by least squares, alternating with Newton steps that move each sample's
/// parameter to its nearest point (P. J. Schneider, "An Algorithm for Automatically Fitting
/// Digitized Curves", Graphics Gems, 1990).
struct SchneiderFit {
    var points: [Vec2]
    /// Unit direction leaving the first point.
    var startTangent: Vec2
    /// Unit direction leaving the last point backwards (into the segment).
    var endTangent: Vec2

    func fit() -> SegmentShape {
        var u = chordLengthParameters()
        var shape = handles(for: u)
        for _ in 0..<4 {
            let curve = EasedCubic(start: shape.start, end: shape.end, outTangent: shape.outTangent, inTangent: shape.inTangent)
            u = u.enumerated().map { i, t in Self.newton(points[i], on: curve, t) }
            shape = handles(for: u)
        }
        shape.parameters = u
        return shape
    }

    func chordLengthParameters() -> [Double] {
        var u = [0.0]
        for i in 1..<points.count { u.append(u[i - 1] + ArcLengthTable.distance(points[i], points[i - 1])) }
        let total = u[u.count - 1]
        return total > 0 ? u.map { $0 / total } : points.indices.map { Double($0) / Double(points.count - 1) }
    }

    func handles(for u: [Double]) -> SegmentShape {
        let (p0, p3) = (points[0], points[points.count - 1])
        var c = (0.0, 0.0, 0.0), x = (0.0, 0.0)
        for (i, t) in u.enumerated() {
            let r = 1 - t
            let (b0, b1, b2, b3) = (r * r * r, 3 * r * r * t, 3 * r * t * t, t * t * t)
            let a1 = startTangent * b1, a2 = endTangent * b2
            c.0 += (a1 * a1).sum(); c.1 += (a1 * a2).sum(); c.2 += (a2 * a2).sum()
            let rest = points[i] - (p0 * (b0 + b1) + p3 * (b2 + b3))
            x.0 += (a1 * rest).sum(); x.1 += (a2 * rest).sum()
        }
        let det = c.0 * c.2 - c.1 * c.1
        let chord = ArcLengthTable.distance(p0, p3)
        var alpha1 = abs(det) > 1e-12 ? (x.0 * c.2 - x.1 * c.1) / det : 0
        var alpha2 = abs(det) > 1e-12 ? (c.0 * x.1 - c.1 * x.0) / det : 0
        // Negative or vanishing handles make loops or cusps: Schneider's fallback.
        if alpha1 < 1e-6 * chord || alpha2 < 1e-6 * chord { (alpha1, alpha2) = (chord / 3, chord / 3) }
        return SegmentShape(start: p0, end: p3, outTangent: startTangent * alpha1, inTangent: endTangent * alpha2)
    }

    /// One Newton step of f(u) = (B(u) − p)·B′(u) = 0, kept in [0, 1].
    static func newton(_ p: Vec2, on curve: EasedCubic, _ u: Double) -> Double {
        let (p0, p1, p2, p3) = (curve.start, curve.start + curve.outTangent, curve.end + curve.inTangent, curve.end)
        let r = 1 - u
        let (w0, w1, w2): (Double, Double, Double) = (3 * r * r, 6 * r * u, 3 * u * u)
        let d1: Vec2 = w0 * (p1 - p0) + w1 * (p2 - p1) + w2 * (p3 - p2)
        let (q1, q2): (Vec2, Vec2) = (p2 - 2 * p1 + p0, p3 - 2 * p2 + p1)
        let d2: Vec2 = (6 * r) * q1 + (6 * u) * q2
        let diff = curve.point(u) - p
        let numerator = (diff * d1).sum(), denominator = (d1 * d1).sum() + (diff * d2).sum()
        guard abs(denominator) > 1e-12 else { return u }
        return clamp(u - numerator / denominator)
    }

    /// The parameter of the point on `curve` nearest `p`: a coarse scan (or the fit's own
    /// estimate) refined by Newton steps.
    static func project(_ p: Vec2, on curve: EasedCubic, near guess: Double?) -> Double {
        var u = guess ?? 0
        if guess == nil {
            var best = Double.infinity
            for k in 0...32 {
                let t = Double(k) / 32
                let d = ArcLengthTable.distance(curve.point(t), p)
                if d < best { (best, u) = (d, t) }
            }
        }
        for _ in 0..<4 { u = newton(p, on: curve, u) }
        return u
    }
}

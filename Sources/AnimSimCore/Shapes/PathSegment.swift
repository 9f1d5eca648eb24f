import Foundation

/// One drawn piece of a path as a cubic (a line is the cubic with its controls at the thirds):
/// what arc length, trimming, bounds, hit testing and the naive morph work on.
struct PathSegment: Equatable, Sendable {
    var p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint
    /// A straight piece (a line, or a close): split and measured as one.
    var isLine: Bool

    static func line(_ a: CGPoint, _ b: CGPoint) -> PathSegment {
        PathSegment(p0: a, c1: a.lerp(b, 1.0 / 3), c2: a.lerp(b, 2.0 / 3), p3: b, isLine: true)
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    private func speed(at t: CGFloat) -> CGFloat {
        let u = 1 - t
        let dx = 3 * u * u * (c1.x - p0.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (p3.x - c2.x)
        let dy = 3 * u * u * (c1.y - p0.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (p3.y - c2.y)
        return hypot(dx, dy)
    }

    /// Arc length from 0 to `t`: exact for lines, 16-point Gauss–Legendre on each of four
    /// quarters of the parameter for curves (error far below a thousandth of a point for
    /// any curve a shape draws).
    func length(to t: CGFloat = 1) -> CGFloat {
        if isLine { return hypot(p3.x - p0.x, p3.y - p0.y) * t }
        var total: CGFloat = 0
        let pieces = 4
        for k in 0..<pieces {
            let a = t * CGFloat(k) / CGFloat(pieces), b = t * CGFloat(k + 1) / CGFloat(pieces)
            let half = (b - a) / 2, mid = (a + b) / 2
            for (x, w) in Self.gauss { total += w * half * speed(at: mid + half * x) }
        }
        return total
    }

    /// The parameter at which the arc length from the start is `target`, to 1e-13 of the
    /// parameter: Newton's steps on the length (whose derivative is the speed) from the
    /// straight-line guess, each kept inside the bracket the lengths found so far leave, and
    /// a halving of the bracket where a step would leave it or the speed is zero. The root is
    /// the one a bisection on `length(to:)` finds; Newton finds it in 3–5 lengths instead of
    /// 48, and a trimmed ring (`trim(from:to:)`) asks for it at every frame. `whole`: the
    /// segment's `length()`, when the caller has it.
    func parameter(atLength target: CGFloat, whole known: CGFloat? = nil) -> CGFloat {
        let whole = known ?? length()
        guard whole > 0 else { return 0 }
        if isLine { return max(0, min(1, target / whole)) }
        guard target > 0 else { return 0 }
        guard target < whole else { return 1 }
        var lo: CGFloat = 0, hi: CGFloat = 1
        var t = target / whole
        for _ in 0..<64 {
            let excess = length(to: t) - target
            if excess == 0 { return t }
            if excess < 0 { lo = t } else { hi = t }
            let rate = speed(at: t)
            var next = rate > 0 ? t - excess / rate : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) < 1e-13 || hi - lo < 1e-13 { return next }
            t = next
        }
        return t
    }

    /// The piece between parameters `a` and `b` (de Casteljau, exact).
    func slice(_ a: CGFloat, _ b: CGFloat) -> PathSegment {
        if isLine { return .line(point(at: a), point(at: b)) }
        let right = split(at: a).1
        let t = a < 1 ? (b - a) / (1 - a) : 0
        return right.split(at: t).0
    }

    func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        let p01 = p0.lerp(c1, t), p12 = c1.lerp(c2, t), p23 = c2.lerp(p3, t)
        let p012 = p01.lerp(p12, t), p123 = p12.lerp(p23, t), m = p012.lerp(p123, t)
        return (PathSegment(p0: p0, c1: p01, c2: p012, p3: m, isLine: isLine),
                PathSegment(p0: m, c1: p123, c2: p23, p3: p3, isLine: isLine))
    }

    /// The parameters in (0, 1) where x or y has an extremum: the roots of the derivative's
    /// quadratics, which bound the curve without its control points (P3).
    var extremaParameters: [CGFloat] {
        guard !isLine else { return [] }
        func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
            // d/dt of the cubic, divided by 3: A t² + B t + C.
            let A = -a0 + 3 * a1 - 3 * a2 + a3, B = 2 * (a0 - 2 * a1 + a2), C = a1 - a0
            if abs(A) < 1e-12 { return abs(B) < 1e-12 ? [] : [-C / B] }
            let disc = B * B - 4 * A * C
            guard disc >= 0 else { return [] }
            let s = disc.squareRoot()
            return [(-B + s) / (2 * A), (-B - s) / (2 * A)]
        }
        return (roots(p0.x, c1.x, c2.x, p3.x) + roots(p0.y, c1.y, c2.y, p3.y)).filter { $0 > 0 && $0 < 1 }
    }

    /// The nodes and weights of 16-point Gauss–Legendre quadrature on [−1, 1].
    static let gauss: [(CGFloat, CGFloat)] = {
        let half: [(CGFloat, CGFloat)] = [
            (0.0950125098376374, 0.1894506104550685), (0.2816035507792589, 0.1826034150449236),
            (0.4580167776572274, 0.1691565193950025), (0.6178762444026438, 0.1495959888165767),
            (0.7554044083550030, 0.1246289712555339), (0.8656312023878318, 0.0951585116824928),
            (0.9445750230732326, 0.0622535239386479), (0.9894009349916499, 0.0271524594117541),
        ]
        return half + half.map { (-$0.0, $0.1) }
    }()
}

extension CGPoint {
    func lerp(_ other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

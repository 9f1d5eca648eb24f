import Foundation

/// SwiftUI's `UnitCurve` (and CSS `cubic-bezier()`): a cubic Bézier from (0, 0) to (1, 1)
/// whose x axis is the fraction of elapsed time and whose y axis is the fraction of change.
///
/// The curve is parametric, so reading y at a given x means solving x(t) = progress for t
/// first. Newton's method converges in two or three steps almost everywhere; it stalls only
/// where dx/dt vanishes (the ends of curves like `easeIn`), and there bisection, which cannot
/// fail on a monotonic x(t), takes over. Both stop on a 1e-12 residual so the result is the
/// same whichever branch found it, to well below anything an animation can show.
public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// First control point. `c0x` is clamped to 0...1: outside it x(t) can fold back on
    /// itself and the curve would no longer be a function of time (CSS rejects such curves).
    public let c0x: Double
    public let c0y: Double
    /// Second control point, `c1x` clamped like `c0x`.
    public let c1x: Double
    public let c1y: Double

    // Power-basis coefficients: x(t) = ((ax t + bx) t + cx) t, likewise y. Precomputed because
    // every solver iteration evaluates them.
    private let ax, bx, cx, ay, by, cy: Double

    /// `timingCurve(c0x, c0y, c1x, c1y)`, in the argument order SwiftUI and CSS use.
    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = min(max(c0x, 0), 1)
        self.c0y = c0y
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        cx = 3 * self.c0x
        bx = 3 * (self.c1x - self.c0x) - cx
        ax = 1 - cx - bx
        cy = 3 * c0y
        by = 3 * (c1y - c0y) - cy
        ay = 1 - cy - by
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// Control points on the diagonal make y(t) = x(t) identically, so the curve is the
    /// identity; answering exactly avoids the solver's last-bit noise on `linear`.
    private var isIdentity: Bool { c0x == c0y && c1x == c1y }

    /// The eased fraction at `progress`, which is clamped to 0...1 (before the start the
    /// animation has not moved; after the end it has arrived). y may leave 0...1 when the
    /// control points do, which is how overshooting curves are written.
    public func value(at progress: Double) -> Double {
        let p = min(max(progress, 0), 1)
        if isIdentity { return p }
        if p == 0 { return 0 }
        if p == 1 { return 1 }
        return sampleY(solve(p))
    }

    /// dy/dx at `progress`: the speed of the eased fraction relative to linear time, so a
    /// caller multiplies by `change / duration` to get units per second.
    ///
    /// Where dx/dt is zero (an end whose control point has x = 0 or 1) the ratio is taken as
    /// its limit (L'Hôpital on the next derivatives). A genuinely vertical tangent has no
    /// finite limit; it reports 0 there, as Chromium's `CubicBezier::Slope` does, because an
    /// infinite velocity would poison any spring that inherits it.
    public func velocity(at progress: Double) -> Double {
        if isIdentity { return 1 }
        let p = min(max(progress, 0), 1)
        let t = p == 0 ? 0 : (p == 1 ? 1 : solve(p))
        let dx = (3 * ax * t + 2 * bx) * t + cx
        let dy = (3 * ay * t + 2 * by) * t + cy
        let tiny = 1e-9
        if abs(dx) > tiny { return dy / dx }
        if abs(dy) > tiny { return 0 }
        let ddx = 6 * ax * t + 2 * bx
        let ddy = 6 * ay * t + 2 * by
        if abs(ddx) > tiny { return ddy / ddx }
        return abs(ax) > tiny ? ay / ax : 1
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// The parameter t with x(t) = x, for x strictly inside 0...1.
    private func solve(_ x: Double) -> Double {
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            let slope = (3 * ax * t + 2 * bx) * t + cx
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let error = sampleX(t) - x
            if abs(error) < tolerance { return t }
            if error > 0 { hi = t } else { lo = t }
            t = (lo + hi) / 2
        }
        return t
    }

    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        default: return "bezier(\(c0x), \(c0y), \(c1x), \(c1y))"
        }
    }
}

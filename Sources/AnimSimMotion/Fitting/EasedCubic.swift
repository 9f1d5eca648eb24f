import Foundation

/// A 2-D point or vector in the fitter's plane (points, or a scalar on the x axis).
public typealias Vec2 = SIMD2<Double>

/// A CSS/Lottie timing function: the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1), read as
/// progress y at time fraction x. Both Lottie's `o`/`i` handles and SMIL's `keySplines` are
/// this curve, and both need every coordinate in [0, 1], which the fitter keeps to.
public struct Easing: Equatable, Sendable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }

    public static let linear = Easing(x1: 0, y1: 0, x2: 1, y2: 1)

    /// Progress at time fraction `t`: solve x(s) = t (monotone, since x1, x2 ∈ [0, 1]), then y(s).
    public func progress(at t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        var s = t
        for _ in 0..<8 {
            let x = Self.bezier(s, x1, x2) - t
            if abs(x) < 1e-12 { return Self.bezier(s, y1, y2) }
            let d = Self.derivative(s, x1, x2)
            guard d > 1e-9 else { break }
            s -= x / d
            if s < 0 || s > 1 { break }
        }
        // Newton left the interval or stalled at a flat spot: bisection always converges.
        var (lo, hi) = (0.0, 1.0)
        s = t
        for _ in 0..<50 {
            s = (lo + hi) / 2
            if Self.bezier(s, x1, x2) < t { lo = s } else { hi = s }
        }
        return Self.bezier(s, y1, y2)
    }

    static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * a + 6 * r * s * (b - a) + 3 * s * s * (1 - b)
    }
}

/// One keyframe-to-keyframe piece of motion, as Lottie position keyframes and SMIL
/// `animateMotion` both play it: a cubic Bézier in space from `start` to `end` (tangents
/// relative to their end points, Lottie's `to`/`ti`), travelled by arc length, the fraction
/// of the length covered at time fraction τ being `easing.progress(τ)`. With zero tangents
/// the path is the straight line, and this is plain eased interpolation of a value.
public struct EasedCubic: Equatable, Sendable {
    public var start: Vec2
    public var end: Vec2
    public var outTangent: Vec2
    public var inTangent: Vec2
    public var easing: Easing

    public init(start: Vec2, end: Vec2, outTangent: Vec2 = .zero, inTangent: Vec2 = .zero, easing: Easing = .linear) {
        self.start = start
        self.end = end
        self.outTangent = outTangent
        self.inTangent = inTangent
        self.easing = easing
    }

    public var isStraight: Bool { outTangent == .zero && inTangent == .zero }

    /// The point at Bézier parameter u (not arc length).
    public func point(_ u: Double) -> Vec2 {
        let (c1, c2) = (start + outTangent, end + inTangent)
        let r = 1 - u
        let (b0, b1, b2, b3): (Double, Double, Double, Double) = (r * r * r, 3 * r * r * u, 3 * r * u * u, u * u * u)
        return b0 * start + b1 * c1 + b2 * c2 + b3 * end
    }

    /// Where the motion is at time fraction τ.
    public func value(at tau: Double) -> Vec2 {
        let progress = easing.progress(at: tau)
        if isStraight { return start + (end - start) * progress }
        return ArcLengthTable(self).point(atFraction: progress)
    }
}

/// Cumulative chord lengths over a fine, uniform split of a cubic: arc length to parameter
/// and back, as players do it (lottie-web and rlottie both walk such tables).
struct ArcLengthTable {
    static let steps = 96
    let curve: EasedCubic
    let lengths: [Double]

    init(_ curve: EasedCubic) {
        self.curve = curve
        var lengths = [0.0]
        lengths.reserveCapacity(Self.steps + 1)
        var previous = curve.start
        for k in 1...Self.steps {
            let p = curve.point(Double(k) / Double(Self.steps))
            lengths.append(lengths[k - 1] + Self.distance(p, previous))
            previous = p
        }
        self.lengths = lengths
    }

    var total: Double { lengths[Self.steps] }

    /// The parameter at which `fraction` of the length is covered.
    func parameter(atFraction fraction: Double) -> Double {
        let target = min(max(fraction, 0), 1) * total
        guard total > 0 else { return fraction }
        var (lo, hi) = (0, Self.steps)
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if lengths[mid] < target { lo = mid } else { hi = mid }
        }
        let span = lengths[hi] - lengths[lo]
        let within = span > 0 ? (target - lengths[lo]) / span : 0
        return (Double(lo) + within) / Double(Self.steps)
    }

    func point(atFraction fraction: Double) -> Vec2 { curve.point(parameter(atFraction: fraction)) }

    /// The fraction of the length covered at parameter u.
    func fraction(atParameter u: Double) -> Double {
        guard total > 0 else { return 0 }
        let x = min(max(u, 0), 1) * Double(Self.steps)
        let k = min(Int(x), Self.steps - 1)
        return (lengths[k] + (lengths[k + 1] - lengths[k]) * (x - Double(k))) / total
    }

    static func distance(_ a: Vec2, _ b: Vec2) -> Double {
        let d = a - b
        return (d * d).sum().squareRoot()
    }
}

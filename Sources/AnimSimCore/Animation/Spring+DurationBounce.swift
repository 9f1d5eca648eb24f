import Foundation

/// The iOS 17 "duration and bounce" vocabulary. It is a reparametrisation of response and
/// damping ratio that designers find easier: `duration` is the response (the pace of the
/// spring, not when it stops), and `bounce` runs from 0 (critically damped) toward 1 (no
/// damping) for springy motion and below 0 for overdamped, sluggish motion.
extension Spring {
    /// stiffness = (2π/duration)², mass 1, damping ratio ζ = 1 − bounce for bounce ≥ 0 and
    /// 1/(1 + bounce) below, damping = 2ζ√stiffness. The two branches meet at bounce 0 and the
    /// negative one lets ζ grow without bound as bounce → −1, which is clamped just above it.
    ///
    /// Worked example: duration 0.5, bounce 0.3 gives k = (4π)² ≈ 157.91, ζ = 0.7 and
    /// c = 1.4·4π ≈ 17.59. Because the mass is 1, the response equals the duration, which is
    /// why `duration` below can simply return it.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        let d = max(duration, 1e-6)
        let stiffness = pow(2 * .pi / d, 2)
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -1 + 1e-6))
        self.init(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
    }

    /// SwiftUI's `Spring(settlingDuration:dampingRatio:epsilon:)`: the spring of that damping
    /// ratio that settles (by the rule in `Spring`) in `settlingDuration`. For a run from rest
    /// the energy norm depends on time only through ω₀t, so the settling time is proportional
    /// to the response and one measurement at response 1 gives the answer without a search.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let unit = Spring(response: 1, dampingRatio: dampingRatio)
            .settlingDuration(target: 1.0, initialVelocity: 0, epsilon: epsilon)
        self.init(response: unit.isFinite && unit > 0 ? settlingDuration / unit : 1, dampingRatio: dampingRatio)
    }

    /// The perceptual duration; for these springs it is the response.
    public var duration: Double { response }

    /// Inverse of the mapping in `init(duration:bounce:)`.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// No bounce: glides into place. SwiftUI's `.smooth`.
    public static var smooth: Spring { smooth() }
    /// A small bounce (0.15) that still feels quick. SwiftUI's `.snappy`.
    public static var snappy: Spring { snappy() }
    /// A visible bounce (0.3). SwiftUI's `.bouncy`.
    public static var bouncy: Spring { bouncy() }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0 + extraBounce)
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

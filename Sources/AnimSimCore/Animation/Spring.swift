import Foundation

/// SwiftUI's `Spring` (iOS 17): a damped harmonic oscillator m x'' + c x' + k x = 0, where x
/// is the displacement from the target. It is stored as mass, stiffness and damping because
/// those are what the equation uses; response, damping ratio, duration and bounce are views
/// of the same three numbers.
///
/// Every value here comes from the closed-form solution, never from stepping the equation,
/// so a spring can be read at any time in any order and gives the same answer.
///
/// **Settling.** A spring is *settled* from the first time T at which its energy norm
/// ‖(x, v/ω₀)‖ = √(|x|² + |v|²/ω₀²) (ω₀ = √(k/m)) is at most ε. The norm is √(2E/k) for the
/// mechanical energy E, and damping can only remove energy (dE/dt = −c v²), so once under ε
/// the spring stays under it: the first crossing is the last one. That is what lets
/// `settlingDuration` find T by bisection on the exact solution instead of scanning, between
/// 0 and an analytic envelope bound, in a fixed number of steps. As in SwiftUI,
/// `settlingDuration` uses a 0 → 1 run from rest with ε = 0.001 (0.1 % of the distance);
/// the velocity term means a spring sweeping through the target fast is not yet settled.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// The physical parameters as given. Unlike SwiftUI there is no `allowOverDamping` flag:
    /// overdamped springs are always solved exactly.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = max(mass, .leastNormalMagnitude)
        self.stiffness = max(stiffness, .leastNormalMagnitude)
        self.damping = max(damping, 0)
    }

    /// The designer's parameters: `response` is the period of the undamped spring and
    /// `dampingRatio` the fraction of critical damping (1 = no overshoot). Mass is 1.
    public init(response: Double = 0.5, dampingRatio: Double = 1) {
        let r = max(response, 1e-6)
        self.init(mass: 1, stiffness: pow(2 * .pi / r, 2), damping: 4 * .pi * dampingRatio / r)
    }

    /// SwiftUI's `Spring()`: 0.5 s response, critically damped. Spelled out because both
    /// parametrised inits default every argument, which would make `Spring()` ambiguous.
    public init() {
        self.init(response: 0.5, dampingRatio: 1)
    }

    /// The period, in seconds, the spring would oscillate with if it had no damping.
    public var response: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// Damping as a fraction of critical damping 2√(km).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Undamped angular frequency √(k/m), in radians per second.
    var omega0: Double { (stiffness / mass).squareRoot() }

    /// Exponential decay rate of the envelope, c / 2m.
    var decay: Double { damping / (2 * mass) }

    // MARK: Closed-form solution

    /// The two solution kernels for unit mass-normalised parameters:
    /// `c` = e^(−αt)·cos(ω_d t) and `s` = e^(−αt)·sin(ω_d t)/ω_d for the underdamped case, with
    /// cosh/sinh in the overdamped case and 1, t at critical damping. Any solution is
    /// x(t) = x₀(c + αs) + v₀ s, so one pair serves all three regimes, and writing `s` as
    /// sin(ω_d t)/ω_d keeps it accurate as ω_d → 0 near critical damping. The overdamped form
    /// is factored through the slow root so neither term overflows for large t.
    func kernels(at time: Double) -> (c: Double, s: Double) {
        let t = max(time, 0)
        let w0 = omega0, a = decay, zeta = dampingRatio
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let e = exp(-a * t)
            return (e * cos(wd * t), e * sin(wd * t) / wd)
        }
        if zeta == 1 {
            let e = exp(-a * t)
            return (e, t * e)
        }
        let g = w0 * (zeta * zeta - 1).squareRoot()
        let slow = exp(-(w0 * w0) / (a + g) * t)  // e^((γ−α)t), the root written without cancellation
        let fast = exp(-(a + g) * t)
        return (0.5 * (slow + fast), slow * -expm1(-2 * g * t) / (2 * g))
    }

    /// Coefficients of x₀ and v₀ in the displacement and in its velocity at `time`.
    func coefficients(at time: Double) -> (fx: Double, fv: Double, gx: Double, gv: Double) {
        let (c, s) = kernels(at: time)
        let a = decay, w0 = omega0
        return (c + a * s, s, -w0 * w0 * s, c - a * s)
    }

    /// Displacement from the target at `time`, starting from displacement `x0` and velocity `v0`.
    func displacement<V: VectorArithmetic>(from x0: V, velocity v0: V, time: Double) -> V {
        let k = coefficients(at: time)
        return x0.scaled(by: k.fx) + v0.scaled(by: k.fv)
    }

    /// Velocity at `time` of the motion that `displacement(from:velocity:time:)` describes.
    func displacementVelocity<V: VectorArithmetic>(from x0: V, velocity v0: V, time: Double) -> V {
        let k = coefficients(at: time)
        return x0.scaled(by: k.gx) + v0.scaled(by: k.gv)
    }

    // MARK: SwiftUI's evaluation API

    /// Fraction of a 0 → 1 run at `time` (may overshoot 1); `initialVelocity` is in
    /// fractions per second.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        value(target: 1.0, initialVelocity: initialVelocity, time: time)
    }

    /// Speed of that 0 → 1 run, in fractions per second.
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        velocity(target: 1.0, initialVelocity: initialVelocity, time: time)
    }

    /// The value of a spring that starts at zero with `initialVelocity` and pulls toward
    /// `target`, i.e. the displacement starts at −target.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        target + displacement(from: .zero - target, velocity: initialVelocity, time: time)
    }

    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        displacementVelocity(from: .zero - target, velocity: initialVelocity, time: time)
    }

    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, time: Double) -> V {
        velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
    }

    // MARK: Settling

    /// Settling time of a 0 → 1 run from rest with ε = 0.001 (see the type's comment).
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
    }

    /// First time after which the energy norm of the motion from 0 toward `target` stays at
    /// or below `epsilon` (absolute, in the value's units).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> Double {
        settlingTime(from: .zero - target, velocity: initialVelocity, threshold: epsilon)
    }

    /// First time the energy norm of the motion starting at (`x0`, `v0`) reaches `threshold`.
    ///
    /// The norm is nonincreasing, so bisection on the exact norm finds the crossing. The
    /// upper end comes from the envelope norm ≤ e^(ρt)(P + Qt) (ρ the slow decay rate), which
    /// is below K·e^(ρt/2) with K = P + 2Q/(|ρ|e), giving a closed-form time; for an
    /// underdamped spring the tighter 2(ω₀|x₀| + |v₀|)e^(−αt)/ω_d is used as well.
    func settlingTime<V: VectorArithmetic>(from x0: V, velocity v0: V, threshold: Double) -> Double {
        let w0 = omega0, a = decay, zeta = dampingRatio
        let xx = x0.magnitudeSquared, vv = v0.magnitudeSquared
        // ⟨x₀, v₀⟩ by polarisation, since VectorArithmetic has no dot product.
        let xv = ((x0 + v0).magnitudeSquared - (x0 - v0).magnitudeSquared) / 4
        func norm(_ t: Double) -> Double {
            let k = coefficients(at: t)
            let x2 = xx * k.fx * k.fx + 2 * xv * k.fx * k.fv + vv * k.fv * k.fv
            let v2 = xx * k.gx * k.gx + 2 * xv * k.gx * k.gv + vv * k.gv * k.gv
            return max(x2 + v2 / (w0 * w0), 0).squareRoot()
        }
        if norm(0) <= threshold { return 0 }
        if threshold <= 0 || a == 0 { return .infinity }

        let x = xx.squareRoot(), v = vv.squareRoot()
        let rho = zeta > 1 ? (w0 * w0) / (a + w0 * (zeta * zeta - 1).squareRoot()) : a
        let p = x + v / w0
        let q = x * (a + w0) + v * (1 + a / w0)
        var hi = 2 * log((p + 2 * q / (rho * M_E)) / threshold) / rho
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            hi = min(hi, log(2 * (w0 * x + v) / (wd * threshold)) / a)
        }
        hi = max(hi, 0)
        guard hi.isFinite else { return .infinity }
        var lo = 0.0
        for _ in 0..<200 where hi - lo > 1e-12 * max(1, hi) {
            let mid = (lo + hi) / 2
            if norm(mid) <= threshold { hi = mid } else { lo = mid }
        }
        return hi
    }
}

import Foundation
import Testing
@testable import AnimSimCore

/// Classic RK4 on m x'' + c x' + k x = 0 with a step far finer than any spring here, as an
/// independent reference for the closed forms.
func integrateSpring(
    mass: Double, stiffness: Double, damping: Double, x0: Double, v0: Double, until time: Double,
    step: Double = 1e-4
) -> (x: Double, v: Double) {
    func a(_ x: Double, _ v: Double) -> Double { -(stiffness * x + damping * v) / mass }
    let n = Int((time / step).rounded(.up))
    let h = time / Double(n)
    var x = x0, v = v0
    for _ in 0..<n {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, k2x)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, k3x)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, k4x)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

struct SpringTests {
    @Test func durationBounceMapping() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 17.59) < 0.01)
        #expect(spring.mass == 1)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
    }

    @Test(arguments: [(0.5, 1.0), (0.3, 0.5), (1.2, 0.15), (0.55, 2.0), (0.2, 0.0)])
    func responseDampingRatioRoundTrip(response: Double, ratio: Double) {
        let spring = Spring(response: response, dampingRatio: ratio)
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
        #expect(abs(spring.stiffness - pow(2 * .pi / response, 2)) < 1e-9 * spring.stiffness)
        #expect(abs(spring.damping - 4 * .pi * ratio / response) < 1e-9)
    }

    @Test(arguments: [(0.5, 0.0), (0.4, 0.3), (1.0, 0.9), (0.6, -0.5), (0.35, -0.2)])
    func durationBounceRoundTrip(duration: Double, bounce: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        #expect(abs(spring.duration - duration) < 1e-12)
        #expect(abs(spring.bounce - bounce) < 1e-12)
    }

    /// stiffness = (2π/response)²·m and damping = 4π·ζ·m/response hold for any mass.
    @Test(arguments: [(2.0, 300.0, 20.0), (0.5, 80.0, 4.0), (3.0, 50.0, 60.0)])
    func physicalParameters(mass: Double, stiffness: Double, damping: Double) {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        #expect(abs(pow(2 * .pi / spring.response, 2) * mass - stiffness) < 1e-9 * stiffness)
        #expect(abs(4 * .pi * spring.dampingRatio * mass / spring.response - damping) < 1e-9 * damping)
    }

    static let regimes: [(String, Spring)] = [
        ("underdamped", Spring(mass: 1.5, stiffness: 200, damping: 6)),
        ("critical", Spring(response: 0.4, dampingRatio: 1)),
        ("overdamped", Spring(mass: 0.8, stiffness: 120, damping: 40)),
    ]

    /// Closed form against RK4 for a 0 → 3 run with and without initial velocity.
    @Test(arguments: regimes, [0.0, 12.0, -7.0])
    func closedFormMatchesIntegration(regime: (String, Spring), initialVelocity: Double) {
        let spring = regime.1
        if regime.0 == "critical" { #expect(spring.dampingRatio == 1) }
        for time in [0.05, 0.2, 0.45, 1.0, 2.5] {
            let reference = integrateSpring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                x0: -3, v0: initialVelocity, until: time)
            let value = spring.value(target: 3.0, initialVelocity: initialVelocity, time: time)
            let velocity = spring.velocity(target: 3.0, initialVelocity: initialVelocity, time: time)
            #expect(abs(value - (3 + reference.x)) < 1e-6, "\(regime.0) t=\(time)")
            #expect(abs(velocity - reference.v) < 1e-6, "\(regime.0) t=\(time)")
        }
    }

    /// Just either side of critical damping the closed forms must agree with it.
    @Test(arguments: [1 - 1e-9, 1 + 1e-9])
    func nearCriticalIsContinuous(ratio: Double) {
        let near = Spring(response: 0.5, dampingRatio: ratio), critical = Spring(response: 0.5, dampingRatio: 1)
        for time in [0.1, 0.3, 0.8] {
            #expect(abs(near.value(at: time, initialVelocity: 2) - critical.value(at: time, initialVelocity: 2)) < 1e-6)
        }
    }

    @Test func vectorValueIsComponentwise() {
        let spring = Spring.bouncy
        let target = AnimatablePair(4.0, -2.0), velocity = AnimatablePair(1.0, 3.0)
        let value = spring.value(target: target, initialVelocity: velocity, time: 0.3)
        #expect(abs(value.first - spring.value(target: 4.0, initialVelocity: 1.0, time: 0.3)) < 1e-12)
        #expect(abs(value.second - spring.value(target: -2.0, initialVelocity: 3.0, time: 0.3)) < 1e-12)
        let moved = spring.value(fromValue: 10.0, toValue: 14.0, initialVelocity: 1.0, time: 0.3)
        #expect(abs(moved - (10 + value.first)) < 1e-12)
    }

    /// The settled rule: from `settlingDuration` on, the energy norm √(x² + (v/ω₀)²) of a 0 → 1
    /// run from rest stays at or below 0.001, and just before it it was above.
    @Test(arguments: [
        Spring(), Spring.snappy, Spring.bouncy, Spring(duration: 0.3, bounce: 0.8),
        Spring(response: 0.5, dampingRatio: 3), Spring(mass: 2, stiffness: 50, damping: 1),
    ])
    func settledRule(spring: Spring) {
        let settle = spring.settlingDuration
        let w0 = (spring.stiffness / spring.mass).squareRoot()
        func norm(_ t: Double) -> Double {
            let x = spring.value(at: t) - 1, v = spring.velocity(at: t)
            return (x * x + v * v / (w0 * w0)).squareRoot()
        }
        #expect(settle.isFinite && settle > 0)
        #expect(norm(settle) <= 0.001 + 1e-12)
        #expect(norm(settle - 1e-6) > 0.001)
        for step in 0...400 {
            let t = settle + Double(step) * settle / 100
            #expect(norm(t) <= 0.001 + 1e-12, "t = \(t)")
        }
    }

    /// A spring with no damping never settles, and one already at rest on target is settled.
    @Test func settlingEdgeCases() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
        #expect(Spring().settlingDuration(target: 0.0, initialVelocity: 0.0, epsilon: 0.001) == 0)
    }

    @Test(arguments: [(1.0, 1.0), (0.8, 0.4), (2.5, 0.2), (0.6, 3.0)])
    func settlingDurationInit(settlingDuration: Double, ratio: Double) {
        let spring = Spring(settlingDuration: settlingDuration, dampingRatio: ratio)
        #expect(abs(spring.settlingDuration - settlingDuration) < 1e-9)
        #expect(abs(spring.dampingRatio - ratio) < 1e-12)
    }

    @Test(arguments: [(Spring.smooth, 0.0), (Spring.snappy, 0.15), (Spring.bouncy, 0.3)])
    func presets(spring: Spring, bounce: Double) {
        #expect(abs(spring.bounce - bounce) < 1e-12)
        #expect(abs(spring.duration - 0.5) < 1e-12)
    }

    @Test func defaultSpringIsCritical() {
        #expect(Spring() == Spring(duration: 0.5, bounce: 0))
        #expect(abs(Spring().dampingRatio - 1) < 1e-12)
    }
}

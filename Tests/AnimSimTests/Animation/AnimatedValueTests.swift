import Foundation
import Testing
@testable import AnimSimCore

struct AnimatedValueTests {
    @Test func loneEaseInOutIsHalfWayAtHalfTime() {
        let value = AnimatedValue(initial: 0.0).adding(at: 0, target: 10, animation: .easeInOut(duration: 1))
        #expect(abs(value.value(at: 0.5) - 5) < 1e-9)
        #expect(value.value(at: -1) == 0)
        #expect(value.value(at: 0) == 0)
        #expect(value.value(at: 1) == 10)
        #expect(value.settleTime == 1)
    }

    /// 0 → 10 at t = 0 and → 20 at t = 0.5, both easeInOut over 1 s: additive, so the
    /// presentation is 20 − 10(1 − e(t)) − 10(1 − e(t − 0.5)).
    static let interrupted = AnimatedValue(initial: 0.0)
        .adding(at: 0, target: 10, animation: .easeInOut(duration: 1))
        .adding(at: 0.5, target: 20, animation: .easeInOut(duration: 1))

    @Test(arguments: [0.1, 0.25, 0.5, 0.6, 0.75, 0.9, 1.0, 1.2, 1.45, 1.5, 2.0])
    func additiveInterruptionIsTheSum(time: Double) {
        func e(_ t: Double) -> Double { TimingCurve.easeInOut.value(at: t) }
        let model: Double = time >= 0.5 ? 20 : 10
        var expected = model - 10 * (1 - e(time))
        if time >= 0.5 { expected -= 10 * (1 - e(time - 0.5)) }
        #expect(abs(Self.interrupted.value(at: time) - expected) < 1e-9)
    }

    @Test func additiveInterruptionIsContinuous() {
        let before = AnimatedValue(initial: 0.0).adding(at: 0, target: 10, animation: .easeInOut(duration: 1))
        #expect(abs(Self.interrupted.value(at: 0.5) - before.value(at: 0.5)) < 1e-12)
        #expect(abs(Self.interrupted.value(at: 0.5 - 1e-10) - Self.interrupted.value(at: 0.5)) < 1e-6)
        #expect(Self.interrupted.modelValue(at: 0.49) == 10)
        #expect(Self.interrupted.modelValue(at: 0.5) == 20)
        #expect(Self.interrupted.settleTime == 1.5)
    }

    /// Right limit − left limit of value and velocity at `time`, the left limit taken both
    /// exactly (from the timeline without the change) and numerically.
    static func checkContinuity(before: AnimatedValue<Double>, after: AnimatedValue<Double>, at time: Double) {
        #expect(abs(after.value(at: time) - before.value(at: time)) < 1e-9)
        #expect(abs(after.velocity(at: time) - before.velocity(at: time)) < 1e-9)
        let h = 1e-10
        #expect(abs(after.value(at: time) - after.value(at: time - h)) < 1e-6)
        #expect(abs(after.velocity(at: time) - after.velocity(at: time - h)) < 1e-6)
        #expect(after.value(at: time - 0.05) == before.value(at: time - 0.05))
    }

    @Test(arguments: [
        (Animation.spring(response: 0.5, dampingFraction: 0.6), Animation.spring(response: 0.3, dampingFraction: 0.8)),
        (.bouncy, .smooth),
        (.easeInOut(duration: 1), .snappy),
        (.linear(duration: 0.8), .spring(response: 0.4, dampingFraction: 0.7, blendDuration: 0.2)),
    ])
    func springRetargetIsContinuous(first: Animation, second: Animation) {
        let before = AnimatedValue(initial: 0.0).adding(at: 0, target: 10, animation: first)
        let after = before.adding(at: 0.3, target: -5, animation: second)
        Self.checkContinuity(before: before, after: after, at: 0.3)
        #expect(after.value(at: after.settleTime) == -5)
        #expect(after.velocity(at: after.settleTime) == 0)
        let residual = abs(after.value(at: after.settleTime - 1e-9) + 5)
        #expect(residual > 0 && residual < 0.001 * 15.0 * 1.01)
    }

    /// Response blends from 0.6 to 0.2 over 0.25 s. The result must match an independent fine
    /// RK4 of x'' = −(2π/r)²x − (4πζ/r)x' with r linear in time, and be continuous at both
    /// ends of the blend.
    @Test func blendDurationInterpolatesResponse() {
        let before = AnimatedValue(initial: 0.0)
            .adding(at: 0, target: 10, animation: .spring(response: 0.6, dampingFraction: 0.7))
        let after = before.adding(
            at: 0.3, target: 2, animation: .spring(response: 0.2, dampingFraction: 0.9, blendDuration: 0.25))
        Self.checkContinuity(before: before, after: after, at: 0.3)

        var x = after.value(at: 0.3) - 2, v = after.velocity(at: 0.3), tau = 0.0
        let h = 1e-5
        func a(_ tau: Double, _ x: Double, _ v: Double) -> Double {
            let r = 0.6 + (0.2 - 0.6) * min(tau / 0.25, 1)
            return -pow(2 * .pi / r, 2) * x - 4 * .pi * 0.9 / r * v
        }
        // Checkpoints stay before the track settles and snaps to the model value.
        #expect(after.settleTime > 0.3 + 0.3)
        for checkpoint in [0.1, 0.25, 0.3] {
            while tau < checkpoint - h / 2 {
                let k1x = v, k1v = a(tau, x, v)
                let k2x = v + h / 2 * k1v, k2v = a(tau + h / 2, x + h / 2 * k1x, k2x)
                let k3x = v + h / 2 * k2v, k3v = a(tau + h / 2, x + h / 2 * k2x, k3x)
                let k4x = v + h * k3v, k4v = a(tau + h, x + h * k3x, k4x)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                tau += h
            }
            #expect(abs(after.value(at: 0.3 + checkpoint) - (2 + x)) < 1e-6, "τ = \(checkpoint)")
            #expect(abs(after.velocity(at: 0.3 + checkpoint) - v) < 1e-5, "τ = \(checkpoint)")
        }
        let blendEnd = 0.55
        #expect(abs(after.value(at: blendEnd) - after.value(at: blendEnd - 1e-10)) < 1e-6)
        #expect(abs(after.velocity(at: blendEnd) - after.velocity(at: blendEnd - 1e-10)) < 1e-6)

        let unblended = before.adding(at: 0.3, target: 2, animation: .spring(response: 0.2, dampingFraction: 0.9))
        #expect(abs(unblended.value(at: 0.45) - after.value(at: 0.45)) > 0.01)
    }

    /// A blend toward the same response changes nothing.
    @Test func blendWithEqualResponseIsPlainSpring() {
        let start = AnimatedValue(initial: 0.0).adding(at: 0, target: 1, animation: .spring(response: 0.4, dampingFraction: 0.5))
        let blended = start.adding(at: 0.2, target: 3, animation: .spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0.3))
        let plain = start.adding(at: 0.2, target: 3, animation: .spring(response: 0.4, dampingFraction: 0.8))
        for t in [0.25, 0.4, 0.7] { #expect(blended.value(at: t) == plain.value(at: t)) }
    }

    /// A lone spring settles where its animation says, relative to its start.
    @Test func springSettleTime() {
        let value = AnimatedValue(initial: 0.0).adding(at: 2, target: 40, animation: .bouncy)
        #expect(abs(value.settleTime - (2 + Animation.bouncy.duration)) < 1e-9)
        #expect(value.value(at: value.settleTime + 0.01) == 40)
    }

    static let mixed = AnimatedValue(initial: AnimatablePair(0.0, 100.0))
        .adding(at: 0, target: AnimatablePair(50, 0), animation: .easeInOut(duration: 0.8))
        .adding(at: 0.3, target: AnimatablePair(80, 20), animation: .easeOut(duration: 0.5).delay(0.1))
        .adding(at: 0.5, target: AnimatablePair(10, 10), animation: .bouncy)
        .adding(at: 0.9, target: AnimatablePair(30, -10), animation: nil)
        .adding(at: 1.1, target: AnimatablePair(0, 0), animation: .interactiveSpring)
        .adding(at: 1.3, target: AnimatablePair(5, 5), animation: .linear(duration: 0.6))

    /// Frames at 30, 60 and 120 fps coincide every 1/30 s and must read identical values.
    @Test func frameRatesAgreeAtSharedInstants() {
        for frame in 0...90 {
            let at30 = Self.mixed.value(at: Double(frame) / 30)
            let at60 = Self.mixed.value(at: Double(2 * frame) / 60)
            let at120 = Self.mixed.value(at: Double(4 * frame) / 120)
            #expect(at30 == at60 && at60 == at120, "frame \(frame)")
        }
    }

    @Test func reverseOrderEqualsForward() {
        let times = (0...240).map { Double($0) / 80 }
        let forward = times.map { Self.mixed.value(at: $0) }
        let backward = times.reversed().map { Self.mixed.value(at: $0) }
        #expect(forward == Array(backward.reversed()))
    }

    /// A jump moves the model and the presentation by the same amount and cancels nothing.
    @Test func jumpCancelsNothing() {
        let animated = AnimatedValue(initial: 0.0).adding(at: 0, target: 10, animation: .linear(duration: 1))
        let jumped = animated.adding(at: 0.4, target: 110, animation: nil)
        for t in [0.4, 0.6, 0.9] {
            #expect(abs(jumped.value(at: t) - (animated.value(at: t) + 100)) < 1e-12)
            #expect(jumped.velocity(at: t) == animated.velocity(at: t))
        }
        #expect(jumped.value(at: 1) == 110)
        #expect(jumped.settleTime == 1)
        #expect(AnimatedValue(initial: 3.0).adding(at: 5, target: 4, animation: nil).settleTime == 5)
    }

    @Test func modelValueIsLatestTarget() {
        let value = AnimatedValue(initial: 1.0)
            .adding(at: 1, target: 2, animation: .easeIn)
            .adding(at: 1, target: 3, animation: .easeIn)
            .adding(at: 2, target: 4, animation: nil)
        #expect(value.modelValue(at: 0.5) == 1)
        #expect(value.modelValue(at: 1) == 3)
        #expect(value.modelValue(at: 1.9) == 3)
        #expect(value.modelValue(at: 2) == 4)
    }

    @Test func repeatForeverNeverSettles() {
        let value = AnimatedValue(initial: 0.0).adding(at: 0, target: 1, animation: .easeInOut.repeatForever())
        #expect(value.settleTime == .infinity)
        #expect(!value.isSettled(at: 1e6))
        #expect(abs(value.value(at: 0.35 * 200 + 0.35 / 2) - 0.5) < 1e-6)
    }

    /// The velocity is the derivative of the value wherever nothing changes discontinuously.
    @Test(arguments: [0.2, 0.45, 0.7, 1.0, 1.2, 1.5])
    func velocityIsDerivative(time: Double) {
        let h = 1e-6
        let difference = (Self.mixed.value(at: time + h) - Self.mixed.value(at: time - h)).scaled(by: 1 / (2 * h))
        let velocity = Self.mixed.velocity(at: time)
        #expect((difference - velocity).magnitudeSquared.squareRoot() < 1e-3 * max(1, velocity.magnitudeSquared.squareRoot()))
    }
}

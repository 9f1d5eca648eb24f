import Foundation
import Testing
@testable import AnimSimCore

struct AnimationTests {
    @Test(arguments: [
        (Animation.easeInOut(duration: 2.0), "easeInOut(duration: 2.0)"),
        (.linear, "linear(duration: 0.35)"),
        (.spring(response: 0.55, dampingFraction: 0.6).delay(0.2),
         "spring(response: 0.55, dampingFraction: 0.6, blendDuration: 0.0).delay(0.2)"),
        (.timingCurve(0.1, 0.2, 0.3, 1.0, duration: 1), "timingCurve(0.1, 0.2, 0.3, 1.0, duration: 1.0)"),
        (.spring(duration: 0.4, bounce: 0.2), "spring(duration: 0.4, bounce: 0.2, blendDuration: 0.0)"),
        (.interpolatingSpring(stiffness: 170, damping: 15),
         "interpolatingSpring(mass: 1.0, stiffness: 170.0, damping: 15.0, initialVelocity: 0.0)"),
        (.easeIn.speed(2).repeatCount(3, autoreverses: false),
         "easeIn(duration: 0.35).speed(2.0).repeatCount(3, autoreverses: false)"),
        (.easeOut.repeatForever(), "easeOut(duration: 0.35).repeatForever(autoreverses: true)"),
        (.default, "spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0.0)"),
        // K7: the bare preset is iOS 17's, bounce 0.15 over 0.15 s; the response spelling stays.
        (.interactiveSpring, "spring(duration: 0.15, bounce: 0.15, blendDuration: 0.25)"),
        (.interactiveSpring(duration: 0.3, extraBounce: 0.1, blendDuration: 0.5), "spring(duration: 0.3, bounce: 0.25, blendDuration: 0.5)"),
        (.interactiveSpring(response: 0.15, dampingFraction: 0.86), "spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)"),
    ])
    func description(animation: Animation, expected: String) {
        #expect(animation.description == expected)
    }

    @Test func equality() {
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        // K7: a bare `.spring` and `.spring()` are `spring(duration: 0.5, bounce: 0)`.
        #expect(Animation.spring == .spring(duration: 0.5, bounce: 0, blendDuration: 0))
        #expect(Animation.spring() == .spring)
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3, blendDuration: 0))
        #expect(Animation.linear != .easeIn)
        #expect(Animation.linear.delay(1) != .linear)
    }

    @Test(arguments: [0.0, 0.1, 0.175, 0.3, 0.35])
    func curveFraction(elapsed: Double) {
        let expected = TimingCurve.easeInOut.value(at: elapsed / 0.35)
        #expect(abs(Animation.easeInOut.fraction(at: elapsed) - expected) < 1e-12)
    }

    @Test(arguments: [Animation.easeIn(duration: 1.3), .spring, .bouncy, .interpolatingSpring(stiffness: 100, damping: 8)])
    func delayShiftsTime(animation: Animation) {
        let delayed = animation.delay(0.4)
        #expect(abs(delayed.duration - (animation.duration + 0.4)) < 1e-12)
        #expect(delayed.fraction(at: 0.3) == 0)
        for t in [0.0, 0.1, 0.5, 0.9, 1.2] {
            // (t + 0.4) − 0.4 need not be t in floating point, hence the tolerance.
            #expect(abs(delayed.fraction(at: t + 0.4) - animation.fraction(at: t)) < 1e-12)
            #expect(abs(delayed.velocity(at: t + 0.4) - animation.velocity(at: t)) < 1e-9)
        }
    }

    @Test(arguments: [0.5, 2.0, 3.0])
    func speedScalesTime(speed: Double) {
        let base = Animation.easeInOut(duration: 1), fast = base.speed(speed)
        #expect(abs(fast.duration - 1 / speed) < 1e-12)
        for t in [0.1, 0.25, 0.6, 0.9] {
            #expect(abs(fast.fraction(at: t / speed) - base.fraction(at: t)) < 1e-12)
            #expect(abs(fast.velocity(at: t / speed) - speed * base.velocity(at: t)) < 1e-9)
        }
    }

    /// `.delay(1).speed(2)` speeds up the delay too; `.speed(2).delay(1)` does not.
    @Test func modifierOrderMatters() {
        let base = Animation.linear(duration: 1)
        #expect(base.delay(1).speed(2).duration == 1)
        #expect(base.speed(2).delay(1).duration == 1.5)
        #expect(abs(base.delay(1).speed(2).fraction(at: 0.75) - 0.5) < 1e-12)
        #expect(abs(base.speed(2).delay(1).fraction(at: 1.25) - 0.5) < 1e-12)
    }

    /// Linear over 1 s repeated with autoreverse: odd passes run 0 → 1, even ones 1 → 0.
    @Test(arguments: [
        (3, true, 0.25, 0.25), (3, true, 1.25, 0.75), (3, true, 2.25, 0.25), (3, true, 3.0, 1.0),
        (2, true, 1.5, 0.5), (2, true, 1.99, 0.01), (2, true, 2.0, 1.0),
        (2, false, 1.5, 0.5), (2, false, 0.5, 0.5), (2, false, 5.0, 1.0),
    ])
    func repeatCount(count: Int, autoreverses: Bool, elapsed: Double, expected: Double) {
        let animation = Animation.linear(duration: 1).repeatCount(count, autoreverses: autoreverses)
        #expect(animation.duration == Double(count))
        #expect(abs(animation.fraction(at: elapsed) - expected) < 1e-9)
    }

    /// An odd count with autoreverse finishes its last pass on the target; an even one
    /// finishes on the start and then snaps (as SwiftUI does).
    @Test(arguments: [(1, 1.0), (3, 1.0), (5, 1.0), (2, 0.0), (4, 0.0)])
    func repeatCountEndsWhereSwiftUIDoes(count: Int, lastPassEnd: Double) {
        let animation = Animation.easeInOut(duration: 0.5).repeatCount(count)
        #expect(abs(animation.fraction(at: animation.duration - 1e-9) - lastPassEnd) < 1e-6)
        #expect(animation.fraction(at: animation.duration) == 1)
        #expect(animation.isComplete(elapsed: animation.duration))
        #expect(!animation.isComplete(elapsed: animation.duration - 1e-9))
    }

    @Test func repeatForeverNeverCompletes() {
        let animation = Animation.easeInOut(duration: 1).repeatForever()
        #expect(animation.duration == .infinity)
        #expect(!animation.isComplete(elapsed: 1e9))
        #expect(abs(animation.fraction(at: 1000.25) - TimingCurve.easeInOut.value(at: 0.25)) < 1e-9)
        #expect(abs(animation.fraction(at: 1001.25) - TimingCurve.easeInOut.value(at: 0.75)) < 1e-9)
        #expect(abs(Animation.linear(duration: 1).repeatForever(autoreverses: false).fraction(at: 7.5) - 0.5) < 1e-9)
    }

    /// A spring animation is its spring's 0 → 1 run from rest, may overshoot, and completes
    /// at the spring's settling duration.
    @Test(arguments: [Animation.bouncy, .spring(response: 0.3, dampingFraction: 0.5), .smooth])
    func springFraction(animation: Animation) {
        let spring = animation.baseSpring!
        #expect(animation.duration == spring.settlingDuration)
        for t in [0.05, 0.2, 0.4] {
            #expect(animation.fraction(at: t) == spring.value(at: t))
            #expect(animation.velocity(at: t) == spring.velocity(at: t))
        }
        #expect(animation.fraction(at: animation.duration) == 1)
    }

    @Test func bouncyOvershoots() {
        let peak = stride(from: 0.0, to: 1.0, by: 0.01).map { Animation.bouncy.fraction(at: $0) }.max()!
        #expect(peak > 1.01)
    }

    @Test func interpolatingSpringUsesInitialVelocity() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 5)
        let spring = Spring(stiffness: 100, damping: 10)
        #expect(animation.velocity(at: 0) == 5)
        #expect(animation.fraction(at: 0.2) == spring.value(at: 0.2, initialVelocity: 5))
    }

    @Test func mergingOnlyForUnmodifiedSprings() {
        #expect(Animation.spring.mergingSpring != nil)
        #expect(Animation.snappy.mergingSpring != nil)
        #expect(Animation.interactiveSpring.mergingSpring?.blendDuration == 0.25)
        #expect(Animation.spring.delay(0.1).mergingSpring == nil)
        #expect(Animation.interpolatingSpring.mergingSpring == nil)
        #expect(Animation.easeIn.mergingSpring == nil)
    }
}

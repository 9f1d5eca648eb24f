import Foundation
import Testing
@testable import AnimSimCore

/// A `CustomAnimation` is read as the progress curve it draws (note K8): its output for a
/// change of 1 at each instant, until the first instant it returns nil.
@Suite struct CustomAnimationTests {
    /// Covers the change along t²/d² and finishes at `duration`.
    struct Quadratic: CustomAnimation {
        var duration: Double
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            guard time < duration else { return nil }
            return value.scaled(by: (time / duration) * (time / duration))
        }
    }

    /// A state key with a default, read through the context.
    struct Count: AnimationStateKey { static let defaultValue = 3 }

    @Test(arguments: [0.1, 0.25, 0.5, 0.9, 1.2])
    func fractionIsTheCurvesOutput(elapsed: Double) {
        let animation = Animation(Quadratic(duration: 1.2))
        let u = min(elapsed / 1.2, 1)
        #expect(abs(animation.fraction(at: elapsed) - u * u) < 1e-9)
    }

    /// The duration is the first instant the animation returns nil, to within 1e-9 s.
    @Test(arguments: [0.3, 1.0, 2.7])
    func durationIsWhereItFinishes(duration: Double) {
        #expect(abs(Animation(Quadratic(duration: duration)).duration - duration) < 1e-9)
        #expect(abs(Animation(Quadratic(duration: duration)).logicalDuration - duration) < 1e-9)
    }

    @Test func twoEqualAnimationsAreEqual() {
        #expect(Animation(Quadratic(duration: 1)) == Animation(Quadratic(duration: 1)))
        #expect(Animation(Quadratic(duration: 1)) != Animation(Quadratic(duration: 2)))
    }

    @Test func stateReadsItsDefault() {
        var context = AnimationContext<Double>()
        #expect(context.state[Count.self] == 3)
        context.state[Count.self] = 5
        #expect(context.state[Count.self] == 5)
    }
}

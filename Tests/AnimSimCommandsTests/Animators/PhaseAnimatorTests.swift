import Foundation
import Testing

/// `PhaseAnimator` and `.phaseAnimator` run by the binary (swiftui-animatable.md K1): the
/// dot's offset at an instant, in closed form from the steps' durations. Each step starts
/// at the previous one's logical completion: a linear step at its end, `spring(duration:
/// 0.5)` at 0.5 s, before it has settled.
@Suite struct PhaseAnimatorTests {
    /// Without a trigger: 0 → 100 over 1 s from t = 0, → 40 over 0.5 s, → 0 over 0.5 s, and
    /// again from t = 2, for ever.
    @Test(arguments: [(0.25, 25.0), (0.5, 50), (1.25, 70), (1.75, 20), (2.5, 50), (4.25, 25)])
    func aLoopStepsAtEachStepsEnd(time: Double, offset: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "dot~", view: "PhaseLoop", at: time) - 190 - offset) < 0.01)
    }

    /// The spring step to 100 is logically complete at its duration, 0.5 s, when the linear
    /// step back to 0 over 1 s starts; at 1 s it is half-way back (the spring's remainder,
    /// 100·(1 + 4π)·e^(−4π) ≈ 0.005 pt, is within the tolerance).
    @Test func aSpringStepEndsAtItsLogicalCompletion() throws {
        #expect(abs(try AnimatorsFixture.x(of: "dot~", view: "PhaseSpring", at: 1, tolerance: 0.05) - 190 - 50) < 0.05)
    }

    /// With a trigger it waits in phase 0; a change at 1 s runs the whole cycle once: to 100
    /// by 2 s, the repeated 100 at once, to 40 by 2.5 s, back to 0 by 3 s, and stays.
    @Test(arguments: [(0.5, 0.0), (1.5, 50), (2.25, 70), (2.75, 20), (4, 0)])
    func aTriggerRunsTheWholeCycle(time: Double, offset: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "dot~", view: "PhaseTrigger", at: time, script: "go.yaml") - 190 - offset) < 0.01)
    }

    /// Without a use nothing moves: at 0.9 s a cycle started at the appearance would be at 90.
    @Test func withoutAChangeItWaits() throws {
        #expect(abs(try AnimatorsFixture.x(of: "dot~", view: "PhaseTrigger", at: 0.9) - 190) < 0.01)
    }
}

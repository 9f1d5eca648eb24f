import Foundation
import Testing

/// `.keyframeAnimator` and `KeyframeAnimator` run by the binary (swiftui-animatable.md K2):
/// a track's value at an instant, in closed form. The content is made from the scene's time at
/// every frame, so an instant between two frames (0.37 s) shows the value at that instant.
@Suite struct KeyframeAnimatorTests {
    /// Played by a press at 1 s: `x` goes linearly to 120 over 1 s, jumps to 0 and goes to 60
    /// over 0.5 s, then stays; `scale`, a parallel track, goes from 1 to 3 over 2 s (the run
    /// lasts as long as its longest track), moving the ball down 10 pt per unit.
    @Test(arguments: [(0.5, 0.0, 1.0), (1.37, 44.4, 1.37), (1.5, 60, 1.5), (2.25, 30, 2.25), (2.75, 60, 2.75), (3.5, 60, 3)])
    func tracksRunInParallelFromTheTrigger(time: Double, x: Double, scale: Double) throws {
        let base = try AnimatorsFixture.frames(view: "Bounce", at: 0.5, script: "go.yaml")
        let now = try AnimatorsFixture.frames(view: "Bounce", at: time, script: "go.yaml")
        for (pane, views) in now {
            let ball = try #require(views["ball~"]), start = try #require(base[pane]?["ball~"])
            #expect(abs(ball[0] - 190 - x) < 1e-9, "\(pane) at \(time): x \(ball[0] - 190)")
            #expect(abs(ball[1] - start[1] - (scale - 1) * 10) < 1e-9, "\(pane) at \(time): y \(ball[1] - start[1])")
        }
    }

    /// Repeating from its appearance: each run moves to 0 and eases to 100 over 1 s along a
    /// cubic with zero velocity at both ends, 100·(3s² − 2s³).
    @Test(arguments: [(0.5, 50.0), (1.25, 15.625), (1.75, 84.375), (3.25, 15.625)])
    func aRepeatingAnimatorLoops(time: Double, x: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "moon~", view: "Orbit", at: time) - 190 - x) < 1e-6)
    }

    /// Between frames, each keyframe's own curve at s = t mod 1 into its run (0 → 100 over 1 s),
    /// to trace's 4 decimals: the cubic 100·(3s² − 2s³), the linear 100·s, and the default
    /// spring (response 0.5 s, critically damped, ω = 4π) released from rest at 0,
    /// 100·(1 − (1 + ωs)·e^(−ωs)).
    @Test(arguments: [0.37, 1.37, 2.8125])
    func eachKeyframeKindIsExactBetweenFrames(time: Double) throws {
        let s = time.truncatingRemainder(dividingBy: 1), omega = 4 * Double.pi
        let cubic = 100 * (3 * s * s - 2 * s * s * s)
        #expect(abs(try AnimatorsFixture.x(of: "moon~", view: "Orbit", at: time) - 190 - cubic) < 5e-5)
        #expect(abs(try AnimatorsFixture.x(of: "linear~", view: "Tracks", at: time) - 190 - 100 * s) < 5e-5)
        let spring = 100 * (1 - (1 + omega * s) * exp(-omega * s))
        #expect(abs(try AnimatorsFixture.x(of: "spring~", view: "Tracks", at: time) - 190 - spring) < 5e-5)
    }
}

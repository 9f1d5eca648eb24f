import Foundation
import Testing
@testable import AnimSimCore

struct KeyframeTimelineTests {
    static let linear = KeyframeTimeline(initialValue: 0.0, keyframes: [
        .linear(LinearKeyframe(10, duration: 1)),
        .linear(LinearKeyframe(20, duration: 2, timingCurve: .easeInOut)),
    ])

    @Test(arguments: [(0.0, 0.0), (0.5, 5.0), (1.0, 10.0), (2.0, 15.0), (1.5, 11.29162), (3.0, 20.0), (9.0, 20.0)])
    func linearKeyframes(time: Double, expected: Double) {
        #expect(abs(Self.linear.value(time: time) - expected) < 1e-4)
    }

    @Test func valueByProgress() {
        #expect(Self.linear.value(progress: 0.5) == Self.linear.value(time: 1.5))
        #expect(Self.linear.value(progress: 1) == 20)
    }

    static let durationCases: [([Keyframe<Double>], Double)] = [
        ([.linear(LinearKeyframe(1, duration: 0.5)), .cubic(CubicKeyframe(2, duration: 0.7))], 1.2),
        ([.move(MoveKeyframe(5)), .linear(LinearKeyframe(1, duration: 0.25)), .move(MoveKeyframe(3))], 0.25),
        ([.spring(SpringKeyframe(4, duration: 0.6)), .cubic(CubicKeyframe(0, duration: 1.5))], 2.1),
        ([.spring(SpringKeyframe(4))], Spring().settlingDuration),
        ([], 0.0),
    ]

    @Test(arguments: durationCases)
    func durationsAdd(keyframes: [Keyframe<Double>], expected: Double) {
        #expect(abs(KeyframeTimeline(initialValue: 0.0, keyframes: keyframes).duration - expected) < 1e-12)
    }

    @Test func moveJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0, keyframes: [
            .linear(LinearKeyframe(10, duration: 1)), .move(MoveKeyframe(100)), .linear(LinearKeyframe(0, duration: 1)),
        ])
        #expect(abs(timeline.value(time: 1 - 1e-9) - 10) < 1e-6)
        #expect(timeline.value(time: 1) == 100)
        #expect(abs(timeline.value(time: 1.5) - 50) < 1e-12)
        #expect(timeline.segment(at: 1).index == 2)
        #expect(timeline.curveProgress(segment: 1, progress: 0) == 1)
    }

    static let catmullRom = KeyframeTimeline(initialValue: 0.0, keyframes: [
        .cubic(CubicKeyframe(10, duration: 1)),
        .cubic(CubicKeyframe(4, duration: 0.5)),
        .cubic(CubicKeyframe(8, duration: 1.5)),
        .cubic(CubicKeyframe(-2, duration: 1)),
    ])

    /// The spline passes through every keyframe value at its time.
    @Test(arguments: [(0.0, 0.0), (1.0, 10.0), (1.5, 4.0), (3.0, 8.0), (4.0, -2.0)])
    func catmullRomPassesThroughKeyframes(time: Double, expected: Double) {
        #expect(abs(Self.catmullRom.value(time: time) - expected) < 1e-12)
    }

    /// Interior tangents are (next − previous) / (time span); the ends are at rest; and the
    /// velocity is continuous across every joint.
    /// (4 − 0)/1.5 at t = 1, (8 − 10)/2 at t = 1.5, (−2 − 4)/2.5 at t = 3.
    @Test(arguments: [(1.0, 4.0 / 1.5), (1.5, -1.0), (3.0, -2.4)] as [(Double, Double)])
    func catmullRomTangents(time: Double, expected: Double) {
        #expect(abs(Self.catmullRom.velocity(time: time) - expected) < 1e-12)
        #expect(abs(Self.catmullRom.velocity(time: time - 1e-9) - expected) < 1e-6)
    }

    @Test func catmullRomEndsAtRest() {
        #expect(Self.catmullRom.velocity(time: 0) == 0)
        #expect(abs(Self.catmullRom.velocity(time: 4 - 1e-9)) < 1e-6)
    }

    /// Given velocities make a cubic Hermite segment.
    @Test(arguments: [0.0, 0.3, 0.5, 0.8, 1.0])
    func hermiteWithVelocities(progress: Double) {
        let timeline = KeyframeTimeline(initialValue: 1.0, keyframes: [
            .cubic(CubicKeyframe(5, duration: 2, startVelocity: 3, endVelocity: -1)),
        ])
        let u = progress, d = 2.0, u2 = u * u, u3 = u2 * u
        let h00: Double = 2 * u3 - 3 * u2 + 1, h10: Double = u3 - 2 * u2 + u
        let h01: Double = -2 * u3 + 3 * u2, h11: Double = u3 - u2
        let expected: Double = h00 * 1 + h10 * d * 3 + h01 * 5 + h11 * d * -1
        #expect(abs(timeline.value(progress: progress) - expected) < 1e-12)
        #expect(abs(timeline.velocity(time: 0) - 3) < 1e-12)
        #expect(abs(timeline.velocity(time: 2 - 1e-9) - -1) < 1e-6)
    }

    /// A spring keyframe is the spring released from the segment's start value and velocity;
    /// the next keyframe starts from wherever it got, not from its target.
    @Test func springKeyframe() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0, keyframes: [
            .spring(SpringKeyframe(10, duration: 0.2, spring: spring)),
            .linear(LinearKeyframe(0, duration: 1)),
        ])
        for t in [0.05, 0.1, 0.2] {
            #expect(abs(timeline.value(time: t) - spring.value(target: 10.0, time: t)) < 1e-12)
        }
        let reached = spring.value(target: 10.0, time: 0.2)
        #expect(reached < 9)
        #expect(abs(timeline.value(time: 0.7) - reached / 2) < 1e-12)
    }

    /// Without a start velocity a spring inherits the previous segment's end velocity.
    @Test func springInheritsVelocity() {
        let spring = Spring(duration: 0.4, bounce: 0.2)
        let timeline = KeyframeTimeline(initialValue: 0.0, keyframes: [
            .linear(LinearKeyframe(10, duration: 1)),
            .spring(SpringKeyframe(20, duration: 0.5, spring: spring)),
            .spring(SpringKeyframe(0, duration: 0.5, spring: spring, startVelocity: 0)),
        ])
        #expect(abs(timeline.velocity(time: 1) - 10) < 1e-12)
        #expect(abs(timeline.value(time: 1.3) - (10 + spring.value(target: 10.0, initialVelocity: 10.0, time: 0.3))) < 1e-12)
        #expect(abs(timeline.velocity(time: 1.5)) < 1e-12)
    }

    @Test func segmentLookupAndCurveProgress() {
        let spring = Spring.snappy
        let timeline = KeyframeTimeline(initialValue: 0.0, keyframes: [
            .linear(LinearKeyframe(10, duration: 1)),
            .linear(LinearKeyframe(20, duration: 2, timingCurve: .easeInOut)),
            .move(MoveKeyframe(0)),
            .cubic(CubicKeyframe(5, duration: 1)),
            .spring(SpringKeyframe(9, duration: 0.5, spring: spring, startVelocity: 0)),
        ])
        let found = timeline.segment(at: 1.5)
        #expect(found.index == 1 && found.start == 1 && abs(found.progress - 0.25) < 1e-12)
        #expect(abs(timeline.curveProgress(segment: 1, progress: 0.25) - 0.129162) < 1e-4)
        #expect(timeline.curveProgress(segment: 0, progress: 0.3) == 0.3)
        #expect(timeline.curveProgress(segment: 2, progress: 0.5) == 1)
        // A lone cubic after a move: zero end tangents, so smoothstep 3p² − 2p³.
        #expect(abs(timeline.curveProgress(segment: 3, progress: 0.25) - (3 * 0.0625 - 2 * 0.015625)) < 1e-12)
        #expect(abs(timeline.curveProgress(segment: 4, progress: 0.5) - spring.value(at: 0.25)) < 1e-12)
        #expect(timeline.segment(at: 3).index == 3)
        #expect(timeline.segment(at: 99).progress == 1)
    }

    /// Catmull-Rom works componentwise on vectors.
    @Test func vectorKeyframes() {
        let timeline = KeyframeTimeline(initialValue: AnimatablePair(0.0, 0.0), keyframes: [
            .cubic(CubicKeyframe(AnimatablePair(10, -10), duration: 1)),
            .cubic(CubicKeyframe(AnimatablePair(0, 30), duration: 1)),
        ])
        #expect(timeline.value(time: 1) == AnimatablePair(10, -10))
        let mid = timeline.velocity(time: 1)
        #expect(abs(mid.first - 0) < 1e-12 && abs(mid.second - 15) < 1e-12)
    }

    @Test func emptyTimeline() {
        let timeline = KeyframeTimeline<Double>(initialValue: 7, keyframes: [])
        #expect(timeline.value(time: 1) == 7)
        #expect(timeline.segment(at: 0).index == -1)
    }
}

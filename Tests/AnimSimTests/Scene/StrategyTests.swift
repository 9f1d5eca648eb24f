import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The two strategies on the articles' wheel: 8 views of 70×70, radius 130, in 330×330.
@Suite struct StrategyTests {
    static func wheelScene(to degrees: Double, animation: Animation = .easeInOut(duration: 2)) -> Scene {
        Scene(canvas: CGSize(width: 330, height: 330), duration: 2,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
              timeline: [StateChange(at: 0, animation: animation, set: ["angle": degrees])]) { state in
            WheelLayout(radius: 130, rotation: state.angle("angle")) {
                ForEach(0..<8) { i in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70).id("v\(i)") }
            }
        }
    }

    static let centre = CGPoint(x: 165, y: 165)

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    @Test func positionMovesOnTheChordAtHalfProgress() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheelScene(to: 90))
        // easeInOut is symmetric, so half the duration is half the progress.
        let v0 = try #require(try evaluator.evaluate(at: 1, strategy: .position).item("v0"))
        // Chord from (165, 35) to (295, 165): midpoint (230, 100), 130·cos 45° = 91.92 from the centre.
        #expect(abs(v0.center.x - 230) < 1e-6 && abs(v0.center.y - 100) < 1e-6)
        #expect(abs(Self.distance(v0.center, Self.centre) - 91.92) < 0.01)
    }

    @Test func animatableStaysOnTheCircleAtHalfProgress() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheelScene(to: 90))
        let v0 = try #require(try evaluator.evaluate(at: 1, strategy: .animatable).item("v0"))
        // Rotation 45°: (165 + 130 sin 45°, 165 − 130 cos 45°) = (256.92, 73.08).
        #expect(abs(v0.center.x - 256.92) < 0.01 && abs(v0.center.y - 73.08) < 0.01)
        #expect(abs(Self.distance(v0.center, Self.centre) - 130) < 1e-9)
    }

    @Test func fullTurnShowsNoMotionUnderPosition() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheelScene(to: 360))
        let start = try evaluator.evaluate(at: 0, strategy: .position)
        for frame in 0..<evaluator.frameCount {
            let list = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: .position)
            for (item, initial) in zip(list.items, start.items) {
                #expect(abs(item.frame.minX - initial.frame.minX) < 1e-9 && abs(item.frame.minY - initial.frame.minY) < 1e-9,
                        "\(item.id) moved at frame \(frame)")
            }
        }
    }

    @Test func fullTurnFollowsTheCircleUnderAnimatable() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheelScene(to: 360))
        for frame in 0..<evaluator.frameCount {
            let list = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: .animatable)
            for i in 0..<8 {
                let item = try #require(list.item("v\(i)"))
                #expect(abs(Self.distance(item.center, Self.centre) - 130) < 0.01)
            }
        }
        // Half progress of 0° → 360° is 180°: v0 is at the diametrically opposite point.
        let half = try #require(try evaluator.evaluate(at: 1, strategy: .animatable).item("v0"))
        #expect(abs(half.center.x - 165) < 1e-6 && abs(half.center.y - 295) < 1e-6)
    }

    @Test(arguments: [30.0, 60.0, 120.0])
    func samplingRateDoesNotChangeSharedInstants(fps: Double) throws {
        var scene = Self.wheelScene(to: 90, animation: .spring(response: 0.55, dampingFraction: 0.6))
        scene.fps = fps
        let evaluator = try SceneEvaluator(scene: scene)
        var reference = scene
        reference.fps = 30
        let base = try SceneEvaluator(scene: reference)
        for frame in stride(from: 0, to: base.frameCount, by: 3) {
            let t = base.time(ofFrame: frame)
            let shared = evaluator.time(ofFrame: Int((t * fps).rounded()))
            #expect(shared == t)
            for strategy in Strategy.allCases {
                #expect(try evaluator.evaluate(at: shared, strategy: strategy) == base.evaluate(at: t, strategy: strategy))
            }
        }
    }

    @Test func scrubbingBackwardsEqualsForwards() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheelScene(to: 90, animation: .bouncy))
        let times = (0..<evaluator.frameCount).map(evaluator.time(ofFrame:))
        let forward = try times.map { try evaluator.evaluate(at: $0, strategy: .position).description }
        let backward = try times.reversed().map { try evaluator.evaluate(at: $0, strategy: .position).description }
        #expect(forward == Array(backward.reversed()))
    }

    @Test func springOvershootsAlongTheChordUnderPosition() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheelScene(to: 90, animation: .bouncy))
        let end = CGPoint(x: 295, y: 165)
        // A bouncy spring passes its target: v0 goes beyond (295, 165) on the line from (165, 35).
        let beyond = try (0..<evaluator.frameCount).contains { frame in
            let c = try #require(try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: .position).item("v0")).center
            // Points on the chord satisfy y − 35 = x − 165; overshoot means x > 295.
            #expect(abs((c.y - 35) - (c.x - 165)) < 1e-6)
            return c.x > end.x + 0.5
        }
        #expect(beyond)
    }
}

/// Changes that share an instant are separate transactions, each with its own animation.
@Suite struct SimultaneousChangeTests {
    @Test func aChangeWithoutAnimationJumpsEvenBesideAnAnimatedOne() throws {
        let scene = Scene(canvas: CGSize(width: 400, height: 200), duration: 2,
                          parameters: [SceneParameter(name: "a", kind: .angle, initial: 0),
                                       SceneParameter(name: "b", kind: .angle, initial: 0)],
                          timeline: [StateChange(at: 0.5, animation: .easeInOut(duration: 1), set: ["a": 90]),
                                     StateChange(at: 0.5, animation: nil, set: ["b": 90])]) { state in
            HStack(spacing: 0) {
                WheelLayout(radius: 50, rotation: state.angle("a")) { ForEach(0..<4) { i in Circle().frame(width: 10, height: 10).id("a\(i)") } }
                WheelLayout(radius: 50, rotation: state.angle("b")) { ForEach(0..<4) { i in Circle().frame(width: 10, height: 10).id("b\(i)") } }
            }
        }
        let evaluator = try SceneEvaluator(scene: scene)
        let before = try evaluator.evaluate(at: 0.4, strategy: .position)
        let after = try evaluator.evaluate(at: 0.5, strategy: .position)
        let end = try evaluator.evaluate(at: 2, strategy: .position)
        // b jumped at 0.5 to where it ends; a has not started moving yet (easeInOut at 0).
        #expect(after.item("b0")?.frame == end.item("b0")?.frame)
        #expect(after.item("b0")?.frame != before.item("b0")?.frame)
        #expect(after.item("a0")?.frame == before.item("a0")?.frame)
    }

    @Test func pointsToCenterTurnsTheDrawnShapeUnderBothStrategies() throws {
        let scene = Scene(canvas: CGSize(width: 200, height: 200), duration: 1,
                          parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["angle": 90])]) { state in
            WheelLayout(radius: 60, rotation: state.angle("angle")) {
                ForEach(0..<4) { i in RoundedRectangle(cornerRadius: 2).frame(width: 20, height: 20).id("v\(i)").pointsToCenter() }
            }
        }
        let evaluator = try SceneEvaluator(scene: scene)
        // The write-back is applied on the next frame (the article's DispatchQueue.main.async):
        // on the first frame nothing has been written yet, in either pane.
        for strategy in Strategy.allCases {
            let shape = try #require(try evaluator.evaluate(at: 0, strategy: strategy).item("v1/0"))
            #expect(abs(shape.rotation.degrees) < 1e-6, "\(strategy)")
        }
        // One frame later each pane shows what its own pass at t = 0 wrote. Animatable: the
        // angle is presented at 0° when the transaction starts, so view 1 sits at 90°.
        // Position: the wheel has no animatableData there and runs at the new angle, 90°,
        // so view 1 is placed (and turned) at 90° + 90° = 180°.
        let next = 1 / scene.fps
        for (strategy, expected) in [(Strategy.animatable, 90.0), (.position, 180.0)] {
            let shape = try #require(try evaluator.evaluate(at: next, strategy: strategy).item("v1/0"))
            #expect(abs(shape.rotation.degrees - expected) < 1e-6, "\(strategy)")
        }
    }
}

/// Evaluating several strategies at once gives exactly what evaluating each alone gives.
@Suite struct SharedEvaluationTests {
    @Test(arguments: [0.0, 0.37, 1.0, 1.5, 2.0])
    func sharedLayoutMatchesSeparateEvaluations(time: Double) throws {
        let evaluator = try SceneEvaluator(scene: StrategyTests.wheelScene(to: 90, animation: .bouncy))
        let together = try evaluator.evaluate(at: time, strategies: [.position, .animatable])
        #expect(together == [try evaluator.evaluate(at: time, strategy: .position),
                             try evaluator.evaluate(at: time, strategy: .animatable)])
    }
}

import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// SwiftUI's animation model on scenes built in Swift: each layout's own `animatableData`
/// is interpolated, and nothing else of it. Every expected value is derived in a comment.
@Suite struct AnimationModelTests {
    /// `Examples/CustomLayout`'s spiral: `step` is left out of its animatableData.
    struct SpiralLayout: Layout {
        var spacing: CGFloat
        var step: Angle
        var turn: Angle

        var animatableData: AnimatablePair<CGFloat, Double> {
            get { AnimatablePair(spacing, turn.radians) }
            set {
                spacing = newValue.first
                turn = .radians(newValue.second)
            }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = step.radians * Double(index) + turn.radians
                let radius = spacing * CGFloat(step.radians * Double(index) / (2 * .pi)) + spacing
                subview.place(at: CGPoint(x: bounds.midX + radius * CGFloat(cos(angle)), y: bounds.midY + radius * CGFloat(sin(angle))),
                              anchor: .center, proposal: .unspecified)
            }
        }
    }

    static let spiral = Scene(
        canvas: CGSize(width: 300, height: 300), duration: 2,
        parameters: [SceneParameter(name: "spacing", initial: 16), SceneParameter(name: "step", kind: .angle, initial: 35),
                     SceneParameter(name: "turn", kind: .angle, initial: 0)],
        timeline: [StateChange(at: 0, animation: .linear(duration: 2), set: ["spacing": 34, "step": 60, "turn": 180])]) { state in
        ViewNode(.layout(AnyLayout(SpiralLayout(spacing: state["spacing"], step: state.angle("step"), turn: state.angle("turn")))),
                 children: (0..<4).map { ViewNode(.shape(.circle), id: "d\($0)").frame(width: 10, height: 10) })
    }

    /// Where the spiral puts view `index`, centred in the 300-point canvas at (150, 150).
    static func spiralPoint(_ index: Int, spacing: Double, step: Double, turn: Double) -> CGPoint {
        let angle = (step * Double(index) + turn) * .pi / 180
        let radius = spacing * (step * Double(index) / 360) + spacing
        return CGPoint(x: 150 + radius * cos(angle), y: 150 + radius * sin(angle))
    }

    @Test(arguments: [0.0, 0.5, 1.0, 1.5, 2.0])
    func spiralStepChangesAtOnceWhileSpacingAndTurnInterpolate(time: Double) throws {
        let list = try SceneEvaluator(scene: Self.spiral).evaluate(at: time, strategy: .animatable)
        // Linear over 2 s: spacing 16 → 34 and turn 0° → 180° at progress time / 2; step is
        // not animatable data, so the layout runs with the new step, 60°, from the start.
        let progress = time / 2
        for index in 0..<4 {
            let expected = Self.spiralPoint(index, spacing: 16 + 18 * progress, step: 60, turn: 180 * progress)
            let frame = try #require(list.item("d\(index)")).frame
            #expect(abs(frame.midX - expected.x) < 1e-9 && abs(frame.midY - expected.y) < 1e-9, "d\(index) at \(time)")
        }
    }

    /// The article's first step: a wheel whose animatableData is its rotation only.
    static func wheel(animating: [String]) -> Scene {
        Scene(canvas: CGSize(width: 330, height: 330), duration: 2,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0), SceneParameter(name: "radius", initial: 130)],
              timeline: [StateChange(at: 0, animation: .linear(duration: 2), set: ["angle": 90, "radius": 80])]) { state in
            let wheel = AnyLayout(WheelLayout(radius: state["radius"], rotation: state.angle("angle")),
                                  animatableData: AnimatableSelection(names: ["rotation", "radius"], animating: animating))
            return ViewNode(.layout(wheel), children: (0..<4).map { ViewNode(.shape(.rectangle), id: "v\($0)").frame(width: 20, height: 20) })
        }
    }

    @Test(arguments: [0.25, 0.5, 1.0, 1.5, 2.0])
    func rotationOnlyWheelKeepsItsNewRadius(time: Double) throws {
        let evaluator = try SceneEvaluator(scene: Self.wheel(animating: ["rotation"]))
        let frame = try #require(try evaluator.evaluate(at: time, strategy: .animatable).item("v0")).frame
        // The wheel fills the canvas's centre (165, 165). Radius is not animatable data here:
        // it is 80 from the change on, and v0 turns linearly from 0° to 90° (clockwise from
        // 12 o'clock), so it sits at (165 + 80 sin θ, 165 − 80 cos θ) with θ = 45° × time.
        let theta = 45.0 * time * .pi / 180
        #expect(abs(hypot(frame.midX - 165, frame.midY - 165) - 80) < 1e-9)
        #expect(abs(frame.midX - (165 + 80 * sin(theta))) < 1e-9 && abs(frame.midY - (165 - 80 * cos(theta))) < 1e-9)
    }

    @Test func withoutAnimatableDataTheWheelMovesAlongTheChord() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheel(animating: ["rotation"]))
        let frame = try #require(try evaluator.evaluate(at: 1, strategy: .position).item("v0")).frame
        // Position: v0 moves from (165, 35) (radius 130 at 12 o'clock) to (245, 165) (radius
        // 80 at 3 o'clock) in a straight line; halfway, at t = 1, it is at (205, 100).
        #expect(abs(frame.midX - 205) < 1e-9 && abs(frame.midY - 100) < 1e-9)
    }

    @Test func aWheelWithNoAnimatableDataShowsTheSameInBothPanes() throws {
        let evaluator = try SceneEvaluator(scene: Self.wheel(animating: []))
        #expect(!evaluator.animatesLayoutData(.animatable))
        for frame in 0..<evaluator.frameCount {
            let lists = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: [.position, .animatable])
            #expect(lists[0].items == lists[1].items, "frame \(frame)")
        }
    }
}

/// A transaction gives animators only to what it changed: a spring that moves one view
/// leaves another view's running timing curve alone.
@Suite struct AnimatorScopeTests {
    static let scene = Scene(
        canvas: CGSize(width: 300, height: 300), duration: 2,
        parameters: [SceneParameter(name: "a", initial: 40), SceneParameter(name: "b", initial: 40)],
        timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["a": 100]),
                   StateChange(at: 0.5, animation: .spring(response: 0.3, dampingFraction: 0.5), set: ["b": 120])]) { state in
        // Fixed outer frames keep each view's box, so b's change leaves a's frame as it is.
        ZStack {
            Rectangle().frame(width: state["a"], height: 20).frame(width: 150, height: 20).id("a")
            Rectangle().frame(width: state["b"], height: 20).frame(width: 150, height: 40).id("b")
        }
    }

    @Test(arguments: Strategy.allCases)
    func aSpringLeavesAnotherViewsCurveAlone(strategy: Strategy) throws {
        let evaluator = try SceneEvaluator(scene: Self.scene)
        for time in [0.25, 0.5, 0.6, 0.75, 0.9] {
            let frame = try #require(try evaluator.evaluate(at: time, strategy: strategy).item("a/0")).frame
            // a's width is not animatable data: it moves as geometry, linearly over 1 s from 40 to
            // 100, and the spring at 0.5 s, which changes only b, gives a no new animator.
            #expect(abs(frame.width - (40 + 60 * time)) < 1e-9, "t = \(time)")
        }
    }
}

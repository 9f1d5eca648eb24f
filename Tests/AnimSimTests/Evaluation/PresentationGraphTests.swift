import Foundation
import Testing
@testable import AnimSimCore

/// The evaluator's kept graphs (`PresentationGraph`, `GraphPool`) on scenes built by hand, so
/// each can misbehave on purpose: a refresh of another shape, and a state that breaks the
/// layout. Either way the answer must be what a fresh tree gives.
@Suite struct PresentationGraphTests {
    /// A wheel of `count` squares whose radius and rotation read the state. `refresh` makes
    /// the live view's answer; by default the wheel alone, its children kept.
    static func scene(count: Int = 6, refresh: (@Sendable (SceneState) -> ViewNode)? = nil) -> Scene {
        @Sendable func wheel(_ state: SceneState, children: [ViewNode]) -> ViewNode {
            ViewNode(.layout(AnyLayout(WheelLayout(radius: state["radius"], rotation: state.angle("angle")))),
                     children: children)
        }
        var scene = Scene(canvas: CGSize(width: 300, height: 300), duration: 1,
                          parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0),
                                       SceneParameter(name: "radius", kind: .number, initial: 100)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["angle": 180, "radius": 40])]) { state in
            var root = wheel(state, children: (0..<count).map { ViewNode(.shape(.circle), id: "c\($0)").frame(width: 10, height: 10) })
            root.live = LiveView(refresh: refresh ?? { state in
                var shallow = wheel(state, children: [])
                shallow.keepsChildren = true
                return shallow
            })
            return root
        }
        scene.hasLiveBody = true
        return scene
    }

    static func fresh(_ scene: Scene) -> Scene {
        var copy = scene
        copy.hasLiveBody = false
        return copy
    }

    @Test func keptGraphAnswersAsAFreshTree() throws {
        let scene = Self.scene()
        let live = try SceneEvaluator(scene: scene), rebuilt = try SceneEvaluator(scene: Self.fresh(scene))
        for frame in [0, 30, 10, 60, 59, 1, 45] {
            let time = live.time(ofFrame: frame)
            #expect(try live.evaluate(at: time, strategies: Strategy.allCases)
                    == rebuilt.evaluate(at: time, strategies: Strategy.allCases), "frame \(frame)")
        }
    }

    /// A refresh with another number of children no longer describes the graph: the pool
    /// builds a fresh one rather than laying out a stale tree.
    @Test func refreshOfAnotherShapeRebuildsTheGraph() throws {
        let scene = Self.scene(refresh: { state in
            ViewNode(.layout(AnyLayout(WheelLayout(radius: state["radius"], rotation: state.angle("angle")))),
                     children: [ViewNode(.shape(.circle))])
        })
        let graph = PresentationGraph(scene: scene, state: scene.initialState, measurer: FixedAdvanceTextMeasurer())
        var moved = scene.initialState
        moved["angle"] = 90
        #expect(!graph.update(to: moved))
        let live = try SceneEvaluator(scene: scene), rebuilt = try SceneEvaluator(scene: Self.fresh(scene))
        for frame in [0, 30, 60] {
            let time = live.time(ofFrame: frame)
            #expect(try live.evaluate(at: time, strategy: .animatable) == rebuilt.evaluate(at: time, strategy: .animatable))
        }
    }

    /// A state that makes the layout insane throws, as a fresh tree does, and the graph that
    /// saw it is dropped: the next instant is right again.
    @Test func badStateThrowsAndLeavesNoStaleAnswers() throws {
        let scene = Self.scene()
        // The position pane's plan moves no layout's data, and long after the change it owes
        // no geometry: the graph then shows exactly the state it is given.
        let plan = try AnimationPlan(scene: scene, strategy: .position, measurer: FixedAdvanceTextMeasurer())
        let pool = GraphPool(scene: scene, measurer: FixedAdvanceTextMeasurer(), ids: [])
        func items(_ state: SceneState) throws(LayoutErrors) -> DisplayItems {
            try pool.with(state: state) { (graph) throws(LayoutErrors) in
                graph.present(plan, at: 10)
                return try graph.items(plan, at: 10, in: scene.canvas)
            }
        }
        func state(_ radius: Double) -> SceneState { SceneState(["angle": 30, "radius": radius]) }
        _ = try items(state(100))
        #expect(throws: LayoutErrors.self) { try items(state(.nan)) }
        #expect(throws: LayoutErrors.self) { try LayoutEngine().layout(scene.body(state(.nan)), in: scene.canvas) }
        let expected = try LayoutEngine().layout(scene.body(state(70)), in: scene.canvas)
        #expect(try items(state(70)) == expected.items)
    }
}

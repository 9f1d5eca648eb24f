import Foundation

/// Turns (scene, time, strategy) into a display list. Everything time-independent (each
/// pane's `AnimationPlan`) is worked out once here; `evaluate(at:strategy:)` is then a pure
/// function of time, so seeking, scrubbing backwards and rendering frames in parallel all
/// cost the same. Scene files and scenes built in Swift take the same path: a kept
/// `PresentationGraph` per pane, brought to the model state and the presentations of the
/// instant (docs/evaluation.md).
public struct SceneEvaluator: Sendable {
    public private(set) var scene: Scene
    public let engine: LayoutEngine
    /// How each parameter would move if an animatable number were bound to it: what the
    /// HUD and traces report as the state.
    let channels: [String: ParameterChannel]
    let plans: [Strategy: AnimationPlan]
    let pools: [Strategy: GraphPool]
    /// Whether any view offers a two-way value: those are applied from the previous frame's
    /// settled pass, so such scenes settle the writes before each instant.
    let usesTwoWayValues: Bool
    /// Written values that views animate (`.animation(_:value:)`), per pane.
    private(set) var implicitWrites: [Strategy: ImplicitWrites]
    public private(set) var duration: Double

    /// Scenes whose animations never settle (repeatForever) and give no duration stop here.
    public static let unboundedDuration: Double = 10

    public init(scene: Scene, engine: LayoutEngine = LayoutEngine()) throws(LayoutErrors) {
        self.scene = scene
        self.engine = engine
        var channels: [String: ParameterChannel] = [:]
        for parameter in scene.parameters where parameter.kind.isAnimatable {
            channels[parameter.name] = ParameterChannel(parameter: parameter, timeline: scene.timeline,
                                                        keyframes: scene.keyframes[parameter.name])
        }
        self.channels = channels
        var plans: [Strategy: AnimationPlan] = [:], pools: [Strategy: GraphPool] = [:]
        for strategy in Strategy.allCases {
            let plan = try AnimationPlan(scene: scene, strategy: strategy, measurer: engine.measurer)
            plans[strategy] = plan
            pools[strategy] = GraphPool(scene: scene, measurer: engine.measurer, ids: plan.ids)
        }
        self.plans = plans
        self.pools = pools
        usesTwoWayValues = Self.hasTwoWayValues(scene.body(scene.initialState))
        if let duration = scene.duration {
            self.duration = duration
        } else {
            let settle = Strategy.allCases.reduce(channels.values.map(\.settleTime).reduce(0, max)) {
                max($0, plans[$1]!.settleTime)
            }
            self.duration = settle.isFinite ? settle : Self.unboundedDuration
        }
        implicitWrites = try Self.implicitWrites(scene, engine: engine, plans: plans, duration: duration, usesTwoWayValues: usesTwoWayValues)
    }

    /// Written values that views animate, presented frame by frame up to `duration`.
    private static func implicitWrites(_ scene: Scene, engine: LayoutEngine, plans: [Strategy: AnimationPlan], duration: Double,
                                       usesTwoWayValues: Bool) throws(LayoutErrors) -> [Strategy: ImplicitWrites] {
        var implicit: [Strategy: ImplicitWrites] = [:]
        guard usesTwoWayValues else { return implicit }
        var graph = PresentationGraph(scene: scene, state: scene.initialState, measurer: engine.measurer)
        let slots = graph.graph.implicitSlots
        for strategy in Strategy.allCases where !slots.isEmpty {
            let plan = plans[strategy]!
            // Written values stop changing once the pane has settled.
            let frames = min(frameCount(duration: duration, fps: scene.fps),
                             Int((min(plan.settleTime, duration) * scene.fps).rounded(.up)) + 2)
            implicit[strategy] = try ImplicitWrites(slots: slots, frameCount: frames, fps: scene.fps) { (time) throws(LayoutErrors) in
                try Self.settledWrites(&graph, engine: engine, plan: plan, at: time)
            }
        }
        return implicit
    }

    /// This evaluator for the same scene lasting `duration` instead: what the plans hold does
    /// not depend on the scene's length, so only the length and the written values presented
    /// up to it are made again. A window replaying control uses asks for the settle time of
    /// the scene without its `duration:` and then runs on to the longer of the two, with one
    /// evaluator instead of two.
    public func lasting(_ duration: Double) throws(LayoutErrors) -> SceneEvaluator {
        var copy = self
        copy.scene.duration = duration
        copy.duration = duration
        copy.implicitWrites = try Self.implicitWrites(copy.scene, engine: engine, plans: plans, duration: duration,
                                                      usesTwoWayValues: usesTwoWayValues)
        return copy
    }

    /// Clamped so a scene whose animations never settle reports its frame count instead of
    /// trapping; `LoadedScene.evaluator` refuses any count past the frame limit.
    public var frameCount: Int { Self.frameCount(duration: duration, fps: scene.fps) }

    /// Frames in `duration` seconds at `fps`: one at 0 and one per 1/fps after (the 1e-9 keeps
    /// 3 s at 60 fps at 181 despite rounding). Every count of frames in AnimSim is this one.
    public static func frameCount(duration: Double, fps: Double) -> Int { Int(min(duration * fps + 1e-9, 1e15).rounded(.down)) + 1 }

    /// Frame `i` is at `i / fps`, so 30, 60 and 120 fps share exact instants.
    public func time(ofFrame index: Int) -> Double { Double(index) / scene.fps }

    public func state(at time: Double) -> SceneState { Self.state(scene, channels, time) }

    /// Several strategies at one instant, each from its own pane's graph.
    public func evaluate(at time: Double, strategies: [Strategy]) throws(LayoutErrors) -> [DisplayList] {
        var lists: [DisplayList] = []
        for strategy in strategies { lists.append(try evaluate(at: time, strategy: strategy)) }
        return lists
    }

    public func evaluate(at time: Double, strategy: Strategy) throws(LayoutErrors) -> DisplayList {
        do { return try evaluateUnplaced(at: time, strategy: strategy) } catch { throw error.at(Instant.describe(time, fps: scene.fps)) }
    }

    private func evaluateUnplaced(at time: Double, strategy: Strategy) throws(LayoutErrors) -> DisplayList {
        let plan = plans[strategy]!
        let model = plan.transactions.modelState(at: time)
        let items: (DisplayItems, [DisplayList.LayoutData])
        if usesTwoWayValues {
            items = try pools[strategy]!.with { (graph: inout PresentationGraph) throws(LayoutErrors) -> (DisplayItems, [DisplayList.LayoutData]) in
                var writes = try Self.settledWrites(&graph, engine: engine, plan: plan, at: time - 1 / scene.fps)
                if let implicit = implicitWrites[strategy] { writes = implicit.present(at: time, over: writes) }
                PresentationGraph.prepare(&graph, state: model, writes: writes, plan: plan, at: time)
                return (try graph.items(plan, at: time, in: scene.canvas), graph.presentedLayouts(plan))
            }
        } else {
            items = try pools[strategy]!.with(state: model) { (graph) throws(LayoutErrors) -> (DisplayItems, [DisplayList.LayoutData]) in
                graph.present(plan, at: time)
                return (try graph.items(plan, at: time, in: scene.canvas), graph.presentedLayouts(plan))
            }
        }
        try items.0.checkBounds(at: Instant.describe(time, fps: scene.fps))
        return DisplayList(size: scene.canvas, background: scene.background, time: time, strategy: strategy,
                           state: stateValues(state(at: time)), items: items.0, layouts: items.1)
    }

    /// What two-way bindings hold at an instant: written during the pass at `time` (the
    /// previous frame) and settled, since a write may change what the next pass writes. Before
    /// the first frame nothing has been written yet, as in SwiftUI, where the article's
    /// `DispatchQueue.main.async` applies the first angles after the first pass.
    static func settledWrites(_ graph: inout PresentationGraph, engine: LayoutEngine, plan: AnimationPlan,
                              at time: Double) throws(LayoutErrors) -> [String: WriteBackValue] {
        guard time >= 0 else { return [:] }
        // Start from what the graph holds: on a graph moving frame by frame it has settled.
        return try PresentationGraph.settledWrites(&graph, state: plan.transactions.modelState(at: time), plan: plan,
                                                   at: time, from: graph.appliedWrites, passes: engine.maxWriteBackPasses)
    }

    func stateValues(_ state: SceneState) -> [DisplayList.StateValue] {
        scene.parameters.map {
            DisplayList.StateValue(name: $0.name, value: state[$0.name], isAngle: $0.kind == .angle, discrete: state[value: $0.name])
        }
    }

    /// Numbers and angles as their channels move them; booleans, words and lists as the last
    /// change at or before `time` set them, since they do not animate.
    static func state(_ scene: Scene, _ channels: [String: ParameterChannel], _ time: Double) -> SceneState {
        var state = SceneState()
        for parameter in scene.parameters {
            if parameter.kind.isAnimatable {
                state[parameter.name] = channels[parameter.name]?.value(at: time) ?? parameter.initial
            } else {
                state[value: parameter.name] = scene.timeline.last { $0.time <= time && $0.discrete[parameter.name] != nil }?
                    .discrete[parameter.name] ?? parameter.value
            }
        }
        return state
    }

    static func hasTwoWayValues(_ node: ViewNode) -> Bool {
        !node.twoWay.isEmpty || node.children.contains(where: hasTwoWayValues)
    }
}

extension SceneEvaluator {
    /// The instant from which `evaluate(at:strategy:)` gives the same display items at every
    /// time, in every pane: a sweep over frames (`animsim check`) lays out one instant from
    /// here on, instead of each frame, and loses nothing.
    ///
    /// Why that is sound: an evaluation reads time only through (1) the model state, which
    /// changes at transactions and follows keyframe tracks clamped to their ends; (2) each
    /// pane's animated values (geometry, effects, layouts' `animatableData`), whose value is
    /// exactly their last target once settled (`AnimatedValue.value(at:)` then sums no track);
    /// (3) the views drawn as inserted or leaving, which end with their transitions; (4) the
    /// presented written values (`ImplicitWrites`), animated values again; and (5) with
    /// two-way values, the writes settled at the previous frame, `time − 1/fps`, from (1)-(4)
    /// at that instant; and (6) content drawn from the time itself (`_TimeBodyLayout`), until
    /// `Scene.continuousUntil`. `AnimationPlan.quietTime` bounds (1)-(3) per pane; one frame past
    /// the latest of all of them, (5) reads settled inputs too. Every input is then the same,
    /// and evaluation is a pure function of them (the graph a pool lends only decides what
    /// is reused, `GraphPool`), so the output is too. Infinite while a `repeatForever` runs.
    public var quietTime: Double {
        let panes = plans.values.map(\.quietTime).max() ?? 0
        let written = implicitWrites.values.flatMap { $0.values.values.map(\.value.settleTime) }.max() ?? 0
        let parameters = channels.values.map(\.settleTime).max() ?? 0
        return max(panes, written, parameters, scene.continuousUntil) + 1 / scene.fps
    }

    /// Whether `strategy`'s pane animates any layout's `animatableData`: when neither pane
    /// does, the two show the same motion, and tools say so.
    public func animatesLayoutData(_ strategy: Strategy) -> Bool { plans[strategy]?.animatesLayoutData ?? false }

    /// Why the position and animatable panes show the same motion for this whole scene, in
    /// words, or nil when they may differ: the model says so before anything is measured.
    public var panesAgreeReason: String? {
        guard !animatesLayoutData(.animatable) else { return nil }
        return "no layout in this scene has animatableData that changes, so every view moves as geometry, "
            + "in straight lines, in both panes"
    }
}

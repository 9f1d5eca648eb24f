import Foundation

/// Turns (scene, time, strategy) into a display list. Everything time-independent is
/// computed once here; `evaluate(at:strategy:)` is then a pure function of time, so
/// seeking, scrubbing backwards and rendering frames in parallel all cost the same.
public struct SceneEvaluator: Sendable {
    public let scene: Scene
    public let engine: LayoutEngine
    let channels: [String: ParameterChannel]
    let position: PositionFrames
    /// Whether any view offers a two-way value; only then is the previous frame laid out.
    let usesTwoWayValues: Bool
    /// Kept graphs, for scenes whose body is live and has no two-way values (those are
    /// applied while a tree is flattened, so they need a fresh tree per instant).
    let live: LiveLayoutPool?
    public let duration: Double

    /// Scenes whose animations never settle (repeatForever) and give no duration stop here.
    public static let unboundedDuration: Double = 10

    public init(scene: Scene, engine: LayoutEngine = LayoutEngine()) throws(LayoutErrors) {
        self.scene = scene
        self.engine = engine
        var channels: [String: ParameterChannel] = [:]
        for parameter in scene.parameters {
            channels[parameter.name] = ParameterChannel(parameter: parameter, timeline: scene.timeline,
                                                        keyframes: scene.keyframes[parameter.name])
        }
        self.channels = channels
        position = try PositionFrames(scene: scene, engine: engine,
                                      stateAt: { Self.state(scene, channels, $0) })
        usesTwoWayValues = Self.hasTwoWayValues(scene.body(scene.initialState))
        live = scene.hasLiveBody && !usesTwoWayValues
            ? LiveLayoutPool(scene: scene, measurer: engine.measurer, ids: position.ids) : nil
        if let duration = scene.duration {
            self.duration = duration
        } else {
            let settle = channels.values.map(\.settleTime).reduce(position.settleTime, max)
            self.duration = settle.isFinite ? settle : Self.unboundedDuration
        }
    }

    public var frameCount: Int { Int((duration * scene.fps + 1e-9).rounded(.down)) + 1 }

    /// Frame `i` is at `i / fps`, so 30, 60 and 120 fps share exact instants.
    public func time(ofFrame index: Int) -> Double { Double(index) / scene.fps }

    public func state(at time: Double) -> SceneState { Self.state(scene, channels, time) }

    /// Several strategies at one instant. The tree and its layout at that instant are the
    /// same for every strategy (position only replaces frames), so they are built once.
    public func evaluate(at time: Double, strategies: [Strategy]) throws(LayoutErrors) -> [DisplayList] {
        guard !strategies.isEmpty else { return [] }
        let base = try evaluate(at: time, strategy: .animatable)
        guard strategies.contains(.position) else { return strategies.map { _ in base } }
        var positioned = base
        positioned.strategy = .position
        position.apply(position.frames(at: time), to: &positioned.items)
        return strategies.map { $0 == .position ? positioned : base }
    }

    public func evaluate(at time: Double, strategy: Strategy) throws(LayoutErrors) -> DisplayList {
        let state = self.state(at: time)
        var list: DisplayList
        if let live {
            list = DisplayList(size: scene.canvas, background: scene.background, time: time, strategy: strategy,
                               state: stateValues(state), items: try live.items(at: state, in: scene.canvas))
        } else {
            list = DisplayList(layout: try layout(at: time, state), size: scene.canvas, background: scene.background,
                               time: time, strategy: strategy, state: stateValues(state))
        }
        if strategy == .position {
            position.apply(position.frames(at: time), to: &list.items)
        }
        return list
    }

    private func layout(at time: Double, _ state: SceneState) throws(LayoutErrors) -> LayoutResult {
        var writeBacks = WriteBacks()
        if usesTwoWayValues {
            let previous = scene.body(self.state(at: time - 1 / scene.fps))
            writeBacks = try engine.settledWriteBacks(previous, in: scene.canvas)
        }
        return try engine.layout(scene.body(state), in: scene.canvas, applying: writeBacks)
    }

    func stateValues(_ state: SceneState) -> [DisplayList.StateValue] {
        scene.parameters.map { DisplayList.StateValue(name: $0.name, value: state[$0.name], isAngle: $0.kind == .angle) }
    }

    static func state(_ scene: Scene, _ channels: [String: ParameterChannel], _ time: Double) -> SceneState {
        var state = SceneState()
        for parameter in scene.parameters {
            state[parameter.name] = channels[parameter.name]?.value(at: time) ?? parameter.initial
        }
        return state
    }

    static func hasTwoWayValues(_ node: ViewNode) -> Bool {
        !node.twoWay.isEmpty || node.children.contains(where: hasTwoWayValues)
    }
}

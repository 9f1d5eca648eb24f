import Foundation

/// An animation to simulate: a view tree as a function of state, the state's parameters,
/// and the changes (timeline) and keyframe tracks that drive them. Scene files load into
/// this; Swift users can build one directly.
public struct Scene: Sendable {
    public var title: String
    /// What the scene shows, in a sentence or two: drawn under the title in exported frames'
    /// heading (`FrameComposer`); nil when the scene gives none.
    public var description: String?
    /// Where the scene came from (a file path, or "built-in"), for titles and errors.
    public var source: String
    /// One pane's size in points; the root view is proposed this size and centred in it.
    public var canvas: CGSize
    public var background: Color
    public var fps: Double
    /// nil: until every animation has settled.
    public var duration: Double?
    public var strategies: [Strategy]
    public var parameters: [SceneParameter]
    public var timeline: [StateChange]
    public var keyframes: [String: KeyframeTimeline<Double>]
    /// The scene's body: SwiftUI's `var body` with the state passed in.
    public var body: @Sendable (SceneState) -> ViewNode
    /// The body's tree has the same shape at every state, and every view that reads the
    /// state carries a `LiveView`: the evaluator may then keep one graph and refresh it
    /// (scene files set this). A body written in Swift is built again at every instant.
    package var hasLiveBody = false
    /// Until when content drawn from the scene's time (a `TimelineView`, a running
    /// `KeyframeAnimator`: `_TimeBodyLayout`) changes with no transaction: infinity for one
    /// that never stops. Evaluation reads time through it (`SceneEvaluator.quietTime`).
    public var continuousUntil: Double = 0

    public init(title: String = "Untitled", description: String? = nil, source: String = "built-in",
                canvas: CGSize = CGSize(width: 330, height: 330), background: Color = Color(hex: 0x15161C),
                fps: Double = 60, duration: Double? = nil, strategies: [Strategy] = Strategy.allCases,
                parameters: [SceneParameter] = [], timeline: [StateChange] = [],
                keyframes: [String: KeyframeTimeline<Double>] = [:],
                body: @escaping @Sendable (SceneState) -> ViewNode) {
        self.title = title
        self.description = description
        self.source = source
        self.canvas = canvas
        self.background = background
        self.fps = fps
        self.duration = duration
        self.strategies = strategies
        self.parameters = parameters
        self.timeline = timeline.sorted { $0.time < $1.time }
        self.keyframes = keyframes
        self.body = body
    }

    public var initialState: SceneState {
        var state = SceneState(Dictionary(parameters.filter(\.kind.isAnimatable).map { ($0.name, $0.initial) },
                                          uniquingKeysWith: { a, _ in a }))
        for parameter in parameters where !parameter.kind.isAnimatable { state[value: parameter.name] = parameter.value }
        return state
    }
}

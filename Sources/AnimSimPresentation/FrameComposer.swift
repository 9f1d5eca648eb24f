import AnimSimCore
import Foundation

/// Builds what one output frame shows (panes side by side, one per strategy, with their
/// overlays) from a scene evaluator. Export and the window both go through it, so what you
/// see is what you export.
///
/// The paths behind trails and guides are sampled once, here: a trail is the tail of that
/// sampled path, so drawing a trail costs no extra evaluations per frame.
public struct FrameComposer: Sendable {
    public let evaluator: SceneEvaluator
    public var strategies: [Strategy]
    public var overlays: OverlayOptions
    /// How far back a trail reaches, in seconds.
    public var trailLength: Double = 0.75

    /// Per strategy: sample instants and, per view, its centre at each instant.
    private let paths: [Strategy: SampledPaths]
    private let ghosts: [Strategy: [DisplayList]]
    private let markers: [Timeline.Marker]
    /// Whether the scene holds layouts that count their calls (the cached-layout demo): the
    /// HUD then lists each one's calls in a fresh layout pass at the frame's instant.
    private let countsLayoutCalls: Bool

    /// Enough samples for smooth arcs, bounded so memory does not grow with frame count.
    public static let maxPathSamples = 480
    /// Points kept for trails and guides over all views and strategies (16 bytes each):
    /// a scene with more drawn views samples their paths at fewer instants (never fewer
    /// than 2), so memory and the guide segments drawn per frame stay bounded at any view
    /// count. 480 instants × 1,000 views × 2 strategies fit; 100,000 views get 5 instants.
    public static let maxPathPoints = 1_000_000

    public init(evaluator: SceneEvaluator, strategies: [Strategy]? = nil,
                overlays: OverlayOptions = .standard) throws(LayoutErrors) {
        self.evaluator = evaluator
        self.strategies = strategies ?? evaluator.scene.strategies
        self.overlays = overlays
        var paths: [Strategy: SampledPaths] = [:]
        var ghosts: [Strategy: [DisplayList]] = [:]
        if !overlays.isDisjoint(with: [.trails, .guides]) {
            paths = try SampledPaths.sample(evaluator, strategies: self.strategies, samples: Self.maxPathSamples,
                                               maximumPoints: Self.maxPathPoints)
        }
        if overlays.contains(.ghosts) {
            for strategy in self.strategies {
                ghosts[strategy] = [try evaluator.evaluate(at: 0, strategy: strategy),
                                    try evaluator.evaluate(at: evaluator.duration, strategy: strategy)]
            }
        }
        self.paths = paths
        self.ghosts = ghosts
        markers = Self.markers(of: evaluator.scene)
        countsLayoutCalls = overlays.contains(.hud) && !(Self.layoutCalls(evaluator, at: 0)?.isEmpty ?? true)
    }

    /// The instants a render with trails or guides lays out besides its frames (its path
    /// samples, mostly between frames), for `check`, which must refuse whatever a render
    /// would fail on.
    public static func pathSampleTimes(_ evaluator: SceneEvaluator, strategies: [Strategy]) throws(LayoutErrors) -> [Double] {
        let first = try evaluator.evaluate(at: 0, strategies: strategies)
        let drawn = first.map(\.items.drawnPositions.count).reduce(0, +)
        return SampledPaths.times(evaluator, drawnViews: drawn, samples: maxPathSamples, maximumPoints: maxPathPoints)
    }

    /// The calls counted in one fresh layout pass of the scene at `time` (a new graph, so the
    /// counts depend on the instant alone, whatever the evaluator kept from earlier frames);
    /// nil if that pass fails.
    static func layoutCalls(_ evaluator: SceneEvaluator, at time: Double) -> LayoutCallCounter? {
        let scene = evaluator.scene
        var failed = false
        let counter = LayoutCallCounter.counting {
            do { _ = try evaluator.engine.layout(scene.body(evaluator.state(at: time)), in: scene.canvas) } catch { failed = true }
        }
        return failed ? nil : counter
    }

    /// A short note when the scene shows both strategies and they cannot differ (compare
    /// gives the whole reason).
    var agreement: String? {
        guard Set(strategies) == Set(Strategy.allCases), evaluator.panesAgreeReason != nil else { return nil }
        return "panes agree: no layout's animatableData changes"
    }

    /// The scene's title and description, which every composition with the `.title` overlay
    /// shows above its panes: export, contact sheet and window alike.
    public var heading: FrameComposition.Heading? {
        guard overlays.contains(.title) else { return nil }
        return FrameComposition.Heading(title: evaluator.scene.title, description: evaluator.scene.description)
    }

    public func composition(frame index: Int) throws(LayoutErrors) -> FrameComposition {
        try composition(at: evaluator.time(ofFrame: index), frame: index)
    }

    public func composition(at time: Double, frame: Int) throws(LayoutErrors) -> FrameComposition {
        var panes: [FrameComposition.Pane] = []
        var state: [DisplayList.StateValue] = []
        let lists = try evaluator.evaluate(at: time, strategies: strategies)
        for (strategy, list) in zip(strategies, lists) {
            state = list.state
            var overlays = PaneOverlays()
            if let sampled = paths[strategy] {
                let drawn = list.items.filter { $0.shape != nil }
                if self.overlays.contains(.guides) { overlays.guides = sampled.guides(for: drawn) }
                if self.overlays.contains(.trails) {
                    overlays.trails = sampled.trails(for: drawn, at: time, length: trailLength)
                }
            }
            overlays.ghosts = ghosts[strategy] ?? []
            panes.append(FrameComposition.Pane(displayList: list, caption: self.overlays.contains(.captions) ? nil : "",
                                               overlays: overlays))
        }
        let duration = evaluator.duration
        var composition = FrameComposition(
            panes: panes,
            hud: overlays.contains(.hud) ? HUD(time: time, frame: frame, frameCount: evaluator.frameCount, state: state,
                                               extraLines: (agreement.map { [$0] } ?? [])
                                                   + (countsLayoutCalls ? Self.layoutCalls(evaluator, at: time)?.lines ?? [] : []),
                                               lineLength: HUD.lineLength(width: evaluator.scene.canvas.width * CGFloat(panes.count))) : nil,
            timeline: overlays.contains(.timeline) ? Timeline(duration: duration, time: time, markers: markers) : nil,
            showSizes: overlays.contains(.showSizes))
        composition.heading = heading
        return composition
    }

    static func markers(of scene: Scene) -> [Timeline.Marker] {
        var markers = scene.timeline.map {
            Timeline.Marker(time: $0.time, kind: .change, label: $0.animation?.description ?? "no animation")
        }
        for (name, track) in scene.keyframes.sorted(by: { $0.key < $1.key }) {
            markers += track.boundaryTimes.map { Timeline.Marker(time: $0, kind: .keyframe, label: name) }
        }
        // Changes that share an instant get one marker, or their labels would overprint.
        var merged: [Timeline.Marker] = []
        for marker in markers.sorted(by: { $0.time < $1.time }) {
            if let last = merged.last, last.time == marker.time, last.kind == marker.kind {
                merged[merged.count - 1].label = [last.label, marker.label].compactMap { $0 }.joined(separator: " + ")
            } else {
                merged.append(marker)
            }
        }
        return merged
    }
}

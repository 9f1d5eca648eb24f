import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// Which overlays and panes a frame shows: the part of the window state that, with the time,
/// decides the composed frame.
public struct FrameView: Equatable, Sendable {
    public var overlays: OverlayOptions
    /// Indices into the scene's strategies, left to right.
    public var visiblePanes: [Int]

    public init(overlays: OverlayOptions, visiblePanes: [Int]) {
        self.overlays = overlays
        self.visiblePanes = visiblePanes
    }
}

/// A scene ready to play: the `FrameComposer` built once with the data of every overlay
/// (sampled paths for trails and guides, ghost placements), so toggling T or G is instant
/// instead of resampling the scene.
///
/// The composition it returns for a given view equals what a composer built with just those
/// overlays returns, which is what `animsim render` draws: screenshots match exports.
public struct LiveComposer: Sendable {
    public let composer: FrameComposer
    /// Shown when the view's overlays include `.title`.
    public var heading: FrameComposition.Heading?
    /// How far apart the strategies draw each frame, painted under the timeline; nil with one
    /// strategy or a scene too large to measure at load (`DivergenceStrip.budget`). Measured
    /// here, where a reload already runs off the main thread.
    public let divergence: DivergenceStrip?
    /// The scene's `controls:`: the panel's rows, in order.
    public var controls: [SceneControl] = []
    /// Writes a recording of this scene with uses appended (`--record`); nil for a scene
    /// that is not a file.
    public var recording: (@Sendable ([ControlUse], Double) throws -> String)?

    /// Whether the overlays that need the whole scene sampled (trails, guides, ghosts, the
    /// divergence strip) were left out, to show a use at once (`replaying(_:quick:)`).
    public private(set) var isQuick = false

    public init(evaluator: SceneEvaluator) throws(LayoutErrors) {
        composer = try FrameComposer(evaluator: evaluator, overlays: .all)
        divergence = try DivergenceStrip.measure(evaluator, strategies: composer.strategies)
    }

    /// Without the sampled overlays: what the frame shows while they are being sampled.
    init(quick evaluator: SceneEvaluator) throws(LayoutErrors) {
        composer = try FrameComposer(evaluator: evaluator, overlays: OverlayOptions.all.subtracting([.trails, .guides, .ghosts]))
        divergence = nil
        isQuick = true
    }

    public var scene: Scene { composer.evaluator.scene }
    public var duration: Double { composer.evaluator.duration }
    public var fps: Double { composer.evaluator.scene.fps }
    public var strategies: [Strategy] { composer.strategies }

    /// This scene (as loaded, without uses) with `uses` in its timeline: each after the
    /// entries at or before its time, as a recording's appended entries sort when read back.
    /// A scene with a `duration:` runs on to where the uses have settled.
    ///
    /// `quick` leaves out the overlays that sample the whole scene (on 1,000 views they take
    /// seconds): the window shows the use with it at once, then the full one when it is done.
    public func replaying(_ uses: [ControlUse], quick: Bool = false) throws(LayoutErrors) -> LiveComposer {
        guard !uses.isEmpty else { return self }
        var scene = self.scene
        for use in uses {
            let index = scene.timeline.lastIndex { $0.time <= use.change.time }.map { $0 + 1 } ?? 0
            scene.timeline.insert(use.change, at: index)
        }
        let engine = composer.evaluator.engine
        if let duration = scene.duration {
            scene.duration = nil
            scene.duration = max(duration, try SceneEvaluator(scene: scene, engine: engine).duration)
        }
        let evaluator = try SceneEvaluator(scene: scene, engine: engine)
        var replayed = quick ? try LiveComposer(quick: evaluator) : try LiveComposer(evaluator: evaluator)
        replayed.heading = heading
        replayed.controls = controls
        replayed.recording = recording
        return replayed
    }

    /// The frame index the HUD shows at `time`: the last frame that has started, as the
    /// playback clock counts it.
    public func frameIndex(at time: Double) -> Int {
        min(max(Int((time * fps + 1e-6).rounded(.down)), 0), composer.evaluator.frameCount - 1)
    }

    public func composition(at time: Double, view: FrameView) throws(LayoutErrors) -> FrameComposition {
        var composer = self.composer
        let visible = view.visiblePanes.filter { $0 < self.composer.strategies.count }
        composer.strategies = visible.isEmpty ? self.composer.strategies : visible.map { self.composer.strategies[$0] }
        composer.overlays = view.overlays
        var composition = try composer.composition(at: time, frame: frameIndex(at: time))
        if view.overlays.contains(.title) { composition.heading = heading }
        // The composer adds the ghosts it computed whatever `overlays` says.
        if !view.overlays.contains(.ghosts) {
            for index in composition.panes.indices { composition.panes[index].overlays.ghosts = [] }
        }
        return composition
    }
}

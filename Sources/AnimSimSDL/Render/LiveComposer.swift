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
/// instead of resampling the scene. The heading is the composer's, from the scene.
///
/// The composition it returns for a given view equals what a composer built with just those
/// overlays returns, which is what `animsim render` draws: screenshots match exports.
public struct LiveComposer: Sendable {
    public let composer: FrameComposer
    /// The scene as prepared: its controls (the panel's rows, in order), its files and how
    /// to record it.
    public let prepared: PreparedScene
    /// How far apart the strategies draw each frame, painted under the timeline; nil with one
    /// strategy or a scene too large to measure at load (`DivergenceStrip.budget`). Measured
    /// here, where a reload already runs off the main thread.
    public let divergence: DivergenceStrip?

    /// Whether the overlays that need the whole scene sampled (trails, guides, ghosts, the
    /// divergence strip) were left out, to show a use at once (`replaying(_:quick:)`).
    public private(set) var isQuick = false

    /// Whether this scene and every one replayed from it sample the whole scene at all: not
    /// in a window restarted after user code trapped (`PlayCheckpoint`), since sampling the
    /// timeline runs the user's layout at every instant, the one that trapped too.
    public private(set) var samples = true

    public init(_ prepared: PreparedScene) throws(LayoutErrors) {
        self.prepared = prepared
        composer = try FrameComposer(evaluator: prepared.evaluator, overlays: .all)
        divergence = try DivergenceStrip.measure(prepared.evaluator, strategies: composer.strategies)
    }

    /// `samples: false`: the quick composer, as the full one for good (nothing to complete).
    public init(_ prepared: PreparedScene, samples: Bool) throws(LayoutErrors) {
        if samples {
            try self.init(prepared)
        } else {
            try self.init(quick: prepared)
            isQuick = false
            self.samples = false
        }
    }

    /// A scene built in Swift, its evaluator made by the caller.
    public init(evaluator: SceneEvaluator) throws(LayoutErrors) {
        try self.init(PreparedScene(evaluator: evaluator))
    }

    /// Without the sampled overlays: what the frame shows while they are being sampled.
    init(quick prepared: PreparedScene) throws(LayoutErrors) {
        self.prepared = prepared
        composer = try FrameComposer(evaluator: prepared.evaluator, overlays: OverlayOptions.all.subtracting([.trails, .guides, .ghosts]))
        divergence = nil
        isQuick = true
    }

    public var scene: Scene { composer.evaluator.scene }
    public var duration: Double { composer.evaluator.duration }
    public var fps: Double { composer.evaluator.scene.fps }
    public var strategies: [Strategy] { composer.strategies }
    /// The scene's `controls:`: the panel's rows, in order.
    public var controls: [SceneControl] { prepared.controls }

    /// This scene (as loaded, without uses) with `uses` in its timeline
    /// (`PreparedScene.replaying`).
    ///
    /// `quick` leaves out the overlays that sample the whole scene (on 1,000 views they take
    /// seconds): the window shows the use with it at once, then the full one (`completed()`)
    /// when it is done.
    public func replaying(_ uses: [ControlUse], quick: Bool = false) throws(LayoutErrors) -> LiveComposer {
        guard !uses.isEmpty else { return self }
        let replayed = try prepared.replaying(uses)
        guard samples else { return try LiveComposer(replayed, samples: false) }
        return quick ? try LiveComposer(quick: replayed) : try LiveComposer(replayed)
    }

    /// `prepared` in place of this scene, sampled as this one is: a SwiftUI view hosted again
    /// with the window's uses of its controls (`ViewControlSource`), `quick` as in `replaying`.
    public func replacing(with prepared: PreparedScene, quick: Bool) throws(LayoutErrors) -> LiveComposer {
        guard samples else { return try LiveComposer(prepared, samples: false) }
        return quick ? try LiveComposer(quick: prepared) : try LiveComposer(prepared)
    }

    /// A quick composer's full one, on the same prepared scene: the uses are not replayed
    /// again.
    public func completed() throws(LayoutErrors) -> LiveComposer {
        isQuick ? try LiveComposer(prepared) : self
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
        // The composer adds the ghosts it computed whatever `overlays` says.
        if !view.overlays.contains(.ghosts) {
            for index in composition.panes.indices { composition.panes[index].overlays.ghosts = [] }
        }
        return composition
    }
}

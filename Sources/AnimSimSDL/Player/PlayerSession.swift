import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import AnimSimScene
import Foundation

/// One run of the window: the main-thread loop that turns input and wall time into state,
/// asks render threads for frames and puts finished ones on screen.
///
/// Each turn of the loop is one display refresh: drain events, advance the clock, look for
/// file changes and due screenshots, request the frame for the new state, and present the
/// newest finished frame. Nothing slow runs here: composing and painting happen in
/// `FrameRenderer`, loading in `SceneReloader`, `swift build` in `RebuildLoop`, PNG encoding
/// in `FrameWriter`.
final class PlayerSession {
    let options: PlayerOptions
    var state: PlayerState
    var composer: LiveComposer
    let window: SDLWindow
    let renderer: FrameRenderer
    let overlayRenderer = OverlayRenderer()
    let painter = LayeredFramePainter.forWindow()
    var lastOverlay: OverlayRenderer.Key?
    /// The overlay layer on screen, which lags `lastOverlay` while it renders.
    var overlayOnScreen: OverlayRenderer.Key?
    /// The last frame reported as shown in full (`reportCompleteFrame`), and its panes' place.
    var reportedComplete: Int?
    var reportedPanes = ""
    let writer: FrameWriter
    let reloader: SceneReloader
    var watcher: FileWatcher?
    /// The package's sources and their build, when the rebuild loop is on.
    let rebuildLoop: RebuildLoop?
    /// Set when a rebuild succeeded: the run ends, and the caller execs the new build.
    var restart: PlayerResume?
    /// A Swift file's program: where each frame shown in full is recorded for the parent.
    let checkpoint = PlayCheckpoint.fromEnvironment()
    /// The view's uses the checkpoint last wrote, so each record writes only what changed.
    var checkpointedViews = CheckpointLines.Tracker()
    /// The trap this window came back from, over every frame until the program is replaced.
    let trapMessage: String?
    var announcement: String?
    var schedule: ScreenshotSchedule
    var stats: FrameStats?
    /// The scene as loaded (no uses), its controls and the uses made, and their rebuilds.
    var baseComposer: LiveComposer
    var controls: ControlSession
    let rebuilder = ControlRebuilder()
    /// A SwiftUI view's drawn controls and the uses made of them (`PlayerSession+ViewControls`).
    var viewControls: ViewControlSession?
    /// The focus ring worked out for the frame on screen, and the rings last reported under test.
    var focusRingCache: (key: FocusRingKey, rings: [WindowOverlay.FocusRing])?
    var reportedFocusRings: [WindowOverlay.FocusRing] = []
    var lastPanel: ControlPanel?, panelHeight = 0, loggedUses = 0, builtRevision = 0, awaitingFull = false
    /// A slider drag's newest place, used once per frame (`applyPendingSlide`).
    var pendingSlide: (index: Int, fraction: Double)?
    /// The clock stopped itself at the scene's end (no loop): a use, or a build that makes
    /// the scene longer, plays on from there.
    var stoppedAtEnd = false
    /// Shift and Ctrl as the events so far left them: a press with one starts a pinch or a twist.
    var heldModifiers = (shift: false, control: false)
    /// `--screenshot-at` instants reached while a rebuild ran: saved once it lands.
    var heldShots: [ScreenshotSpec] = []
    var recordFailure: String?

    /// The frame on screen: its time and layout (for mapping clicks onto the timeline).
    var shown: RenderedFrame?
    var reloadError: String?
    var notice: (text: String, until: Double)?
    var isScrubbing = false
    var running = true
    /// Paths handed to P saves still being written.
    var reservedShots: Set<String> = []

    var sequence = 0
    var lastRequest: RequestKey?
    var needsPresent = true
    var lastReportedFailure: String?
    let refreshInterval: Double
    static let pollInterval = 0.15
    /// Refreshes since the window opened: what frames are scheduled for.
    var refresh = 0
    /// How long before a refresh deadline the loop stops sleeping and waits on the core instead.
    static let wakeMargin = 0.001
    static let noticeSeconds = 2.5

    var generation = 0

    init(options: PlayerOptions, composer: LiveComposer, files: [String]) throws(PlayerError) {
        self.options = options
        trapMessage = options.trapMessage
        baseComposer = composer
        controls = ControlSession(controls: composer.controls, base: composer.scene)
        controls.shown = !options.hidesControls
        viewControls = options.viewControls.map { ViewControlSession(source: $0) }
        // Restarted by the rebuild loop with uses: the scene with them, built before the
        // clock, so the instant carried over (often past the scene's own end) is kept.
        var composer = Self.carrying(options.carriedUses, into: &controls, base: composer, log: options.log)
        let dropped: [SceneError]
        (composer, dropped) = Self.carrying(options.carriedViewUses, into: &viewControls, base: composer, log: options.log)
        self.composer = composer
        builtRevision = controls.revision
        loggedUses = controls.uses.count
        state = PlayerState(options.playback, duration: composer.duration, fps: composer.fps, paneCount: composer.strategies.count)
        state.worstTime = composer.divergence?.worstTime
        let background = PixelBuffer.Pixel(Color(hex: 0x0E0F13))
        window = try SDLWindow(title: Player.title(sceneTitle: composer.scene.title, file: options.source.displayName),
                               size: options.windowSize ?? SDLWindow.initialSize(for: (try? composer.composition(
                                   at: 0, view: FrameView(overlays: state.overlays, visiblePanes: state.visiblePanes)))
                                   .map { CompositionLayout($0).size }),
                               position: options.windowPosition, background: (background.red, background.green, background.blue))
        writer = FrameWriter(scale: options.shotScale, log: options.log, store: options.storeShot)
        reloader = SceneReloader(source: options.source)
        if let path = options.source.path, options.source.reloads { watcher = FileWatcher(files: files + [path]) }
        rebuildLoop = options.rebuild.map(RebuildLoop.init)
        let carried = controls.uses.isEmpty ? "" : " with \(controls.usesText)"
        let carriedViews = (viewControls?.uses.isEmpty ?? true) ? "" : " with \(viewControls!.usesText)"
        announcement = options.announcement.map { $0 + carried + carriedViews }
        // A carried use the edited view no longer takes: said in the status line as the
        // window opens, and in the log (above, as it was dropped).
        // Its first clause ("no control 'Rotate' at t = 1 s"): the whole, with the controls
        // present, runs past a status line's width.
        if let first = dropped.first {
            let reason = first.message.components(separatedBy: ": ").first ?? first.message
            notice = ((dropped.count > 1 ? "\(dropped.count) carried uses dropped, the first: " : "a carried use dropped: ") + reason,
                      Self.now() + Self.noticeSeconds * 2)
        }
        // An edit, or a use dropped, can leave the scene shorter than the instant carried
        // over: the clock stops at its end, and the line says so rather than a time not shown.
        let shownAt = state.clock.time
        if shownAt != options.playback.time {
            announcement = announcement.map { $0 + "; shown at t = \(FrameWriter.seconds(shownAt)) s, where the scene now ends" }
        }
        schedule = ScreenshotSchedule(options.screenshots)
        refreshInterval = 1 / window.refreshRate
        renderer = FrameRenderer(refreshInterval: refreshInterval)
        if options.stats { stats = FrameStats(refreshRate: 1 / refreshInterval) }
    }

    func run() {
        let start = Self.now()
        var last = start
        var nextPoll = start + Self.pollInterval
        var deadline = start
        while running {
            let tick = Self.now()
            // Refresh deadlines on an absolute grid, so sleeping a little long never drifts
            // the cadence below the display's rate; after a stall, start a fresh grid.
            deadline = tick - deadline > refreshInterval ? tick + refreshInterval : deadline + refreshInterval
            let idle = state.clock.isPaused && !renderer.isBusy && !overlayRenderer.isBusy && !needsPresent
                && !reloader.isLoading && !rebuildPending
                && !isScrubbing && notice == nil
            for event in SDLInput.poll(waitMilliseconds: idle ? 50 : 0) { handle(event) }

            let now = Self.now()
            let before = state.clock.time
            if !isScrubbing, !state.clock.isPaused {
                state.clock.advance(by: now - last)
                stoppedAtEnd = state.clock.isPaused
            }
            last = now
            if isScrubbing || state.clock.isPaused { stats?.stoodStill() }
            applyPendingSlide()
            applyPendingViewDrag()
            applyHeldTouch()
            takeDueScreenshots(wrapped: state.clock.time < before && !state.clock.isPaused)
            if let exitAfter = options.exitAfter, now - start >= exitAfter { running = false }
            if now >= nextPoll {
                nextPoll = now + Self.pollInterval
                pollFiles()
                pollSources()
            }
            applyReloadResult()
            applyRebuildResult()
            applyControlRebuild()
            applyViewRebuild()
            if let notice, now >= notice.until { self.notice = nil }
            guard running else { break }

            // Take the finished frame before asking for the next: the one asked for now is
            // for the next refresh, and taking it early (when it happens to render fast)
            // would leave that refresh with nothing new.
            refresh += 1
            renderer.tick(refresh, at: tick)
            updatePanel()
            if let frame = renderer.takeNewest(dueBy: refresh) { show(frame, tick: tick) }
            requestFrameIfNeeded()
            requestOverlayIfNeeded()
            if let layer = overlayRenderer.take(), layer.key == lastOverlay {
                window.uploadOverlay(layer.layer, bytes: layer.bytes, frameWidth: layer.key.width, frameHeight: layer.key.height)
                overlayOnScreen = layer.key
                needsPresent = true
            }
            if needsPresent {
                let presentStart = Self.now()
                window.present()
                stats?.presentTook(Self.now() - presentStart, playing: !state.clock.isPaused && !isScrubbing)
                needsPresent = false
                reportCompleteFrame()
                reportFocusRing()
            }
            // Hold the refresh cadence when the driver does not block in present (Xvfb, some
            // compositors): sleep out the rest of this refresh interval, but wake a little
            // early and wait out the deadline on the core, since a sleep overshoots by up to
            // half a millisecond and the ticks would wobble by that much (judder, with a
            // moving scene). Not with `sched_yield`: while frames paint on both cores, each
            // yield handed the core to a render thread for its whole time slice, so the tick
            // came 1–2 ms late (the p99 of 17.7 and 18.6 ms on an idle host, issue #39).
            let remaining = deadline - Self.now()
            if remaining > Self.wakeMargin { usleep(UInt32((remaining - Self.wakeMargin) * 1_000_000)) }
            while running, Self.now() < deadline {}
        }
        finish()
    }

    var currentView: FrameView { FrameView(overlays: state.overlays, visiblePanes: state.visiblePanes) }

    func post(_ text: String) {
        notice = (text, Self.now() + Self.noticeSeconds)
    }

    /// The frame changed without a new render (a resize): present again.
    func redraw() {
        needsPresent = true
    }

    private func finish() {
        rebuildLoop?.stop()
        renderer.drain()
        finishControlBuilds()
        finishViewBuilds()
        writeRecording()
        for spec in schedule.takeAll() {
            writer.save(composer, at: spec.time, view: currentView, to: spec.path)
        }
        writer.wait()
        if let stats {
            options.log(stats.report + "\n  frames rendered and never shown \(renderer.skippedFrames)"
                        + " (composed and given up before painting \(renderer.abandonedFrames))\n  renderer: \(window.rendererDescription)")
        }
    }

    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}

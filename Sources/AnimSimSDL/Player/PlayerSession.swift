import AnimSim
import AnimSimPresentation
import AnimSimCairo
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
    let renderer = FrameRenderer()
    let overlayRenderer = OverlayRenderer()
    let painter = LayeredFramePainter()
    private var lastOverlay: OverlayRenderer.Key?
    let writer: FrameWriter
    let reloader: SceneReloader
    var watcher: FileWatcher?
    /// The package's sources and their build, when the rebuild loop is on.
    let rebuildLoop: RebuildLoop?
    /// Set when a rebuild succeeded: the run ends, and the caller execs the new build.
    var restart: PlayerResume?
    private var announcement: String?
    var schedule: ScreenshotSchedule
    var stats: FrameStats?
    /// The scene as loaded (no uses), its controls and the uses made, and their rebuilds.
    var baseComposer: LiveComposer
    var controls: ControlSession
    let rebuilder = ControlRebuilder()
    var lastPanel: ControlPanel?, panelHeight = 0, loggedUses = 0, builtUses = 0, awaitingFull = false
    /// The clock stopped itself at the scene's end (no loop): a use, or a build that makes
    /// the scene longer, plays on from there.
    var stoppedAtEnd = false
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

    private var sequence = 0
    private var lastRequest: RequestKey?
    private var needsPresent = true
    private var lastReportedFailure: String?
    let refreshInterval: Double
    static let pollInterval = 0.15
    /// How many refreshes ahead frames are rendered while playing.
    static let framesAhead = 2
    /// Refreshes since the window opened: what frames are scheduled for.
    private var refresh = 0
    /// How long before a refresh deadline the loop stops sleeping and yields instead.
    static let wakeMargin = 0.001
    static let noticeSeconds = 2.5

    /// What decides a frame's pixels; a new request goes out only when this changes.
    private struct RequestKey: Equatable {
        var generation: Int
        var time: Double
        var view: FrameView
        var drawable: CGSize
    }

    var generation = 0

    init(options: PlayerOptions, composer: LiveComposer, files: [String]) throws(PlayerError) {
        self.options = options
        self.composer = composer
        baseComposer = composer
        controls = ControlSession(controls: composer.controls, base: composer.scene)
        controls.shown = !options.hidesControls
        let clock = PlaybackClock(duration: composer.duration, fps: composer.fps, time: options.startTime,
                                  speed: options.speed, paused: options.paused, loops: options.loops)
        state = PlayerState(clock: clock, overlays: options.overlays, paneCount: composer.strategies.count)
        state.worstTime = composer.divergence?.worstTime
        let background = PixelBuffer.Pixel(Color(hex: 0x0E0F13))
        window = try SDLWindow(title: Player.title(sceneTitle: composer.scene.title, file: options.source.displayName),
                               size: options.windowSize ?? SDLWindow.initialSize(for: (try? composer.composition(
                                   at: 0, view: FrameView(overlays: state.overlays, visiblePanes: state.visiblePanes)))
                                   .map { CompositionLayout($0).size }),
                               position: options.windowPosition, background: (background.red, background.green, background.blue))
        writer = FrameWriter(scale: options.shotScale, log: options.log, store: options.storeShot)
        reloader = SceneReloader(source: options.source)
        if options.source.path != nil { watcher = FileWatcher(files: files + [options.source.path!]) }
        rebuildLoop = options.rebuild.map(RebuildLoop.init)
        announcement = options.announcement
        for pane in options.hiddenPanes { state.apply(.togglePane(pane)) }
        schedule = ScreenshotSchedule(options.screenshots)
        refreshInterval = 1 / window.refreshRate
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
            if let notice, now >= notice.until { self.notice = nil }
            guard running else { break }

            // Take the finished frame before asking for the next: the one asked for now is
            // for the next refresh, and taking it early (when it happens to render fast)
            // would leave that refresh with nothing new.
            refresh += 1
            updatePanel()
            if let frame = renderer.takeNewest(dueBy: refresh) { show(frame, tick: tick) }
            requestFrameIfNeeded()
            requestOverlayIfNeeded()
            if let layer = overlayRenderer.take(), layer.key == lastOverlay {
                window.uploadOverlay(layer.layer, bytes: layer.bytes, frameWidth: layer.key.width, frameHeight: layer.key.height)
                needsPresent = true
            }
            if needsPresent {
                window.present()
                needsPresent = false
            }
            // Hold the refresh cadence when the driver does not block in present (Xvfb, some
            // compositors): sleep out the rest of this refresh interval, but wake a little
            // early and yield until the deadline, since a sleep overshoots by up to half a
            // millisecond and the ticks would wobble by that much (judder, with a moving scene).
            let remaining = deadline - Self.now()
            if remaining > Self.wakeMargin { usleep(UInt32((remaining - Self.wakeMargin) * 1_000_000)) }
            while running, Self.now() < deadline { sched_yield() }
        }
        finish()
    }

    /// Puts a finished frame on screen and records its timing.
    /// `tick`: when this refresh began, which is when the frame is counted as shown.
    private func show(_ frame: RenderedFrame, tick: Double) {
        if let failure = frame.failure {
            if failure != lastReportedFailure {
                lastReportedFailure = failure
                options.log("cannot draw t = \(FrameWriter.seconds(frame.time)) s: \(failure)")
            }
            return
        }
        guard let buffer = frame.buffer else { return }
        let start = Self.now()
        window.upload(buffer)
        shown = frame
        needsPresent = true
        if let announcement {
            options.log(announcement)
            self.announcement = nil
        }
        stats?.presented(at: tick, renderSeconds: frame.renderSeconds, composeSeconds: frame.composeSeconds,
                         uploadSeconds: Self.now() - start, playing: !state.clock.isPaused && !isScrubbing)
    }

    private func requestFrameIfNeeded() {
        // While playing, ask for the instant two refreshes ahead, so a frame has two refresh
        // intervals to render and a render thread kept waiting by a busy machine costs no
        // refresh; paused or scrubbing, the next refresh, so the window answers at once.
        let ahead = isScrubbing || state.clock.isPaused ? 1 : Self.framesAhead
        var shownClock = state.clock
        if !isScrubbing { shownClock.advance(by: refreshInterval * Double(ahead)) }
        let key = RequestKey(generation: generation, time: shownClock.time,
                             view: FrameView(overlays: state.overlays, visiblePanes: state.visiblePanes),
                             drawable: window.frameArea)
        guard key != lastRequest else { return }
        lastRequest = key
        sequence += 1
        var token = Hasher()
        token.combine(generation)
        token.combine(key.view.overlays.rawValue)
        token.combine(key.view.visiblePanes)
        renderer.submit(FrameRequest(sequence: sequence, refresh: refresh + ahead, composer: composer, time: key.time,
                                     view: key.view, drawable: key.drawable, painter: painter, staticToken: token.finalize()))
    }

    /// A new overlay layer when the overlay's content or the shown frame's geometry changed.
    private func requestOverlayIfNeeded() {
        guard let shown, let layout = shown.layout, let buffer = shown.buffer else { return }
        let key = OverlayRenderer.Key(overlay: windowOverlay, layout: layout, scale: shown.scale,
                                      width: buffer.width, height: buffer.height)
        guard key != lastOverlay else { return }
        lastOverlay = key
        overlayRenderer.request(key)
    }

    /// Help, the last reload or build error and the status readout, as the window draws them.
    private var windowOverlay: WindowOverlay {
        var status = [state.statusText]
        if let rebuildLoop, rebuildLoop.isBuilding { status.append("rebuilding \(rebuildLoop.plan.product)…") }
        if let notice { status.append(notice.text) }
        var overlay = WindowOverlay(help: state.showsHelp ? KeyBindings.help + controls.help : nil, error: reloadError, status: status,
                                    divergence: state.overlays.contains(.timeline) ? composer.divergence : nil)
        if let buildError = rebuildLoop?.error {
            overlay.error = ([buildError] + (reloadError.map { [$0] } ?? [])).joined(separator: "\n")
            overlay.errorTitle = "Build failed — still running the last good build"
        }
        return overlay
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
        writeRecording()
        for spec in schedule.takeAll() {
            writer.save(composer, at: spec.time, view: currentView, to: spec.path)
        }
        writer.wait()
        if let stats { options.log(stats.report + "\n  renderer: \(window.rendererDescription)") }
    }

    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}

import AnimSimCore
import AnimSimCairo
import AnimSimPresentation
import Foundation

/// The frames of the run loop: what is asked of the render threads each refresh (the frame
/// and, apart, the overlay layer of help, errors and status) and how a finished frame goes
/// on screen.
extension PlayerSession {
    /// What decides a frame's pixels; a new request goes out only when this changes.
    struct RequestKey: Equatable {
        var generation: Int
        var time: Double
        var view: FrameView
        var drawable: CGSize
        /// Guides painted in the background since (`LayeredFramePainter.layersPainted`):
        /// the frame drawn without them is drawn again with them, paused too.
        var layers: Int
    }

    /// Puts a finished frame on screen and records its timing.
    /// `tick`: when this refresh began, which is when the frame is counted as shown.
    func show(_ frame: RenderedFrame, tick: Double) {
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
        recordCheckpoint(frame)
        if let announcement {
            options.log(announcement)
            self.announcement = nil
        }
        stats?.presented(at: tick, renderSeconds: frame.renderSeconds, composeSeconds: frame.composeSeconds,
                         uploadSeconds: Self.now() - start, composeCPUSeconds: frame.composeCPUSeconds,
                         paintCPUSeconds: frame.paintCPUSeconds, playing: !state.clock.isPaused && !isScrubbing)
    }

    /// A frame of the scene with every use made so far (no rebuild of the controls on its
    /// way): the instant a restart after a trap comes back to. A use whose rebuild trapped is
    /// never in it, so the restart leaves out the uses that led to the trap.
    private func recordCheckpoint(_ frame: RenderedFrame) {
        guard let checkpoint, !rebuildPending else { return }
        var resume = resumeState(carrying: false)
        resume.playback.time = frame.time
        let uses = controls.uses
        let views = viewControls?.uses ?? []
        checkpoint.record(resume, count: uses.count, use: { CarriedUse(uses[$0]) },
                          viewUses: views, viewsUnchanged: checkpointedViews.unchanged(in: views, revision: viewControls?.revision ?? 0))
    }

    /// Set in the environment of a window under test (`ANIMSIM_TEST_EVENTS=1`): each frame
    /// put on screen with everything it will ever show is logged once, "shown in full: t = …".
    /// A frame after a use is first drawn without its sampled overlays, and its guides land
    /// from a low-priority thread that a busy core may starve for long; a test that compared
    /// pixels before that could catch either frame. It waits for this line instead.
    static let reportsCompleteFrames = ProcessInfo.processInfo.environment["ANIMSIM_TEST_EVENTS"] == "1"

    /// After a present: the line above, when the frame on screen is complete, no rebuild of
    /// the controls' uses is on its way and the overlay layer drawn for it is on screen too.
    func reportCompleteFrame() {
        guard Self.reportsCompleteFrames, let shown, shown.isComplete, shown.sequence != reportedComplete,
              !rebuildPending, overlayOnScreen == lastOverlay else { return }
        reportedComplete = shown.sequence
        if let layout = shown.layout { reportPanes(layout) }
        options.log("shown in full: t = \(FrameWriter.seconds(shown.time)) s")
    }

    /// Under test, before a frame's "shown in full" line: where each pane's scene origin is in
    /// window points and how many window points a scene point spans, when that changed, so a
    /// test can click a view's drawn control at the place its trace gives
    /// ("panes: position 12.0,40.0; animatable 412.0,40.0; scale 1.000").
    private func reportPanes(_ layout: CompositionLayout) {
        let box = window.frameDestination, ratio = window.pixel(fromWindowPoint: CGPoint(x: 1, y: 1))
        guard layout.size.width > 0, layout.size.height > 0, ratio.x > 0, ratio.y > 0 else { return }
        let sx = box.width / layout.size.width, sy = box.height / layout.size.height
        let visible = state.visiblePanes.filter { $0 < composer.strategies.count }
        let panes = zip(visible, layout.panes).map { index, pane in
            "\(composer.strategies[index].rawValue) " + String(format: "%.1f,%.1f", (box.minX + pane.minX * sx) / ratio.x,
                                                             (box.minY + pane.minY * sy) / ratio.y)
        }
        let line = "panes: " + panes.joined(separator: "; ") + String(format: "; scale %.4f", sx / ratio.x)
        guard line != reportedPanes else { return }
        reportedPanes = line
        options.log(line)
    }

    func requestFrameIfNeeded() {
        // While playing, the render thread aims the frame at the refresh it can be ready for
        // when it starts (`FramePacer`) and takes the scene's time there from this clock;
        // paused or scrubbing, the next refresh, so the window answers at once.
        let playing = !isScrubbing && !state.clock.isPaused
        let schedule = playing ? FrameSchedule(clock: state.clock, askedAt: refresh, interval: refreshInterval) : nil
        let key = RequestKey(generation: generation, time: state.clock.time,
                             view: FrameView(overlays: state.overlays, visiblePanes: state.visiblePanes),
                             drawable: window.frameArea, layers: painter.layersPainted)
        guard key != lastRequest else { return }
        lastRequest = key
        sequence += 1
        var token = Hasher()
        token.combine(generation)
        token.combine(key.view.overlays.rawValue)
        token.combine(key.view.visiblePanes)
        renderer.submit(FrameRequest(sequence: sequence, refresh: refresh + 1, composer: composer, time: key.time,
                                     view: key.view, drawable: key.drawable, painter: painter, staticToken: token.finalize(),
                                     schedule: schedule))
    }

    /// A new overlay layer when the overlay's content or the shown frame's geometry changed.
    func requestOverlayIfNeeded() {
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
        overlay.focusRings = focusRings()
        if let trapMessage {
            overlay.error = trapMessage
            overlay.errorTitle = "The program trapped — the last good frame, paused, without guides, trails and ghosts"
        }
        if let buildError = rebuildLoop?.error {
            overlay.error = ([buildError] + (reloadError.map { [$0] } ?? [])).joined(separator: "\n")
            overlay.errorTitle = "Build failed — still running the last good build"
        }
        return overlay
    }
}

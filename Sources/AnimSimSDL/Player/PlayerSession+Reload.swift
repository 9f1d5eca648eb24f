import AnimSimCore
import Foundation

/// Hot reload: file changes start a background load; a good result replaces the scene and
/// keeps the current time, a bad one keeps the last good scene on screen with the errors
/// over it until a later save fixes them.
///
/// The rebuild loop is the same for the package's Swift sources, one level up: a change
/// starts `swift build`; a good build ends this run for the new executable to carry on where
/// it stopped, a failed one keeps this executable running with the compiler's first error
/// over its last good frame.
extension PlayerSession {
    func pollFiles() {
        guard var watcher else { return }
        let changed = watcher.changes()
        self.watcher = watcher
        if !changed.isEmpty { reloader.request() }
    }

    func applyReloadResult() {
        guard let outcome = reloader.takeResult() else { return }
        let name = options.source.displayName
        switch outcome {
        case .success(let (newComposer, files)):
            // The uses whose parameters the edited scene still has play on in it.
            baseComposer = newComposer
            let before = controls.uses.count
            controls.rebase(controls: newComposer.controls, base: newComposer.scene)
            loggedUses = min(loggedUses, controls.uses.count)
            if controls.uses.count < before {
                options.log("dropped \(before - controls.uses.count) use(s) of the controls: their parameters are gone")
            }
            if controls.uses.isEmpty {
                builtRevision = controls.revision
                replaceComposer(newComposer)
            } else {
                rebuilder.request(base: newComposer, controls, quick: true)
            }
            var files = files
            if let path = options.source.path { files.append(path) }
            watcher?.watch(files)
            if reloadError != nil { options.log("fixed: \(name) loads again") }
            reloadError = nil
            options.log("reloaded \(name) at t = \(FrameWriter.seconds(state.clock.time)) s")
            post("reloaded \(name)")
        case .failure(let failure):
            if failure.message != reloadError {
                options.log("reload failed, keeping the last good scene:\n\(failure.message)")
            }
            reloadError = failure.message
        }
    }

    /// Starts a build when the package's sources changed; true if they had.
    @discardableResult
    func pollSources() -> Bool {
        guard let rebuildLoop, let changed = rebuildLoop.changes() else { return false }
        options.log("rebuilding \(rebuildLoop.plan.product): \(changed) changed")
        rebuildLoop.start()
        return true
    }

    func applyRebuildResult() {
        guard let rebuildLoop, let outcome = rebuildLoop.takeOutcome() else { return }
        switch outcome {
        case .built(let seconds):
            // An edit saved since the last poll: build that too before restarting, or the new
            // window would start on a build older than the sources.
            if pollSources() { return }
            rebuildLoop.error = nil
            restart = resumeState()
            options.log("rebuilt \(rebuildLoop.plan.product) in \(FrameWriter.seconds(seconds)) s; "
                + "restarting at t = \(FrameWriter.seconds(state.clock.time)) s" + carryNote)
            running = false
        case .failed(let error):
            rebuildLoop.error = error
            options.log("build failed, still running the last good build:\n\(error)")
        case .cancelled:
            break
        }
    }

    /// The uses go along into the new build (`CarriedUses`), the panel's and a SwiftUI view's;
    /// said in the log, with how many.
    private var carryNote: String {
        (controls.uses.isEmpty ? "" : " with the \(controls.usesText)")
            + ((viewControls?.uses.isEmpty ?? true) ? "" : " with the \(viewControls!.usesText)")
    }

    /// The scene the restarted window opens on: `base` with the uses carried into it that
    /// its controls and parameters still allow (the rest are dropped, and the log says so).
    static func carrying(_ carried: [CarriedUse], into controls: inout ControlSession, base: LiveComposer,
                         log: (String) -> Void) -> LiveComposer {
        guard !carried.isEmpty else { return base }
        controls.carry(carried)
        if controls.uses.count < carried.count {
            log("dropped \(carried.count - controls.uses.count) carried use(s) of the controls: their controls or parameters are gone")
        }
        do {
            return try base.replaying(controls.uses)
        } catch {
            log("cannot play the carried uses of the controls: \(error)")
            controls.carry([])
            return base
        }
    }

    /// Where the new build carries on: this instant, these toggles, this window's place.
    /// `carrying: false` leaves the uses out (the checkpoint writes only the new ones).
    func resumeState(carrying: Bool = true) -> PlayerResume {
        let position = window.position, size = window.windowSize
        return PlayerResume(playback: state.playback, x: position.x, y: position.y, width: Int(size.width), height: Int(size.height),
                            carried: carrying ? controls.uses.map(CarriedUse.init) : [], viewUses: carrying ? viewControls?.uses ?? [] : [])
    }

    /// Scene replaced: new composer, same time (clamped), same toggles.
    func replaceComposer(_ newComposer: LiveComposer) {
        composer = newComposer
        generation += 1
        state.sceneChanged(duration: newComposer.duration, fps: newComposer.fps, paneCount: newComposer.strategies.count)
        state.worstTime = newComposer.divergence?.worstTime
        window.setTitle(Player.title(sceneTitle: newComposer.scene.title, file: options.source.displayName))
    }
}

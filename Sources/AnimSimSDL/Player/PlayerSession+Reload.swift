import AnimSim
import Foundation

/// Hot reload: file changes start a background load; a good result replaces the scene and
/// keeps the current time, a bad one keeps the last good scene on screen with the errors
/// over it until a later save fixes them.
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
            if controls.uses.isEmpty { replaceComposer(newComposer) } else { builtUses = 0; rebuilder.request(base: newComposer, uses: controls.uses, quick: true) }
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

    /// Scene replaced: new composer, same time (clamped), same toggles.
    func replaceComposer(_ newComposer: LiveComposer) {
        composer = newComposer
        generation += 1
        state.sceneChanged(duration: newComposer.duration, fps: newComposer.fps, paneCount: newComposer.strategies.count)
        state.worstTime = newComposer.divergence?.worstTime
        window.setTitle(Player.title(sceneTitle: newComposer.scene.title, file: options.source.displayName))
    }
}

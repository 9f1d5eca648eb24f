import Foundation

/// Saved frames: P and `--screenshot-at`, each composed at its exact time and painted as
/// `animsim render` would, by `FrameWriter` off the main thread.
extension PlayerSession {
    /// P: the frame at the current time, exactly, as `animsim render` would draw it.
    func saveCurrentFrame() {
        let time = state.clock.time
        let stem = options.source.path.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
            ?? "animsim"
        let path = FrameWriter.nextShotPath(directory: options.shotsDirectory, stem: stem,
                                            frame: composer.frameIndex(at: time), reserved: reservedShots)
        reservedShots.insert(path)
        // After a use, the frame as render draws it needs the full build: held until then.
        if rebuildPending { heldShots.append(ScreenshotSpec(time: time, path: path)) } else {
            writer.save(composer, at: time, view: currentView, to: path)
        }
        post("saved \((path as NSString).lastPathComponent)")
    }

    /// The `--screenshot-at` shots that playback has reached; `wrapped`: the clock looped
    /// since the last turn, so shots near the end are due too.
    func takeDueScreenshots(wrapped: Bool) {
        let lastFrame = state.clock.lastFrameTime
        var due = wrapped ? schedule.due(at: lastFrame, lastFrameTime: lastFrame) : []
        due += schedule.due(at: state.clock.time, lastFrameTime: lastFrame)
        if rebuildPending { return heldShots += due }
        for spec in due {
            writer.save(composer, at: spec.time, view: currentView, to: spec.path)
        }
    }
}

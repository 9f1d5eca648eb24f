import AnimSim
import AnimSimCairo
import AnimSimScene
import Foundation

/// The controls panel in the running window: keys 1–9 and clicks become uses, each a
/// transaction at the current time appended to the scene's timeline (docs/cli.md,
/// "Controls and recording"); the scene with the uses is rebuilt off the main thread.
extension PlayerSession {
    /// Key 1–9 while the panel is shown; false for any other key (with the panel hidden,
    /// 1 2 3 show and hide panes again).
    func handleControlKey(_ press: KeyPress) -> Bool {
        guard case .character(let character) = press.key, controls.isShown,
              let digit = character.wholeNumberValue, (1...9).contains(digit) else { return false }
        if let input = controls.keyInput(digit - 1, shift: press.shift) {
            useControl(digit - 1, input)
        } else {
            post("there is no control \(digit)")
        }
        return true
    }

    /// A press on the panel; false when the point is not on it.
    func handlePanelDown(_ point: CGPoint) -> Bool {
        guard let local = panelPoint(point) else { return false }
        guard let hit = lastPanel?.hit(local) else { return true }
        let (index, input) = controls.input(for: hit)
        if case .slide = hit { controls.dragging = index }
        useControl(index, input)
        return true
    }

    /// A drag that began on a slider keeps moving it, wherever the pointer goes.
    func handlePanelDrag(_ point: CGPoint) -> Bool {
        guard let index = controls.dragging, let panel = lastPanel else { return false }
        let ratio = window.pixel(fromWindowPoint: CGPoint(x: 1, y: 1)).x
        let left = window.drawableSize.width - CGFloat(window.panelWidth)
        let local = CGPoint(x: (window.pixel(fromWindowPoint: point).x - left) / max(ratio, 1e-6), y: 0)
        useControl(index, .slide(to: panel.slideFraction(index, at: local)))
        return true
    }

    /// A window point in the panel's points, nil off the panel.
    private func panelPoint(_ point: CGPoint) -> CGPoint? {
        guard controls.isShown, window.panelWidth > 0 else { return nil }
        let pixel = window.pixel(fromWindowPoint: point)
        let left = window.drawableSize.width - CGFloat(window.panelWidth)
        guard pixel.x >= left else { return nil }
        let ratio = max(window.pixel(fromWindowPoint: CGPoint(x: 1, y: 1)).x, 1e-6)
        return CGPoint(x: (pixel.x - left) / ratio, y: pixel.y / ratio)
    }

    func useControl(_ index: Int, _ input: ControlUse.Input) {
        let time = state.clock.time
        guard let use = controls.use(index, input, at: time) else { return }
        // Played on past the scene's end, the uses' animations are seen through instead of
        // cut off by a wrap to the start; at the end already, play resumes once rebuilt.
        state.clock.loops = false
        if state.clock.isPaused, state.clock.isAtEnd { stoppedAtEnd = true }
        rebuilder.request(base: baseComposer, uses: controls.uses, quick: true)
    }

    /// Whether the scene on screen lacks a use made, or its sampled overlays: screenshots
    /// wait for the full build.
    var rebuildPending: Bool {
        rebuilder.isRunning || awaitingFull || (!controls.uses.isEmpty && builtUses != controls.uses.count)
    }

    /// A finished rebuild replaces the scene on screen; screenshots held for it are saved
    /// now, from the scene that holds every use made before their instant.
    func applyControlRebuild() {
        guard let build = rebuilder.takeResult() else { return }
        // A build that misses a newer use is superseded (the newer one is on its way); a
        // quick one is followed by the full one.
        guard build.uses == controls.uses.count else { return }
        builtUses = build.uses
        awaitingFull = false
        switch build.composer {
        case .success(let rebuilt):
            replaceComposer(rebuilt)
            if build.quick {
                awaitingFull = true
                rebuilder.request(base: baseComposer, uses: controls.uses, quick: false)
            }
            for use in controls.uses.dropFirst(loggedUses) {
                let kinds = controls.controls.first { $0.title == use.control }?.kinds ?? [:]
                options.log("control \(use.control) at t = \(FrameWriter.seconds(use.change.time)) s: "
                    + "\(use.summary(kinds: kinds)) (\(use.animationText))")
            }
            loggedUses = controls.uses.count
            // Stopped at the old end (by itself, or a use there): the longer scene plays on.
            if stoppedAtEnd, state.clock.isPaused, !state.clock.isAtEnd {
                state.clock.isPaused = false
                stoppedAtEnd = false
            }
        case .failure(let error):
            options.log("cannot play the controls' changes: \(error)")
        }
        if !rebuildPending {
            for spec in heldShots { writer.save(composer, at: spec.time, view: currentView, to: spec.path) }
            heldShots = []
        }
    }

    /// On exit: the last uses' full build, for the last screenshots and the recording.
    func finishControlBuilds() {
        while rebuildPending {
            rebuilder.wait()
            applyControlRebuild()
            if !rebuilder.isRunning, rebuildPending {
                awaitingFull = true
                rebuilder.request(base: baseComposer, uses: controls.uses, quick: false)
            }
        }
    }

    /// Paints the panel when what it shows or the window's size changed; sets the width
    /// the frame gives up.
    func updatePanel() {
        let width = controls.isShown ? Int((ControlPanel.width * window.pixel(fromWindowPoint: CGPoint(x: 1, y: 1)).x).rounded()) : 0
        let panel = controls.isShown ? controls.panel(at: state.clock.time) : nil
        let height = Int(window.drawableSize.height)
        guard panel != lastPanel || width != window.panelWidth || height != panelHeight else { return }
        lastPanel = panel
        panelHeight = height
        window.panelWidth = width
        guard let panel else { return window.uploadPanel(nil) }
        let scale = CGFloat(width) / ControlPanel.width
        window.uploadPanel(try? ControlPanelPainter(scale: scale).paint(panel, width: width, height: height))
        redraw()
    }

    /// `--record`: the scene with every use, written on exit (window closed, Q, SIGINT,
    /// SIGTERM), whole or not at all.
    func writeRecording() {
        guard let store = options.storeRecording else { return }
        guard let recording = baseComposer.recording else {
            return recordFailure = "could not record: the built-in scene is not a file; play a scene file to record"
        }
        do {
            try store(try recording(controls.uses, composer.duration))
            options.log("recorded \(controls.uses.count) use\(controls.uses.count == 1 ? "" : "s") of the controls")
        } catch {
            recordFailure = "could not record: \(error)"
        }
    }
}

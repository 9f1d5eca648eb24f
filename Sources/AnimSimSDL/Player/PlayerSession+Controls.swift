import AnimSimCore
import AnimSimCairo
import AnimSimScene
import Foundation

/// The controls panel in the running window: keys 1–9 and clicks become uses, each a
/// transaction at the current time appended to the scene's timeline (docs/cli.md,
/// "Controls and recording"); the scene with the uses is rebuilt off the main thread.
extension PlayerSession {
    /// Key 1–9, Tab and Enter while the panel is shown; false for any other key (with the
    /// panel hidden, 1 2 3 show and hide panes again). A digit focuses its row too, so
    /// Enter and Tab carry on from it.
    func handleControlKey(_ press: KeyPress) -> Bool {
        guard controls.isShown, let panel = lastPanel else { return false }
        switch press.key {
        case .tab:
            controls.moveFocus(forward: !press.shift, in: panel)
        case .enter:
            guard let focus = controls.focus else {
                post("Tab focuses a control first")
                return true
            }
            if let input = controls.keyInput(focus, shift: press.shift) { useControl(focus, input) }
        case .character(let character):
            guard let digit = character.wholeNumberValue, (1...9).contains(digit) else { return false }
            if let input = controls.keyInput(digit - 1, shift: press.shift) {
                controls.reveal(digit - 1, in: panel)
                useControl(digit - 1, input)
            } else {
                post("there is no control \(digit)")
            }
        default:
            return false
        }
        return true
    }

    /// A press on the panel; false when the point is not on it.
    func handlePanelDown(_ point: CGPoint) -> Bool {
        guard let local = panelPoint(point) else { return false }
        guard let hit = currentPanel?.hit(local) else { return true }
        let (index, input) = controls.input(for: hit)
        if case .slide = hit { controls.dragging = index }
        controls.focus = index
        useControl(index, input)
        return true
    }

    /// A drag that began on a slider keeps moving it, wherever the pointer goes. Motion
    /// events come faster than frames: only the newest place is kept, and used once per
    /// displayed frame (`applyPendingSlide`).
    func handlePanelDrag(_ point: CGPoint) -> Bool {
        guard let index = controls.dragging, let panel = lastPanel else { return false }
        let ratio = window.pixel(fromWindowPoint: CGPoint(x: 1, y: 1)).x
        let left = window.drawableSize.width - CGFloat(window.panelWidth)
        let local = CGPoint(x: (window.pixel(fromWindowPoint: point).x - left) / max(ratio, 1e-6), y: 0)
        pendingSlide = (index, panel.slideFraction(index, at: local))
        return true
    }

    /// The drag's newest place as one use at this frame's time; at the same instant as the
    /// drag's previous use (paused) it replaces that one (`ControlSession.slide`).
    func applyPendingSlide() {
        guard let (index, fraction) = pendingSlide else { return }
        pendingSlide = nil
        let time = state.clock.time
        guard let changed = controls.slide(index, to: fraction, at: time) else { return }
        // A replaced use that was logged is logged again with its new value.
        loggedUses = min(loggedUses, changed)
        usesChanged()
    }

    /// The wheel over the panel scrolls its rows (40 points a notch); false off the panel.
    func scrollPanel(_ notches: Int, at point: CGPoint) -> Bool {
        guard panelPoint(point) != nil, let panel = lastPanel else { return false }
        controls.scroll(by: CGFloat(notches) * 40, in: panel)
        return true
    }

    /// The panel as on screen, at the scroll of the events handled so far (the wheel may
    /// have moved it since it was painted), for hit-testing a click.
    private var currentPanel: ControlPanel? {
        guard var panel = lastPanel else { return nil }
        panel.scroll = panel.clamped(controls.scroll)
        return panel
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
        guard controls.use(index, input, at: time) != nil else { return }
        usesChanged()
    }

    /// After a use: the clock plays on past the end, and the scene is rebuilt with the uses.
    private func usesChanged() {
        // Played on past the scene's end, the uses' animations are seen through instead of
        // cut off by a wrap to the start; at the end already, play resumes once rebuilt.
        state.clock.loops = false
        if state.clock.isPaused, state.clock.isAtEnd { stoppedAtEnd = true }
        rebuilder.request(base: baseComposer, controls, quick: true)
    }

    /// Whether the scene on screen lacks a use made, or its sampled overlays: screenshots
    /// wait for the full build.
    var rebuildPending: Bool {
        controlRebuildPending || (viewControls?.isPending ?? false)
    }

    /// The same for the panel's uses alone.
    private var controlRebuildPending: Bool {
        rebuilder.isRunning || awaitingFull || builtRevision != controls.revision
    }

    /// A finished rebuild replaces the scene on screen; screenshots held for it are saved
    /// now, from the scene that holds every use made before their instant.
    func applyControlRebuild() {
        guard let build = rebuilder.takeResult() else { return }
        // A build that misses a newer use is superseded (the newer one is on its way); a
        // quick one is followed by the full one.
        guard build.revision == controls.revision else { return }
        builtRevision = build.revision
        awaitingFull = false
        switch build.composer {
        case .success(let rebuilt):
            replaceComposer(rebuilt)
            if build.quick {
                awaitingFull = true
                rebuilder.complete(rebuilt, revision: build.revision)
            }
            for use in controls.uses.dropFirst(loggedUses) {
                let kinds = controls.controls.first { $0.title == use.control }?.kinds ?? [:]
                options.log("control \(use.control) at t = \(FrameWriter.seconds(use.change.time)) s: "
                    + "\(use.summary(kinds: kinds)) (\(use.animationText))")
            }
            loggedUses = controls.uses.count
            playOnPastTheOldEnd()
        case .failure(let error):
            options.log("cannot play the controls' changes: \(error)")
        }
        saveHeldShotsOnceBuilt()
    }

    /// Stopped at the old end (by itself, or a use there): the longer scene plays on.
    func playOnPastTheOldEnd() {
        if stoppedAtEnd, state.clock.isPaused, !state.clock.isAtEnd {
            state.clock.isPaused = false
            stoppedAtEnd = false
        }
    }

    /// Screenshots held for the uses' builds, saved once the scene on screen holds them all.
    func saveHeldShotsOnceBuilt() {
        guard !rebuildPending else { return }
        for spec in heldShots { writer.save(composer, at: spec.time, view: currentView, to: spec.path) }
        heldShots = []
    }

    /// On exit: the last uses' full build, for the last screenshots and the recording.
    func finishControlBuilds() {
        applyPendingSlide()
        while controlRebuildPending {
            rebuilder.wait()
            applyControlRebuild()
            if !rebuilder.isRunning, controlRebuildPending {
                awaitingFull = true
                rebuilder.request(base: baseComposer, controls, quick: false)
            }
        }
    }

    /// Paints the panel when what it shows or the window's size changed; sets the width
    /// the frame gives up.
    func updatePanel() {
        let width = controls.isShown ? Int((ControlPanel.width * window.pixel(fromWindowPoint: CGPoint(x: 1, y: 1)).x).rounded()) : 0
        let height = Int(window.drawableSize.height)
        let scale = CGFloat(width) / ControlPanel.width
        let panel = controls.isShown ? controls.panel(at: state.clock.time, height: CGFloat(height) / max(scale, 1e-6)) : nil
        guard panel != lastPanel || width != window.panelWidth || height != panelHeight else { return }
        lastPanel = panel
        panelHeight = height
        window.panelWidth = width
        guard let panel else { return window.uploadPanel(nil) }
        window.uploadPanel(try? ControlPanelPainter(scale: scale).paint(panel, width: width, height: height))
        redraw()
    }

    /// `--record`: the scene with every use, written on exit (window closed, Q, SIGINT,
    /// SIGTERM), whole or not at all.
    func writeRecording() {
        guard let store = options.storeRecording else { return }
        if viewControls != nil { return writeViewRecording(store) }
        guard baseComposer.prepared.isFile else {
            return recordFailure = "could not record: the built-in scene is not a file; play a scene file to record"
        }
        do {
            try store(try baseComposer.prepared.recording(with: controls.uses, duration: composer.duration))
            options.log("recorded \(controls.usesText)")
        } catch {
            recordFailure = "could not record: \(error)"
        }
    }
}

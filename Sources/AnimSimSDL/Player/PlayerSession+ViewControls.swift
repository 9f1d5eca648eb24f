import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// A SwiftUI view's drawn controls used with the mouse, in either pane (docs/swift.md,
/// "Controls in the window"): a click or a drag is hit-tested on the pane's display list at
/// the clock's time (`ViewControlHit`) and becomes the use a script entry would be at that
/// instant; the view is hosted again with it (`ViewControlSource`, on this thread, as views
/// run), and the scene built off it replaces the one on screen in both panes.
extension PlayerSession {
    /// A press on a drawn control; false when the point is on none (or there is no view).
    /// A button with a press of its own is held down as a touch instead (`handleGestureDown`,
    /// `WindowTouch.press`), so its style's `isPressed` follows the pointer; a toggle whose
    /// style taps is tapped.
    func handleViewDown(_ point: CGPoint, wall: Double) -> Bool {
        guard let views = viewControls, let (pane, local) = panePoint(point) else { return false }
        let time = state.clock.time
        let hit: ViewControlHit?
        let controls: [ControlInfo]
        do {
            let list = try composer.composer.evaluator.evaluate(at: time, strategy: strategy(ofPane: pane))
            controls = try views.source.controls(at: time, uses: views.uses)
            hit = ViewControlHit.find(local, among: controls, in: list)
        } catch {
            post("cannot use the controls here: \(error)")
            return true
        }
        guard let hit else { return false }
        if hit.control.kind == .button, handleGestureDown(point, wall: wall, pressing: hit.control.nodes) { return true }
        // A toggle its style draws with a tap of its own (`.onTapGesture { withAnimation {
        // configuration.isOn.toggle() } }`) is flipped by that tap, as SwiftUI's custom style
        // owns its interaction: a flip of the binding alone would skip the tap's animation.
        if hit.control.kind == .toggle, handleGestureDown(point, wall: wall, inside: hit.control.nodes) { return true }
        let name = ViewControlSession.scriptName(hit.control, among: controls)
        let isSlider = hit.control.kind == .slider
        if isSlider { viewControls?.dragging = (hit, name, pane) }
        useViewControl(ControlScript.Use(time: time, control: name, value: hit.value), drag: isSlider)
        return true
    }

    /// A drag that began on a slider keeps moving it, wherever the pointer goes; only the
    /// newest place is kept, used once per displayed frame (`applyPendingViewDrag`).
    func handleViewDrag(_ point: CGPoint) -> Bool {
        guard let drag = viewControls?.dragging, let layout = shown?.layout, layout.panes.indices.contains(drag.pane) else { return false }
        viewControls?.pendingDrag = framePoint(point, in: layout).x - layout.panes[drag.pane].minX
        return true
    }

    /// The drag's newest place as one use at this frame's time.
    func applyPendingViewDrag() {
        guard let drag = viewControls?.dragging, let x = viewControls?.pendingDrag else { return }
        viewControls?.pendingDrag = nil
        guard case .slider(_, let range, _)? = drag.hit.control.detail else { return }
        let value = ViewControlHit.sliderValue(atX: x, in: drag.hit.bounds, range: range)
        guard viewControls?.uses.last(where: { $0.control == drag.name })?.value != value else { return }
        useViewControl(ControlScript.Use(time: state.clock.time, control: drag.name, value: value), drag: true)
    }

    func endViewDrag() {
        applyPendingViewDrag()
        viewControls?.dragging = nil
    }

    /// Hosts the view with the use added; a use the view refuses (or that stops it) is not
    /// kept, and the window says why.
    func useViewControl(_ use: ControlScript.Use, drag: Bool) {
        guard let views = viewControls else { return }
        rebuildViews(views.adding(use, drag: drag), for: use)
    }

    /// Hosts the view with `next`'s uses, which it then keeps; `use`, the one it adds (nil:
    /// it only takes one away), is not kept when the view refuses it.
    func rebuildViews(_ next: ViewControlSession, for use: ControlScript.Use?) {
        let prepared: PreparedScene
        do {
            prepared = try next.source.scene(with: next.uses)
        } catch {
            let name = use?.control ?? "the gestures"
            post("cannot use \(name): \(error)")
            options.log("cannot use \(name) at t = \(FrameWriter.seconds(use?.time ?? state.clock.time)) s: \(error)")
            viewControls?.touch = nil
            return
        }
        viewControls = next
        state.clock.loops = false
        if state.clock.isPaused, state.clock.isAtEnd { stoppedAtEnd = true }
        next.rebuilder.request(replacing: baseComposer, with: prepared, revision: next.revision)
    }

    /// A finished build of the view's scene replaces the one on screen; its uses are logged.
    func applyViewRebuild() {
        guard let views = viewControls, let build = views.rebuilder.takeResult(), build.revision == views.revision else { return }
        viewControls?.builtRevision = build.revision
        viewControls?.awaitingFull = false
        switch build.composer {
        case .success(let rebuilt):
            replaceComposer(rebuilt)
            if build.quick {
                viewControls?.awaitingFull = true
                views.rebuilder.complete(rebuilt, revision: build.revision)
            }
            for use in views.unlogged {
                if let gesture = use.gesture {
                    // A touch still held is logged when released; a button held down says so
                    // once, when both panes show it pressed.
                    if gesture.held != true {
                        options.log(Self.gestureLine(gesture, on: use.control, at: use.time))
                    } else if gesture.kind == .longPress {
                        options.log("button \(use.control) held down at t = \(FrameWriter.seconds(use.time)) s")
                    }
                    continue
                }
                options.log("control \(use.control) at t = \(FrameWriter.seconds(use.time)) s: "
                    + (use.value.map { "value \($0)" } ?? "used"))
            }
            viewControls?.unlogged = []
            playOnPastTheOldEnd()
        case .failure(let error):
            options.log("cannot play the controls' changes: \(error)")
        }
        saveHeldShotsOnceBuilt()
    }

    /// The scene a restarted window opens on (a rebuild on save, a restart after a trap):
    /// `base`, the view's scene, hosted again with the carried uses it still takes, built
    /// before the clock, so the instant carried over is kept; `views` then holds them. The
    /// uses dropped are logged ("dropped a carried use of the controls: …") and returned for
    /// the status line. A scene that cannot be built keeps `base` and no uses.
    static func carrying(_ uses: [ControlScript.Use], into views: inout ViewControlSession?, base: LiveComposer,
                         log: (String) -> Void) -> (LiveComposer, [SceneError]) {
        guard !uses.isEmpty, let source = views?.source else { return (base, []) }
        let (kept, dropped) = source.carried(uses)
        for reason in dropped { log("dropped a carried use of the controls: \(reason)") }
        guard !kept.isEmpty else { return (base, dropped) }
        do {
            let composer = try base.replacing(with: try source.scene(with: kept), quick: false)
            views = ViewControlSession(source: source, carrying: kept)
            return (composer, dropped)
        } catch {
            log("cannot play the carried uses of the controls: \(error)")
            return (base, dropped)
        }
    }

    /// On exit: the last uses' builds, for the last screenshots and the recording.
    func finishViewBuilds() {
        endViewDrag()
        endTouch()
        while let views = viewControls, views.isPending {
            views.rebuilder.wait()
            applyViewRebuild()
        }
    }

    /// `--record FILE` of a view: the script's uses and the window's, in the `--script` format.
    func writeViewRecording(_ store: @Sendable (String) throws -> Void) {
        guard let views = viewControls else { return }
        do {
            try store(views.source.recording(with: views.uses))
            options.log("recorded \(views.usesText)")
        } catch {
            recordFailure = "could not record: \(error)"
        }
    }

    /// The pane under a window point and the point in its scene's coordinates.
    func panePoint(_ point: CGPoint) -> (Int, CGPoint)? {
        guard let layout = shown?.layout else { return nil }
        let p = framePoint(point, in: layout)
        guard let index = layout.panes.firstIndex(where: { $0.contains(p) }) else { return nil }
        return (index, CGPoint(x: p.x - layout.panes[index].minX, y: p.y - layout.panes[index].minY))
    }

    func framePoint(_ point: CGPoint, in layout: CompositionLayout) -> CGPoint {
        Letterbox(content: layout.size, drawable: window.drawableSize)
            .point(atPixel: window.pixel(fromWindowPoint: point), destination: window.frameDestination)
    }

    /// The strategy the `index`-th pane on screen shows (hidden panes are left out).
    func strategy(ofPane index: Int) -> Strategy {
        let visible = state.visiblePanes.filter { $0 < composer.strategies.count }
        return composer.strategies[visible.indices.contains(index) ? visible[index] : 0]
    }
}

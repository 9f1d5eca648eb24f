import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// The keyboard focus on a SwiftUI view's drawn controls: Tab moves it and names the
/// focused control in the status line, Enter uses it, and a ring goes round it in every
/// pane that shows it (`WindowOverlay.FocusRing`), in the window's overlay layer, so no
/// export, screenshot or recording's render carries it.
///
/// The ring follows the control: its bounds are the union of the control's nodes' frames in
/// each pane's display list at the instant of the frame on screen, as a click finds them
/// (`ViewControlHit`), so it moves with a control that moves and leaves with one that goes.
extension PlayerSession {
    /// Tab and Shift+Tab move a focus through the view's controls present at the clock's time,
    /// in tree order, named in the status line; Enter uses the focused one as a script's
    /// default use does (a button presses, a toggle flips, a stepper steps up, a picker takes
    /// its next option), a slider steps a tenth of its range; Shift+Enter steps down.
    func handleViewKey(_ press: KeyPress) -> Bool {
        guard let views = viewControls, press.key == .tab || press.key == .enter else { return false }
        let time = state.clock.time
        let controls: [ControlInfo]
        do { controls = try views.source.controls(at: time, uses: views.uses) } catch {
            post("cannot use the controls here: \(error)")
            return true
        }
        guard !controls.isEmpty else {
            post("the view has no controls at t = \(FrameWriter.seconds(time)) s")
            return true
        }
        if press.key == .tab {
            let current = views.focus.flatMap { focus in controls.firstIndex { $0.order == focus } }
            let next = current.map { ($0 + (press.shift ? controls.count - 1 : 1)) % controls.count } ?? (press.shift ? controls.count - 1 : 0)
            viewControls?.focus = controls[next].order
            viewControls?.focusNodes = controls[next].nodes
            post("focus: \(controls[next].name.isEmpty ? "#\(controls[next].order)" : controls[next].name) "
                + "(\(controls[next].kind.rawValue)); Enter uses it")
            return true
        }
        guard let control = controls.first(where: { $0.order == views.focus }) else {
            post("Tab focuses a control first")
            return true
        }
        viewControls?.focusNodes = control.nodes
        let name = ViewControlSession.scriptName(control, among: controls)
        useViewControl(ControlScript.Use(time: time, control: name, value: ViewControlHit.keyValue(control, down: press.shift)), drag: false)
        return true
    }

    /// What the rings were worked out for: the frame shown, the scene and the focused nodes.
    struct FocusRingKey: Equatable {
        var sequence: Int
        var generation: Int
        var nodes: [String]
    }

    /// The rings for the frame on screen, in frame points; evaluated on this thread once per
    /// frame shown, and only while a control has the focus. An unchanged ring leaves the
    /// overlay's key unchanged, so the layer is not painted again.
    func focusRings() -> [WindowOverlay.FocusRing] {
        guard let nodes = viewControls?.focusNodes, !nodes.isEmpty, let shown, let layout = shown.layout else { return [] }
        let key = FocusRingKey(sequence: shown.sequence, generation: generation, nodes: nodes)
        if let cached = focusRingCache, cached.key == key { return cached.rings }
        let lists = layout.panes.indices.map { index in
            try? composer.composer.evaluator.evaluate(at: shown.time, strategy: strategy(ofPane: index))
        }
        let rings = WindowOverlay.FocusRing.rings(around: Set(nodes), lists: lists, panes: layout.panes)
        focusRingCache = (key, rings)
        return rings
    }

    /// Under test (`ANIMSIM_TEST_EVENTS=1`), after a present: "focus ring on screen: N
    /// pane(s)" once the overlay layer on screen has rings other than the last reported (0
    /// when they went), so a test compares pixels only once the ring is really drawn.
    func reportFocusRing() {
        guard Self.reportsCompleteFrames, let onScreen = overlayOnScreen, onScreen == lastOverlay else { return }
        let rings = onScreen.overlay.focusRings
        guard rings != reportedFocusRings else { return }
        reportedFocusRings = rings
        options.log("focus ring on screen: \(rings.count) pane\(rings.count == 1 ? "" : "s")")
    }
}

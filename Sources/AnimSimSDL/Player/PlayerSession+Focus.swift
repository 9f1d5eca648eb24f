import AnimSimCore
import AnimSimPresentation
import Foundation

/// The keyboard focus on a SwiftUI view's drawn controls, drawn: Tab names the focused
/// control in the status line (`handleViewKey`) and a ring goes round it in every pane that
/// shows it (`WindowOverlay.FocusRing`), in the window's overlay layer, so no export, screenshot or
/// recording's render carries it.
///
/// The ring follows the control: its bounds are the union of the control's nodes' frames in
/// each pane's display list at the instant of the frame on screen, as a click finds them
/// (`ViewControlHit`), so it moves with a control that moves and leaves with one that goes.
extension PlayerSession {
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

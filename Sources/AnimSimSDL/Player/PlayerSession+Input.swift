import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// Keys, clicks and the wheel: each becomes a `PlayerCommand` applied to the pure state;
/// the effects the state hands back (reload, save, quit) are carried out here.
extension PlayerSession {
    func handle(_ event: InputEvent) {
        switch event {
        case .quit:
            running = false
        case .key(let press, let isRepeat):
            if !isRepeat, handleControlKey(press) || handleViewKey(press) { return }
            guard let command = KeyBindings.command(for: press) else { return }
            // Holding a key repeats stepping, not toggles (a held Space must not flicker).
            if isRepeat, !Self.repeats(command) { return }
            perform(command)
        case .wheel(let notches, let point):
            if scrollPanel(notches, at: point) { return }
            perform(.stepFrames(notches))
        case .mouseDown(let point, let wall):
            if handlePanelDown(point) || handleViewDown(point, wall: wall) || handleGestureDown(point, wall: wall) { return }
            guard let time = timelineTime(at: point, grabbing: true) else { return }
            isScrubbing = true
            perform(.seek(to: time))
        case .mouseDrag(let point, let wall):
            if handlePanelDrag(point) || handleViewDrag(point) || handleGestureDrag(point, wall: wall) { return }
            guard isScrubbing, let time = timelineTime(at: point, grabbing: false) else { return }
            perform(.seek(to: time))
        case .mouseUp(let wall):
            isScrubbing = false
            // The drag's last place, if it came in this frame, is used before it ends.
            applyPendingSlide()
            controls.dragging = nil
            endViewDrag()
            endTouch(wall: wall)
        case .modifiers(let shift, let control):
            heldModifiers = (shift, control)
        case .redraw:
            redraw()
        }
    }

    func perform(_ command: PlayerCommand) {
        let before = state
        stoppedAtEnd = false
        switch state.apply(command) {
        case .quit?: running = false
        case .reload?:
            if options.source.path == nil {
                post("built-in scene: nothing to reload")
            } else {
                post("reloading…")
                reloader.request()
            }
        case .saveFrame?: saveCurrentFrame()
        case .toggleControls?:
            controls.shown.toggle()
            post(controls.controls.isEmpty ? "this scene has no controls" : "controls \(controls.shown ? "shown" : "hidden")")
        case nil: break
        }
        if case .togglePane(let index) = command, before.hiddenPanes == state.hiddenPanes {
            post(index < state.paneCount ? "the last visible pane stays" : "there is no pane \(index + 1)")
        }
        if command == .seekToWorst {
            if let strip = composer.divergence, let frame = strip.worstFrame {
                post("strategies " + String(format: "%.1f", strip.distances[frame]) + " pt apart here (frame \(frame))")
            } else {
                post(composer.divergence == nil ? "no divergence strip for this scene" : "the strategies never part")
            }
        }
        if case .toggleOverlay(let option) = command, let name = OverlayOptions.names.first(where: { $0.option == option })?.name {
            post("\(name) \(state.overlays.contains(option) ? "on" : "off")")
        }
    }

    static func repeats(_ command: PlayerCommand) -> Bool {
        switch command {
        case .stepFrames, .stepSeconds, .slower, .faster: true
        default: false
        }
    }

    /// The scene time under a window point if it is on the timeline strip (with a few points
    /// of slack above and below, the strip is thin); while dragging, anywhere left or right
    /// of it still scrubs.
    private func timelineTime(at point: CGPoint, grabbing: Bool) -> Double? {
        guard let layout = shown?.layout, let band = layout.timelineBand else { return nil }
        let box = Letterbox(content: layout.size, drawable: window.drawableSize)
        let p = box.point(atPixel: window.pixel(fromWindowPoint: point), destination: window.frameDestination)
        if grabbing, !band.insetBy(dx: 0, dy: -6).contains(p) { return nil }
        return TimelineTrack.time(atX: p.x, in: band, duration: composer.duration)
    }
}

import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// A SwiftUI view's gestures performed with the mouse, in either pane (docs/swift.md,
/// "Gestures in the window"): a press on a view with a gesture (`GestureHit`, on the pane's
/// display list at the clock's time) starts a touch; its timed events, in the view's own
/// points, are recognised as SwiftUI would (`PointerRecogniser`), and what they make is the
/// use a script's `tap:`, `longPress:`, `drag:`, `magnify:` or `rotate:` entry would be,
/// added to the view's uses as a control's is (`useViewControl`), so both panes change and
/// `--record` writes it.
///
/// A drag (pinch, twist) is on the timeline while held, its samples so far and no end, and
/// replaced at every displayed frame that brought a move; its release replaces it with the
/// whole touch. A long press is added the moment its minimum has been held. A tap is added
/// on release; the next tap on the view within `PointerRules.tapInterval` replaces it with
/// one tap more (a double tap), as a script's `count: 2` at the second release.
extension PlayerSession {
    /// A press on a view with a gesture; false when the point is on none. `wall`: the
    /// event's own time (`InputEvent`), which a double tap's interval is measured on.
    /// `pressing`: the nodes of a button the press landed on; when its own press
    /// (`GestureTarget.isButtonPress`) is what the touch reaches, the button is held down
    /// from now to the release, one long press of that length (false when it is not).
    /// `inside`: the nodes of a control the press landed on; only a gesture on one of them or
    /// on a view within them is performed (false when the touch reaches one around it).
    func handleGestureDown(_ point: CGPoint, wall: Double, pressing button: [String]? = nil, inside control: [String]? = nil) -> Bool {
        guard let views = viewControls, let (pane, local) = panePoint(point) else { return false }
        let time = state.clock.time
        let list: DisplayList
        let targets: [GestureTarget], names: [String: String], shapes: [String: ContentShape]
        do {
            list = try composer.composer.evaluator.evaluate(at: time, strategy: strategy(ofPane: pane))
            (targets, names) = try views.source.gestures(at: time, uses: views.uses)
            shapes = try views.source.contentShapes(at: time, uses: views.uses)
        } catch {
            post("cannot use the gestures here: \(error)")
            return false
        }
        guard !targets.isEmpty, let hit = GestureHit.find(local, in: list, gestures: Set(targets.flatMap(\.nodes)), names: names,
                                                                 shapes: shapes) else {
            return false
        }
        var chain: [String] = []
        var index = list.items.firstIndex { $0.id == hit.item.id }
        while let at = index {
            chain.append(list.items[at].id)
            index = list.items[at].parent
        }
        if let control, Set(chain).isDisjoint(with: control) { return false }
        var press = false
        if let button {
            let pressed = Set(button), touched = Set(chain)
            press = targets.contains { target in
                target.isButtonPress && !pressed.isDisjoint(with: target.nodes) && !touched.isDisjoint(with: target.nodes)
            }
        }
        guard button == nil || press else { return false }
        let held = heldModifiers
        let mode: PointerRecogniser.Mode = held.shift ? .pinch(centre: hit.centre) : held.control ? .twist(centre: hit.centre) : .touch
        let down = PointerEvent(.down, time: time, wall: wall, at: hit.location)
        viewControls?.touch = WindowTouch(hit: hit, pane: pane, pressDuration: GestureTarget.pressDuration(of: targets, along: chain),
                                          mode: mode, events: [down], press: press)
        if press { holdButton(at: time) }
        return true
    }

    /// The pointer moved while a touch is held: an event in the touched view's own points
    /// (measured in the pane the touch began in, wherever the pointer now is).
    func handleGestureDrag(_ point: CGPoint, wall: Double) -> Bool {
        guard let touch = viewControls?.touch, let layout = shown?.layout, layout.panes.indices.contains(touch.pane) else { return false }
        let p = framePoint(point, in: layout)
        let inPane = CGPoint(x: p.x - layout.panes[touch.pane].minX, y: p.y - layout.panes[touch.pane].minY)
        viewControls?.touch?.events.append(PointerEvent(.move, time: state.clock.time, wall: wall, at: touch.hit.local(inPane)))
        return true
    }

    /// Once a displayed frame: a touch still held puts what it is so far on the timeline (a
    /// long press that has lasted its minimum, a drag's moves).
    func applyHeldTouch() {
        guard let touch = viewControls?.touch, !touch.done, !touch.press else { return }
        switch touch.outcome(now: state.clock.time) {
        case .longPress(let use):
            place(use, for: touch, at: touch.down.time)
            viewControls?.touch?.done = true
        case .moving(var use, _) where touch.events.count != touch.placedEvents:
            use.held = true
            place(use, for: touch, at: touch.down.time)
        default:
            break
        }
    }

    /// The release: the touch's whole use replaces what it placed while held.
    /// `wall`: the release's own time; nil when the window closes on a held touch (it ends
    /// where it is, at its last event's time).
    func endTouch(wall: Double? = nil) {
        guard var touch = viewControls?.touch else { return }
        viewControls?.touch = nil
        guard !touch.done else { return }
        let now = state.clock.time
        touch.events.append(PointerEvent(.up, time: now, wall: wall ?? touch.events.last!.wall, at: touch.events.last!.location))
        if touch.press {
            let use = GestureUse(kind: .longPress, duration: now - touch.down.time, from: PointerRecogniser.point(touch.down.location))
            return place(use, for: touch, at: touch.down.time)
        }
        switch touch.outcome(now: now) {
        case .tap:
            let taps = viewControls?.taps
            var counter = taps ?? TapCounter()
            let count = counter.count(on: touch.hit.name, pressed: touch.down.wall, released: touch.events.last!.wall)
            viewControls?.taps = counter
            let tap = GestureUse(kind: .tap, count: count, from: PointerRecogniser.point(touch.down.location))
            let previous = count > 1 ? viewControls?.uses.last { $0.control == touch.hit.name && $0.gesture?.kind == .tap } : nil
            touch.placed = previous
            place(tap, for: touch, at: now)
        case .longPress(let use):
            place(use, for: touch, at: touch.down.time)
        case .moving(let use, _):
            place(use, for: touch, at: touch.down.time)
        case .pending, .none:
            // A pinch or twist brought back under its minimum: it was nothing.
            if let placed = touch.placed, let views = viewControls { rebuildViews(views.removing(placed), for: nil) }
        }
    }

    /// A button pressed: held down from the touch's instant, with no end until the release
    /// replaces it (`endTouch`), so both panes show it pressed while the pointer is down.
    private func holdButton(at time: Double) {
        guard let touch = viewControls?.touch else { return }
        var use = GestureUse(kind: .longPress, duration: 0, from: PointerRecogniser.point(touch.down.location))
        use.held = true
        place(use, for: touch, at: time)
    }

    /// Puts `use` on the timeline at `time` in place of the touch's earlier one.
    private func place(_ use: GestureUse, for touch: WindowTouch, at time: Double) {
        let entry = ControlScript.Use(time: time, control: touch.hit.name, gesture: use)
        guard let views = viewControls else { return }
        var next = touch.placed.map { views.replacing($0, with: entry) } ?? views.adding(entry, drag: false)
        if next.touch != nil {
            next.touch?.placed = entry
            next.touch?.placedEvents = touch.events.count
        }
        rebuildViews(next, for: entry)
    }

    /// "gesture drag on knob at t = 1.000 s: by [120, 0] over 0.400 s": what the log says of a
    /// gesture's use once the scene holding it is on screen (what window tests wait on).
    static func gestureLine(_ gesture: GestureUse, on name: String, at time: Double) -> String {
        let number = { (value: Double) in ControlScript.number((value * 1000).rounded() / 1000) }
        var detail: String
        switch gesture.kind {
        case .tap: detail = "count \(gesture.count)"
        case .longPress: detail = "held \(FrameWriter.seconds(gesture.duration)) s"
        case .drag: detail = "by [\(number(gesture.amount[0])), \(number(gesture.amount[1]))] over \(FrameWriter.seconds(gesture.duration)) s"
            + (gesture.path.map { " along \($0.count) points" } ?? "")
        case .magnify: detail = "scale \(number(gesture.amount[0]))"
        case .rotate: detail = "\(number(gesture.amount[0]))°"
        }
        return "gesture \(gesture.kind.rawValue) on \(name) at t = \(FrameWriter.seconds(time)) s: \(detail)"
    }
}

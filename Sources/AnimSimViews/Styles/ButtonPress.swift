import AnimSimCore

/// A button's own press, fed by the touches performed on it (`ViewHost.perform`), which
/// writes the `isPressed` its style reads. Each write is a state change outside any
/// transaction, as a touch's is, at the touch's instant on the scene's clock; a style's
/// `.animation(_:value: configuration.isPressed)` animates it in both panes.
///
/// - `longPress:` (the window's press, from the pointer's down to its up): pressed at its
///   start, released at its end, when the action runs (SwiftUI acts on release).
/// - `tap:`: a tap is an instant, but a finger's tap is not; the button is pressed at the
///   tap's instant and released `tapLength` later, when the action runs, so the press is
///   seen. 0.1 s: a quick tap's contact time (AnimSim's choice).
/// - a touch that fails (`cancelled`) releases the button without acting.
struct ButtonPress: Gesture {
    typealias Value = Void
    /// How long a `tap:` holds a button down before its release runs the action.
    static let tapLength = 0.1

    let pressed: Binding<Bool>
    let action: () -> Void

    func _value(_ sample: _GestureSample) -> Void? {
        switch (sample.use.kind, sample.phase) {
        case (.tap, .ended), (.longPress, .changed), (.longPress, .ended): return ()
        default: return nil
        }
    }

    func _deliver(_ sample: _GestureSample) {
        let pressed = pressed, action = action
        switch (sample.use.kind, sample.phase) {
        case (.tap, .ended):
            pressed.wrappedValue = true
            guard let clock = ThreadContext.current.clock else {
                pressed.wrappedValue = false
                return action()
            }
            clock.schedule(at: clock.now + Self.tapLength, site: nil) {
                pressed.wrappedValue = false
                action()
            }
        case (.longPress, .changed):
            if sample.elapsed == 0 { pressed.wrappedValue = true }
        case (.longPress, .ended):
            pressed.wrappedValue = false
            action()
        case (_, .cancelled):
            pressed.wrappedValue = false
        default:
            break
        }
    }

    /// Registers the press on the button's drawn nodes, as `.gesture` would. `heldInWindow`:
    /// the window's pointer holds it down (a button under a `.buttonStyle`, whose look reads
    /// `isPressed`); a button of the automatic look is used at the click, as a `control:`.
    func register(on nodes: [ViewNode], in context: _ResolveContext, heldInWindow: Bool) {
        let press = self
        context.session.register(GestureEntry(nodes: nodes.compactMap(\.id), priority: .normal, pressDuration: 0,
                                              recognizes: { press._recognizes($0) }, deliver: { press._deliver($0) }, isButtonPress: heldInWindow))
    }
}

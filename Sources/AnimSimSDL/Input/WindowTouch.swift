import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// One touch of the window's mouse on a view with a gesture, from press to release: the
/// view it landed on, in which pane, its timed events in the view's own points, and the use
/// it has put on the timeline so far (a drag's while held, a long press once recognised), so
/// the next replaces it (`PlayerSession+Gestures`).
struct WindowTouch {
    let hit: GestureHit
    let pane: Int
    /// The long press minimum of the views it reaches, nil when none has a long press.
    let pressDuration: Double?
    let mode: PointerRecogniser.Mode
    var events: [PointerEvent]
    /// The use on the timeline for this touch, and how many events it was made from.
    var placed: ControlScript.Use?
    var placedEvents = 0
    /// A long press recognised while held: the release adds nothing more.
    var done = false
    /// A button's own press (`GestureTarget.isButtonPress`): held from the down to the up.
    var press = false

    var down: PointerEvent { events[0] }

    /// What the touch is now, at scene time `now`.
    func outcome(now: Double) -> PointerRecogniser.Outcome {
        PointerRecogniser.recognise(events, now: now, pressDuration: pressDuration, mode: mode)
    }
}

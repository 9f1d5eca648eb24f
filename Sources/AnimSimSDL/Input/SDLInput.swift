import AnimSimCore
import CSDL2

/// An SDL event reduced to what the player reacts to, so the player's logic reads without
/// SDL's unions and the translation lives in one place (`SDLInput`).
enum InputEvent: Equatable {
    /// A key press; `isRepeat` for auto-repeat while held.
    case key(KeyPress, isRepeat: Bool)
    /// Left button pressed, at a window position (screen coordinates). `wall`: when SDL
    /// received it, in seconds (its timestamp), so the gap between two clicks is the user's,
    /// not the time the player took between handling them (a double tap, `TapCounter`).
    case mouseDown(CGPoint, wall: Double)
    /// The mouse moved with the left button held.
    case mouseDrag(CGPoint, wall: Double)
    case mouseUp(wall: Double)
    /// Wheel notches; positive is towards the user ("scroll down"), i.e. forward; with the
    /// pointer's window position (over the panel it scrolls the controls).
    case wheel(Int, at: CGPoint)
    /// Shift or Ctrl went down or up: the modifiers held from now on, in the events' order
    /// (SDL's own modifier state is already past every queued event when they are handled),
    /// for a press that starts a pinch (Shift) or a twist (Ctrl).
    case modifiers(shift: Bool, control: Bool)
    /// The drawable changed size or was uncovered: draw again.
    case redraw
    case quit
}

/// Translates SDL events into `InputEvent`s: keycodes into `Key`s (by the character the
/// layout gives, so "[" is "[" on any keyboard), mouse buttons and the wheel into gestures.
enum SDLInput {
    /// Drains SDL's queue; with `waitMilliseconds` > 0 first waits up to that long for an
    /// event (how an idle, paused window sleeps instead of spinning).
    ///
    /// The wait polls every few milliseconds rather than calling `SDL_WaitEventTimeout`: that
    /// call registers the window for SDL's cross-thread wakeups, which SDL 2.26 sends with
    /// XSendEvent on a second X connection, and one sent as the window is being destroyed ends
    /// the process with Xlib's "BadWindow (X_SendEvent)" (exit 1 when quitting).
    static func poll(waitMilliseconds: Int32 = 0) -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        var waited: Int32 = 0
        repeat {
            while sdl.SDL_PollEvent(&event) == 1 {
                if let input = translate(event) { events.append(input) }
            }
            guard events.isEmpty, waited < waitMilliseconds else { break }
            let step = min(Self.waitStep, waitMilliseconds - waited)
            sdl.SDL_Delay(UInt32(step))
            waited += step
        } while true
        return events
    }

    /// The modifiers a key event says are held (a Shift or Ctrl key's own press includes
    /// it, its release does not); nil for other keys' releases.
    static func modifiers(of event: SDL_Event) -> InputEvent? {
        let sym = event.key.keysym.sym
        let modifierKeys = [SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LCTRL, SDLK_RCTRL].map { SDL_Keycode($0.rawValue) }
        guard modifierKeys.contains(sym) else { return nil }
        let state = UInt32(event.key.keysym.mod)
        return .modifiers(shift: state & UInt32(KMOD_SHIFT.rawValue) != 0, control: state & UInt32(KMOD_CTRL.rawValue) != 0)
    }

    /// How often an idle window looks for events: short enough that a key feels immediate.
    static let waitStep: Int32 = 4

    /// An SDL timestamp (milliseconds since SDL started) in seconds.
    static func seconds(_ timestamp: UInt32) -> Double { Double(timestamp) / 1000 }

    static func translate(_ event: SDL_Event) -> InputEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_KEYDOWN.rawValue:
            let shift = UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            guard let key = key(for: event.key.keysym.sym) else { return modifiers(of: event) }
            return .key(KeyPress(key, shift: shift), isRepeat: event.key.repeat != 0)
        case SDL_KEYUP.rawValue:
            return modifiers(of: event)
        case SDL_MOUSEBUTTONDOWN.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .mouseDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)), wall: seconds(event.button.timestamp))
        case SDL_MOUSEMOTION.rawValue where event.motion.state & UInt32(1 << (SDL_BUTTON_LEFT - 1)) != 0:
            return .mouseDrag(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)), wall: seconds(event.motion.timestamp))
        case SDL_MOUSEBUTTONUP.rawValue where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .mouseUp(wall: seconds(event.button.timestamp))
        case SDL_MOUSEWHEEL.rawValue:
            var notches = Int(event.wheel.y)
            if event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { notches = -notches }
            // SDL 2.26's wheel event has no pointer position on every backend: ask for it.
            var x: Int32 = 0, y: Int32 = 0
            _ = sdl.SDL_GetMouseState(&x, &y)
            return notches == 0 ? nil : .wheel(-notches, at: CGPoint(x: Int(x), y: Int(y)))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue, SDL_WINDOWEVENT_EXPOSED.rawValue,
                 SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_DISPLAY_CHANGED.rawValue:
                return .redraw
            default:
                return nil
            }
        default:
            return nil
        }
    }

    static func key(for sym: SDL_Keycode) -> Key? {
        switch sym {
        case SDL_Keycode(SDLK_SPACE.rawValue): return .space
        case SDL_Keycode(SDLK_LEFT.rawValue): return .left
        case SDL_Keycode(SDLK_RIGHT.rawValue): return .right
        case SDL_Keycode(SDLK_HOME.rawValue): return .home
        case SDL_Keycode(SDLK_END.rawValue): return .end
        case SDL_Keycode(SDLK_ESCAPE.rawValue): return .escape
        case SDL_Keycode(SDLK_TAB.rawValue): return .tab
        case SDL_Keycode(SDLK_RETURN.rawValue), SDL_Keycode(SDLK_KP_ENTER.rawValue): return .enter
        case SDL_Keycode(SDLK_KP_1.rawValue): return .character("1")
        case SDL_Keycode(SDLK_KP_2.rawValue): return .character("2")
        case SDL_Keycode(SDLK_KP_3.rawValue): return .character("3")
        case 33...126:
            // Printable ASCII keys report the character they type (unshifted, lowercase).
            return UnicodeScalar(UInt32(sym)).map { .character(Character($0)) }
        default:
            return nil
        }
    }
}

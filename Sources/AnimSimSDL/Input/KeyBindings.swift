import AnimSimCore
import AnimSimCairo

/// A key as the bindings see it: SDL keycodes are translated into this at the edge
/// (`SDLInput`), so the table below and its tests never touch SDL.
public enum Key: Hashable, Sendable {
    case space, left, right, home, end, escape
    /// Tab and Enter move the controls panel's focus and use the focused control.
    case tab, enter
    /// A printable key by the character it types: "l", "[", "?", "1".
    case character(Character)
}

public struct KeyPress: Hashable, Sendable {
    public var key: Key
    public var shift: Bool

    public init(_ key: Key, shift: Bool = false) {
        self.key = key
        self.shift = shift
    }
}

/// The one table of keys: what each does and how the help panel words it. The help is
/// generated from it, so the panel can never list a key that does nothing or miss one.
public enum KeyBindings {
    public struct Binding: Sendable {
        public var presses: [KeyPress]
        public var command: PlayerCommand
        /// The help line this binding shows; nil for a binding folded into the line before
        /// (→ shares "← →  previous / next frame").
        public var help: WindowOverlay.HelpEntry?

        init(_ presses: [KeyPress], _ command: PlayerCommand, _ keys: String? = nil, _ action: String? = nil) {
            self.presses = presses
            self.command = command
            help = keys.map { WindowOverlay.HelpEntry(keys: $0, action: action ?? "") }
        }
    }

    private static func char(_ c: Character, shift: Bool = false) -> KeyPress { KeyPress(.character(c), shift: shift) }

    public static let all: [Binding] = [
        Binding([KeyPress(.space)], .togglePause, "Space", "play / pause"),
        Binding([KeyPress(.left)], .stepFrames(-1), "← →", "previous / next frame"),
        Binding([KeyPress(.right)], .stepFrames(1)),
        Binding([KeyPress(.left, shift: true)], .stepSeconds(-1), "Shift ← →", "back / forward one second"),
        Binding([KeyPress(.right, shift: true)], .stepSeconds(1)),
        Binding([KeyPress(.home)], .seekToStart, "Home End", "first / last frame"),
        Binding([KeyPress(.end)], .seekToEnd),
        Binding([char("w")], .seekToWorst, "W", "where the strategies differ most (strip under the timeline)"),
        Binding([char("[")], .slower, "[ ]", "slower / faster (0.1× … 4×)"),
        Binding([char("]")], .faster),
        Binding([char("l")], .toggleLoop, "L", "loop on / off"),
        Binding([char("t")], .toggleOverlay(.trails), "T", "trails"),
        Binding([char("g")], .toggleOverlay(.ghosts), "G", "ghosts (start and end placements)"),
        Binding([char("s")], .toggleOverlay(.showSizes), "S", "sizes (min / ideal / max / current)"),
        Binding([char("1")], .togglePane(0), "1 2 3", "show / hide a pane (while the controls panel shows, 1–9 are its controls)"),
        Binding([char("2")], .togglePane(1)),
        Binding([char("3")], .togglePane(2)),
        Binding([char("r")], .reload, "R", "reload the scene file"),
        Binding([char("p")], .saveFrame, "P", "save this frame as PNG"),
        Binding([char("c")], .toggleControls, "C", "show / hide the controls panel (scenes with controls:)"),
        // "?" arrives as Shift+/ on most layouts, as "?" itself on some.
        Binding([char("h"), char("?"), char("?", shift: true), char("/", shift: true)], .toggleHelp, "H  ?", "this help"),
        Binding([char("q"), KeyPress(.escape)], .quit, "Q  Esc", "quit"),
    ]

    /// Mouse gestures, listed in the help after the keys.
    public static let mouse: [WindowOverlay.HelpEntry] = [
        WindowOverlay.HelpEntry(keys: "Click / drag", action: "scrub on the timeline"),
        WindowOverlay.HelpEntry(keys: "Wheel", action: "step frames (over the controls panel: scroll it)"),
    ]

    private static let table: [KeyPress: PlayerCommand] = {
        var table: [KeyPress: PlayerCommand] = [:]
        for binding in all {
            for press in binding.presses { table[press] = binding.command }
        }
        return table
    }()

    /// The command for a key press. Letters ignore shift (a held Shift+L still loops); arrows
    /// do not (Shift+→ is a second, not a frame).
    public static func command(for press: KeyPress) -> PlayerCommand? {
        if let command = table[press] { return command }
        if press.shift, case .character = press.key { return table[KeyPress(press.key)] }
        return nil
    }

    /// The help panel's lines, keys first, then the mouse.
    public static var help: [WindowOverlay.HelpEntry] {
        all.compactMap(\.help) + mouse
    }
}

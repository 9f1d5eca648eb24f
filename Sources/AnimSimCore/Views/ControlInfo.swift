/// A SwiftUI view's controls as the commands and the window see them (the view layer,
/// AnimSimViews, finds them in the tree): kept in the core so the window (AnimSimSDL), which
/// never imports the view layer, can hit-test and use them.

/// A control present at an instant, as a script names it (docs/swift.md, "Scripts"): the text
/// its label shows then, its kind, and its order among the controls then, from 1 in tree order
/// (`#N` in a script).
public struct ControlInfo: Equatable, Sendable {
    public let name: String
    public let kind: ControlKind
    public let order: Int
    /// The ids of the nodes the control draws, in the scene's display lists: the window
    /// hit-tests their frames to use the control with the mouse.
    public let nodes: [String]
    /// Its state and parts, for turning a click into a use; nil when not known.
    public let detail: ControlDetail?

    public init(name: String, kind: ControlKind, order: Int, nodes: [String] = [], detail: ControlDetail? = nil) {
        self.name = name
        self.kind = kind
        self.order = order
        self.nodes = nodes
        self.detail = detail
    }
}

/// A control's state at an instant and where its parts are, so the window can turn a click
/// or a drag on the drawn control into the use a script would write (docs/swift.md,
/// "Controls in the window"): the values are the ones a script's `value:` takes.
public enum ControlDetail: Equatable, Sendable {
    case button
    case toggle(isOn: Bool)
    /// The thumb travels the control's width less its own (`SliderLayout.thumb`).
    case slider(value: Double, bounds: ClosedRange<Double>, step: Double?)
    /// UIStepper's − and + halves trail the row (`Stepper.size`); − sets `value - step`.
    case stepper(value: Double, step: Double)
    /// Options by label text; `cells`: each option's segment node, nil for the menu style,
    /// which draws only the selected option (a click takes the next one).
    case picker(options: [String], cells: [String]?)
}

/// The kinds of control a script can use, each with its default use (no `value:`): a button
/// is pressed, a toggle flips, a stepper steps up, a picker takes its next option; a slider
/// has none and needs a value.
public enum ControlKind: String, Sendable {
    case button, toggle, slider, stepper, picker
}

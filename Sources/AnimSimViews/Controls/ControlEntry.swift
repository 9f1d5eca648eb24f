import AnimSimCore

/// A control found in the tree, as a script names it: its label's text, in tree order.
struct ControlEntry {
    let name: String
    let kind: ControlKind
    /// Runs the control's action, or writes through its binding: `nil` is the default use
    /// (a button is pressed, a toggle flips, a stepper steps up, a picker takes its next
    /// option).
    let use: (ControlValue?) throws -> Void
}

/// A control present at an instant, as a script names it (docs/swift.md, "Scripts"): the text
/// its label shows then, its kind, and its order among the controls then, from 1 in tree order
/// (`#N` in a script).
public struct ControlInfo: Equatable, Sendable {
    public let name: String
    public let kind: ControlKind
    public let order: Int

    public init(name: String, kind: ControlKind, order: Int) {
        self.name = name
        self.kind = kind
        self.order = order
    }
}

/// The kinds of control a script can use, each with its default use (no `value:`): a button
/// is pressed, a toggle flips, a stepper steps up, a picker takes its next option; a slider
/// has none and needs a value.
public enum ControlKind: String, Sendable {
    case button, toggle, slider, stepper, picker
}

/// What a script's `value:` gives a control.
public enum ControlValue: Equatable, Sendable {
    case number(Double)
    case flag(Bool)
    case text(String)
}

/// Why a scripted use failed, with the names a script could have used.
public struct ControlUseError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

extension ViewNode {
    /// The text a control's label shows: every `Text` inside it, in order.
    var labelText: String {
        var parts: [String] = []
        func walk(_ node: ViewNode) {
            if case .text(let string) = node.content { parts.append(string) }
            node.children.forEach(walk)
        }
        walk(self)
        return parts.joined(separator: " ")
    }
}

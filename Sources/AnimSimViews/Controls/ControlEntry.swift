import AnimSimCore

/// A control found in the tree, as a script names it: its label's text, in tree order.
struct ControlEntry {
    let name: String
    let kind: ControlKind
    /// The ids of the nodes the control draws (its hit area) and what its parts stand for.
    let nodes: [String]
    let detail: ControlDetail
    /// Runs the control's action, or writes through its binding: `nil` is the default use
    /// (a button is pressed, a toggle flips, a stepper steps up, a picker takes its next
    /// option).
    let use: (ControlValue?) throws -> Void
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

import AnimSimCore
import AnimSimCairo
import AnimSimPresentation
import AnimSimScene
import Foundation

/// The panel's content at an instant: each control's current target value (what the
/// timeline and the uses so far have set by then) and the last transaction, scrolled and
/// focused as the wheel and Tab left it.
extension ControlSession {
    /// `height`: the panel's height in points, which decides how many rows fit.
    func panel(at time: Double, height: CGFloat = 10_000) -> ControlPanel {
        let state = ControlUse.targetState(of: scene, at: time)
        let rows = controls.enumerated().map { index, control in
            ControlPanel.Row(key: index < 9 ? String(index + 1) : "", title: control.title,
                             value: Self.value(control, state), widget: Self.widget(control, state))
        }
        var last: [String] = []
        if let use = uses.last {
            last = ["\(use.control) at \(FrameWriter.seconds(use.change.time)) s", use.animationText,
                    use.summary(kinds: controls.first { $0.title == use.control }?.kinds ?? [:])]
        }
        return ControlPanel(rows: rows, last: last, height: height, scroll: scroll, focus: focus)
    }

    /// Tab (`forward`) or Shift+Tab: the next or previous control gets the focus, wrapping
    /// round, and the rows scroll to show it.
    mutating func moveFocus(forward: Bool, in panel: ControlPanel) {
        guard !controls.isEmpty else { return }
        let count = controls.count
        let next = focus.map { ($0 + (forward ? 1 : count - 1)) % count } ?? (forward ? 0 : count - 1)
        reveal(next, in: panel)
    }

    /// Focuses row `index` and scrolls it into view (a digit key's row, or Tab's).
    mutating func reveal(_ index: Int, in panel: ControlPanel) {
        focus = index
        var panel = panel
        panel.scroll = panel.clamped(scroll)
        scroll = panel.scrollShowing(index)
    }

    /// The wheel over the panel: `points` down (negative up), kept within the rows.
    mutating func scroll(by points: CGFloat, in panel: ControlPanel) {
        scroll = panel.clamped(panel.clamped(scroll) + points)
    }

    static func value(_ control: SceneControl, _ state: SceneState) -> String {
        control.parameters.map { name in
            let value = SceneControl.display(name, in: state, kind: control.kinds[name])
            if case .button = control.kind { return "\(name) \(value)" }
            return value
        }.joined(separator: ", ")
    }

    static func widget(_ control: SceneControl, _ state: SceneState) -> ControlPanel.Row.Widget {
        switch control.kind {
        case .button(let label, _): return .button(label)
        case .toggle(let name): return .toggle(state.flag(name))
        case .slider(let name, let range, _):
            return .slider((state[name] - range.lowerBound) / (range.upperBound - range.lowerBound))
        case .stepper: return .stepper
        case .picker(let name, let options):
            let texts = options.map { option -> String in
                switch option {
                case .number(let number): TraceNumber.format(number) + (control.kinds[name] == .angle ? "°" : "")
                case .discrete(let value): value.text
                }
            }
            let selected = options.firstIndex { option in
                switch option {
                case .number(let number): number == state[name]
                case .discrete(let value): value == state[value: name]
                }
            }
            return .picker(texts, selected: selected)
        }
    }

    /// The help overlay's lines for the controls, after the keys.
    var help: [WindowOverlay.HelpEntry] {
        guard !controls.isEmpty else { return [] }
        return controls.prefix(9).enumerated().map { index, control in
            let what: String
            switch control.kind {
            case .button: what = "presses \(control.title)"
            case .toggle: what = "flips \(control.title)"
            case .slider: what = "moves slider \(control.title) a step (Shift: down)"
            case .stepper: what = "steps \(control.title) up (Shift: down)"
            case .picker: what = "picks the next \(control.title)"
            }
            return WindowOverlay.HelpEntry(keys: String(index + 1), action: what)
        } + [WindowOverlay.HelpEntry(keys: "Tab  Shift+Tab", action: "focus the next / previous control (all of them, past 9)"),
             WindowOverlay.HelpEntry(keys: "Enter", action: "use the focused control (Shift: step down)")]
    }
}

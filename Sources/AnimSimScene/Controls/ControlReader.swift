import Foundation
import AnimSimCore

/// `controls:` (docs/scene-format.md, "Controls"). Every mistake is reported at its own
/// position: an unknown key or parameter (with the closest name), a control on a parameter
/// of the wrong kind, an empty or reversed range, a step that does not fit, a start value
/// outside the range. The values a control can give are handed to the state reader, so the
/// views made from state are compiled for them and `$name` uses are checked against them.
struct ControlReader {
    let context: ValueContext
    let parameters: [StateReader.Declared]
    let limits: SceneLimits

    static let kinds = ["button", "toggle", "slider", "stepper", "picker"]
    static let keys: [String: [String]] = [
        "button": ["button", "animation", "set"], "toggle": ["toggle", "animation"],
        "slider": ["slider", "range", "step", "animation"], "stepper": ["stepper", "range", "step", "animation"],
        "picker": ["picker", "options", "animation"],
    ]

    func controls(_ value: YAMLValue, state: inout StateReader) -> [SceneControl] {
        guard let items = value.items else {
            context.error(value, "expected a list of controls for 'controls' (- button: Rotate …), found \(value.kindDescription)")
            return []
        }
        return items.compactMap { control($0, state: &state) }
    }

    private func control(_ item: YAMLValue, state: inout StateReader) -> SceneControl? {
        guard let pairs = item.pairs else {
            context.error(item, "expected a control such as { button: Rotate, set: { angle: +45deg } }, found \(item.kindDescription)")
            return nil
        }
        let named = pairs.filter { Self.kinds.contains($0.key.text) }
        guard named.count == 1, let kindName = named.first?.key.text else {
            let message = named.isEmpty ? "a control starts with its kind: \(Suggestions.list(Self.kinds))"
                : "a control has one kind; found \(Suggestions.list(named.map(\.key.text), conjunction: "and"))"
            if let second = named.dropFirst().first { context.diagnostics.error(second.key.location, message) }
            else { context.error(item, message) }
            return nil
        }
        guard let mapping = context.mapping(item, "a \(kindName)", keys: Self.keys[kindName]!) else { return nil }
        let (animation, animationText) = animationValue(mapping["animation"])
        guard let animationText else { return nil }
        let subject = mapping[kindName]!
        if kindName == "button" {
            guard let label = context.string(subject, "the button's label"),
                  let sets = assignments(mapping["set"], at: item, state: &state) else { return nil }
            return SceneControl(kind: .button(label: label, sets: sets), animation: animation, animationText: animationText,
                                kinds: kinds(sets.map(\.parameter)))
        }
        guard let declared = parameter(subject) else { return nil }
        let name = declared.parameter.name
        let kind: SceneControl.Kind
        switch kindName {
        case "toggle":
            guard expect(declared, [.boolean], subject, "a toggle flips a boolean") else { return nil }
            kind = .toggle(parameter: name)
        case "picker":
            guard let options = options(mapping["options"], for: declared, at: item, state: &state) else { return nil }
            kind = .picker(parameter: name, options: options)
        default:
            guard expect(declared, [.number, .angle], subject, "a \(kindName) moves a number or an angle"),
                  let (range, step) = rangeAndStep(mapping, kindName, for: declared, at: item) else { return nil }
            var values = [range.lowerBound, range.upperBound]
            if kindName == "stepper" {
                let stride = step ?? 1
                // Every value a stepper reaches, for the views a count makes (bounded: a huge
                // count is refused by the view limit once, not enumerated here).
                let count = min(Int(((range.upperBound - range.lowerBound) / stride).rounded(.down)), 10_000)
                values += (0...max(count, 0)).map { range.lowerBound + Double($0) * stride }
                kind = .stepper(parameter: name, range: range, step: stride)
            } else {
                kind = .slider(parameter: name, range: range, step: step)
            }
            state.assume(name, numbers: values, at: subject.location)
        }
        return SceneControl(kind: kind, animation: animation, animationText: animationText, kinds: kinds([name]))
    }

    private func kinds(_ names: [String]) -> [String: SceneParameter.Kind] {
        Dictionary(names.compactMap { name in parameters.first { $0.parameter.name == name }.map { (name, $0.parameter.kind) } },
                   uniquingKeysWith: { a, _ in a })
    }

    /// nil text: a malformed animation (reported). No `animation:` is `none`: a control's
    /// action changes its state at once unless it asks for an animation, as in SwiftUI.
    private func animationValue(_ value: YAMLValue?) -> (Animation?, String?) {
        guard let value else { return (nil, "none") }
        guard let parsed = context.parsed(value, "an animation", AnimationCatalog.animation) else { return (nil, nil) }
        return (parsed, value.scalar?.text.trimmingCharacters(in: .whitespaces))
    }

    func parameter(_ value: YAMLValue) -> StateReader.Declared? {
        guard let name = value.scalar?.text, !(value.scalar?.isNull ?? true) else {
            context.error(value, "expected the name of a state parameter, found \(value.kindDescription)")
            return nil
        }
        if let found = parameters.first(where: { $0.parameter.name == name }) { return found }
        let names = parameters.map(\.parameter.name)
        context.error(value, "unknown state parameter \(Echo.quoted(name))" + Suggestions.hint(for: name, among: names)
            + (names.isEmpty ? "; declare it under state:" : "; the state declares \(Suggestions.list(names, conjunction: "and"))"))
        return nil
    }

    func expect(_ declared: StateReader.Declared, _ kinds: [SceneParameter.Kind], _ at: YAMLValue, _ why: String) -> Bool {
        guard !kinds.contains(declared.parameter.kind) else { return true }
        context.error(at, "state '\(declared.parameter.name)' is \(declared.parameter.kind.article); \(why)"
            + (declared.parameter.kind == .boolean ? " (use a toggle)" : declared.parameter.kind.isAnimatable ? "" : " (use a picker or a button)"))
        return false
    }
}

import Foundation
import AnimSimCore

/// The values inside a control: a button's `set:`, a picker's `options:`, a slider's or
/// stepper's `range:` and `step:`.
extension ControlReader {
    /// `set: { angle: +45deg, words: shuffled, mode: 1 }`. For numbers and angles a leading
    /// `+` or `-` is relative to the current target value, as `angle += .degrees(45)`, and
    /// `{ next: [0deg, 90deg] }` takes the value after the current target's in the list, as
    /// article 000's `angle = (angle == .zero ? .degrees(90) : .zero)`.
    func assignments(_ value: YAMLValue?, at item: YAMLValue, state: inout StateReader) -> [SceneControl.Assignment]? {
        guard let value else {
            context.error(item, "a button needs 'set:', the state values its action changes (set: { angle: +45deg })")
            return nil
        }
        guard let pairs = value.pairs, !pairs.isEmpty else {
            context.error(value, "expected a mapping of state values for 'set' (angle: +45deg), found "
                + (value.pairs == nil ? value.kindDescription : "an empty mapping"))
            return nil
        }
        var sets: [SceneControl.Assignment] = []
        var failed = false
        for pair in pairs {
            guard let declared = parameter(.scalar(pair.key)) else { failed = true; continue }
            let parameter = declared.parameter
            let text = pair.value.scalar?.text.trimmingCharacters(in: .whitespaces) ?? ""
            if parameter.kind.isAnimatable, let next = pair.value.pairs?.first(where: { $0.key.text == "next" }) {
                guard let values = cycle(pair.value, next.value, for: declared, state: &state) else {
                    failed = true
                    continue
                }
                sets.append(.init(parameter: parameter.name, action: .next(values)))
            } else if parameter.kind.isAnimatable {
                let relative = text.hasPrefix("+") || text.hasPrefix("-")
                let subject = "state '\(parameter.name)' in a button's set"
                // A relative value is a change, not a value the parameter takes: not checked
                // against the parameter's uses.
                let parsed = !relative ? state.value(pair.value, for: declared, subject)
                    : parameter.kind == .angle ? context.angle(pair.value, subject, allowState: false)?.constantValue
                    : context.constant(pair.value, subject)
                guard let number = parsed else {
                    failed = true
                    continue
                }
                sets.append(.init(parameter: parameter.name, action: relative ? .relative(number) : .absolute(number)))
            } else if text == "shuffled" {
                guard parameter.kind == .list else {
                    context.error(pair.value, "'shuffled' reorders a list, and state '\(parameter.name)' is \(parameter.kind.article)")
                    failed = true
                    continue
                }
                sets.append(.init(parameter: parameter.name, action: .shuffled))
            } else if let discrete = DiscreteValueReader(context: context, limits: limits).value(pair.value, for: parameter) {
                state.assume(parameter.name, value: discrete, at: pair.value.location)
                sets.append(.init(parameter: parameter.name, action: .value(discrete)))
            } else {
                failed = true
            }
        }
        return failed ? nil : sets
    }

    /// `{ next: [0deg, 90deg] }`: two or more values of the parameter's kind, each checked as
    /// an absolute `set:` value is; nothing else in the mapping.
    private func cycle(_ mapping: YAMLValue, _ list: YAMLValue, for declared: StateReader.Declared,
                       state: inout StateReader) -> [Double]? {
        let example = declared.parameter.kind == .angle ? "{ next: [0deg, 90deg] }" : "{ next: [0, 1] }"
        if let other = mapping.pairs?.first(where: { $0.key.text != "next" }) {
            context.error(.scalar(other.key), "'\(other.key.text)' is not part of a button's next-value set; write only \(example)")
            return nil
        }
        guard let items = list.items, items.count >= 2 else {
            context.error(list, "'next' takes a list of two or more values to go through, "
                + "\(example), found \(list.items.map { "\($0.count) value" + ($0.count == 1 ? "" : "s") } ?? list.kindDescription)")
            return nil
        }
        var values: [Double] = []
        for item in items {
            guard let value = state.value(item, for: declared, "a value of '\(declared.parameter.name)' in a button's next") else { return nil }
            values.append(value)
        }
        return values
    }

    /// `options: [leading, center, trailing]`, each a value of the parameter's kind.
    func options(_ value: YAMLValue?, for declared: StateReader.Declared, at item: YAMLValue,
                 state: inout StateReader) -> [SceneControl.Value]? {
        guard let value else {
            context.error(item, "a picker needs 'options:', the values it offers (options: [leading, center, trailing])")
            return nil
        }
        guard let items = value.items, !items.isEmpty else {
            context.error(value, "expected a list of options for 'options' (options: [leading, center, trailing]), found "
                + (value.items == nil ? value.kindDescription : "an empty list"))
            return nil
        }
        var options: [SceneControl.Value] = []
        for option in items {
            if declared.parameter.kind.isAnimatable {
                guard let number = state.value(option, for: declared, "an option of '\(declared.parameter.name)'") else { return nil }
                options.append(.number(number))
            } else {
                guard let discrete = DiscreteValueReader(context: context, limits: limits).value(option, for: declared.parameter) else { return nil }
                state.assume(declared.parameter.name, value: discrete, at: option.location)
                options.append(.discrete(discrete))
            }
        }
        return options
    }

    /// `range: [0, 40]` (the lower bound below the upper) and `step:` (positive, at most the
    /// range's width). The parameter's start value must lie in the range, as a SwiftUI
    /// Slider's or Stepper's bound value does.
    func rangeAndStep(_ mapping: KeyedMapping, _ kind: String, for declared: StateReader.Declared,
                      at item: YAMLValue) -> (ClosedRange<Double>, Double?)? {
        let unit = declared.parameter.kind == .angle ? "deg" : ""
        guard let value = mapping["range"] else {
            context.error(item, "a \(kind) needs 'range:', its lowest and highest values (range: [0, 40\(unit)])")
            return nil
        }
        guard let bounds = value.items, bounds.count == 2 else {
            context.error(value, "expected 'range' as two values, lowest and highest (range: [0, 40\(unit)]), found \(value.kindDescription)")
            return nil
        }
        let number: (YAMLValue) -> Double? = { item in
            declared.parameter.kind == .angle ? context.angle(item, "the \(kind)'s range", allowState: false)?.constantValue
                : context.constant(item, "the \(kind)'s range", range: .between(-NumberSyntax.largest, NumberSyntax.largest))
        }
        guard let low = number(bounds[0]), let high = number(bounds[1]) else { return nil }
        guard low < high else {
            context.error(value, "the range [\(TraceNumber.format(low)), \(TraceNumber.format(high))] is empty; "
                + "write the lowest value first, then a higher one")
            return nil
        }
        var step: Double?
        if let written = mapping["step"] {
            guard let parsed = declared.parameter.kind == .angle
                    ? context.angle(written, "the \(kind)'s step", allowState: false)?.constantValue
                    : context.constant(written, "the \(kind)'s step", range: .greaterThan(0)) else { return nil }
            guard parsed > 0, parsed <= high - low else {
                context.error(written, "the step must be more than 0 and at most the range's width "
                    + "(\(TraceNumber.format(high - low))), found \(TraceNumber.format(parsed))")
                return nil
            }
            step = parsed
        }
        let start = declared.parameter.initial
        guard start >= low, start <= high else {
            context.error(value, "state '\(declared.parameter.name)' starts at \(TraceNumber.format(start)), outside the \(kind)'s range "
                + "[\(TraceNumber.format(low)), \(TraceNumber.format(high))]; widen the range or change the start value")
            return nil
        }
        return (low...high, step)
    }
}

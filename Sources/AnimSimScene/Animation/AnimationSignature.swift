import AnimSimCore
import Foundation

/// One spelling of an animation or modifier, `spring(response:dampingFraction:blendDuration:)`,
/// and the binding of a parsed call's arguments to it. Labels may come in any order (Swift
/// would insist on the declared one; a scene file need not), but each at most once.
struct AnimationSignature {
    struct Parameter {
        enum Kind { case number, integer, bool }

        /// nil for an unlabeled (positional) parameter, as timingCurve's control points.
        var label: String?
        /// For messages about positional parameters.
        var name: String
        var kind: Kind = .number
        var range: NumberRange = .any
        /// nil: required.
        var defaultValue: Double?
    }

    var name: String
    var parameters: [Parameter]

    /// `timingCurve(_:_:_:_:duration:)`, as SwiftUI's documentation spells it.
    var spelling: String {
        parameters.isEmpty ? name : name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The call's arguments by parameter name (labels, or `name` for positional ones).
    /// Booleans bind as 1 and 0.
    func bind(_ call: AnimationCall) -> Result<[String: Double], AnimationSyntaxError> {
        var values: [String: Double] = [:]
        let positional = parameters.filter { $0.label == nil }
        var nextPositional = 0
        for argument in call.arguments ?? [] {
            let parameter: Parameter
            if let label = argument.label {
                guard let match = parameters.first(where: { $0.label == label }) else {
                    let labels = parameters.compactMap(\.label)
                    let takes = labels.isEmpty ? "it takes no labelled arguments" : "it takes \(Suggestions.list(labels.map { $0 + ":" }))"
                    return .failure(.init(offset: argument.labelOffset,
                        message: "\(name) has no argument '\(label)'" + Suggestions.hint(for: label, among: labels) + "; \(takes)"))
                }
                parameter = match
            } else {
                guard nextPositional < positional.count else {
                    let labels = parameters.compactMap(\.label)
                    let message = positional.isEmpty && !labels.isEmpty
                        ? "\(name) needs labelled arguments, like \(labels[0]): …; write \(spelling)"
                        : "too many unlabelled arguments for \(spelling)"
                    return .failure(.init(offset: argument.valueOffset, message: message))
                }
                parameter = positional[nextPositional]
                nextPositional += 1
            }
            let key = parameter.label ?? parameter.name
            guard values[key] == nil else {
                return .failure(.init(offset: argument.labelOffset, message: "argument '\(key)' is given twice in \(name)"))
            }
            switch bindValue(argument, to: parameter) {
            case .success(let value): values[key] = value
            case .failure(let error): return .failure(error)
            }
        }
        for parameter in parameters where values[parameter.label ?? parameter.name] == nil {
            guard let value = parameter.defaultValue else {
                let what = parameter.label.map { "'\($0):'" } ?? "'\(parameter.name)'"
                return .failure(.init(offset: call.endOffset, message: "missing argument \(what) in \(spelling)"))
            }
            values[parameter.label ?? parameter.name] = value
        }
        return .success(values)
    }

    private func bindValue(_ argument: AnimationCall.Argument, to parameter: Parameter) -> Result<Double, AnimationSyntaxError> {
        let what = "'\(parameter.label ?? parameter.name)' in \(name)"
        switch (argument.value, parameter.kind) {
        case (.word(let word), .bool):
            switch word {
            case "true": return .success(1)
            case "false": return .success(0)
            default: return .failure(.init(offset: argument.valueOffset, message: "expected true or false for \(what), found \(Echo.quoted(word))"))
            }
        case (.word(let word), _):
            return .failure(.init(offset: argument.valueOffset, message: "expected a number for \(what), found \(Echo.quoted(word))"))
        case (.number(let value), .bool):
            return .failure(.init(offset: argument.valueOffset, message: "expected true or false for \(what), found \(TraceNumber.format(value))"))
        case (.number(let value), let kind):
            if kind == .integer, value != value.rounded() {
                return .failure(.init(offset: argument.valueOffset, message: "expected a whole number for \(what), found \(TraceNumber.format(value))"))
            }
            guard parameter.range.contains(value) else {
                return .failure(.init(offset: argument.valueOffset, message: "\(what) \(parameter.range.requirement), found \(TraceNumber.format(value))"))
            }
            // The scene's number bound holds inside animations too: a control point of 1e308
            // turned the animated values into NaN mid-render.
            guard abs(value) <= NumberSyntax.largest else {
                return .failure(.init(offset: argument.valueOffset, message: NumberSyntax.tooLarge(what, value, unit: "")))
            }
            return .success(value)
        }
    }
}

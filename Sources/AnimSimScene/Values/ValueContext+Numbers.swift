import Foundation
import AnimSimCore

/// Numbers, angles and integers, each either a literal or (where the value may animate) a
/// `$name` state reference.
extension ValueContext {
    /// A number, or `$name`/`-$name` when `allowState`. `infinity` admits `inf` (maxWidth).
    func number(_ value: YAMLValue, _ subject: String, range: NumberRange = .any,
                infinity: Bool = false, allowState: Bool = true) -> Quantity? {
        let value = pick(value)
        guard let scalar = value.scalar, !scalar.isNull else {
            error(value, "expected a number for \(subject), found \(value.kindDescription)")
            return nil
        }
        let written = text(scalar)
        if written.hasPrefix("$") || written.hasPrefix("-$") {
            guard allowState else {
                error(value, "\(subject) cannot use a state parameter (\(written)): it is fixed for the whole scene; write a number")
                return nil
            }
            guard let reference = reference(written, value) else { return nil }
            if let kind = state[reference.name], kind != .number {
                error(value, "state parameter '$\(reference.name)' is \(kind.article); \(subject) needs a number")
                return nil
            }
            if range != .any { record(StateUse(name: reference.name, range: range, subject: subject, location: value.location)) }
            return .state(reference.name, sign: reference.sign)
        }
        guard let number = NumberSyntax.parse(written) else {
            let hint = AngleSyntax.parse(written) != nil ? " (angles are for rotations; write a plain number)" : ""
            error(value, "expected a number for \(subject), found \(Echo.quoted(written))\(hint)")
            return nil
        }
        if number.isInfinite && !(infinity && number > 0) {
            error(value, infinity ? "\(subject) may be inf but not -inf" : "\(subject) must be finite, found \(Echo.quoted(written))")
            return nil
        }
        guard range.contains(number) else {
            error(value, "\(subject) \(range.requirement), found \(TraceNumber.format(number))")
            return nil
        }
        guard !number.isFinite || abs(number) <= NumberSyntax.largest else {
            error(value, NumberSyntax.tooLarge(subject, number, unit: ""))
            return nil
        }
        return .constant(number)
    }

    /// A number fixed for the whole scene (canvas, fps, timing).
    func constant(_ value: YAMLValue, _ subject: String, range: NumberRange = .any) -> Double? {
        number(value, subject, range: range, allowState: false)?.constantValue
    }

    /// An angle in degrees: `90deg`, `1.57rad`, `90` (degrees), or a state reference.
    func angle(_ value: YAMLValue, _ subject: String, allowState: Bool = true) -> Quantity? {
        let value = pick(value)
        let expected = "expected an angle for \(subject), like 90deg, 1.57rad or 90 (degrees)"
        guard let scalar = value.scalar, !scalar.isNull else {
            error(value, "\(expected), found \(value.kindDescription)")
            return nil
        }
        let written = text(scalar)
        if written.hasPrefix("$") || written.hasPrefix("-$") {
            guard allowState else {
                error(value, "\(subject) cannot use a state parameter (\(written)); write an angle")
                return nil
            }
            guard let reference = reference(written, value) else { return nil }
            if let kind = state[reference.name], !kind.isAnimatable {
                error(value, "state parameter '$\(reference.name)' is \(kind.article); \(subject) needs an angle or a number")
                return nil
            }
            return .state(reference.name, sign: reference.sign)
        }
        guard let degrees = AngleSyntax.parse(written) else {
            error(value, "\(expected), found \(Echo.quoted(written))")
            return nil
        }
        guard abs(degrees) <= NumberSyntax.largest else {
            error(value, NumberSyntax.tooLarge(subject, degrees, unit: " degrees"))
            return nil
        }
        return .constant(degrees)
    }

    /// A whole number in `range` (forEach counts, columns, repeat counts).
    func integer(_ value: YAMLValue, _ subject: String, range: ClosedRange<Int>) -> Int? {
        let value = pick(value)
        guard let scalar = value.scalar, !scalar.isNull else {
            error(value, "expected a whole number for \(subject), found \(value.kindDescription)")
            return nil
        }
        let written = text(scalar)
        guard let number = NumberSyntax.parse(written), number.isFinite, number == number.rounded() else {
            error(value, "expected a whole number for \(subject), found \(Echo.quoted(written))")
            return nil
        }
        guard number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            error(value, "\(subject) must be between \(range.lowerBound) and \(range.upperBound), found \(TraceNumber.format(number))")
            return nil
        }
        return Int(number)
    }

    /// `$name` or `-$name`, checked against the state.
    func reference(_ written: String, _ value: YAMLValue) -> (name: String, sign: Double)? {
        let negative = written.hasPrefix("-")
        let name = String(written.dropFirst(negative ? 2 : 1))
        guard state[name] != nil else {
            let declared = state.keys.sorted()
            let known = declared.isEmpty ? "the scene declares no state"
                : "the state declares \(Suggestions.list(declared.map { "$" + $0 }, conjunction: "and"))"
            error(value, "unknown state parameter '$\(name)'" + Suggestions.hint(for: "$" + name, among: declared.map { "$" + $0 })
                + "; \(known)")
            return nil
        }
        return (name, negative ? -1 : 1)
    }
}

extension SceneParameter.Kind {
    /// "a number", "an angle", "a boolean (true or false)", for messages.
    var article: String {
        switch self {
        case .number: "a number"
        case .angle: "an angle"
        case .boolean: "a boolean (true or false)"
        case .word: "a word"
        case .list: "a list"
        case .color: "a colour"
        }
    }
}

/// Number literals: decimal, with optional exponent; `inf`/`.inf` for infinity. No NaN and
/// no hexadecimal floats, which `Double(_:)` would otherwise accept.
enum NumberSyntax {
    /// The largest magnitude a number in a scene may have (sizes, offsets, spacings, fonts,
    /// scales, state values, angles in degrees). Geometry composes these down the tree and
    /// through animations; a million keeps every sum and product of them far inside what
    /// layout, Cairo and JSON can carry, so what `check` accepts `render` can draw.
    static let largest = 1_000_000.0

    static func tooLarge(_ subject: String, _ number: Double, unit: String) -> String {
        let written = TraceNumber.format(number)
        return "\(subject) must be \(number > 0 ? "at most 1000000" : "at least -1000000")\(unit), found \(written)\(unit)"
    }

    static func parse(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        switch t.lowercased() {
        case "inf", ".inf", "+inf", "+.inf", "infinity": return .infinity
        case "-inf", "-.inf", "-infinity": return -.infinity
        default: break
        }
        guard !t.isEmpty, t.utf8.count <= 64,
              t.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE_".contains($0)) }),
              let value = Double(t.replacingOccurrences(of: "_", with: "")), value.isFinite else { return nil }
        return value
    }
}

/// Angle literals, in degrees: `90deg`, `90°`, `1.57rad`, or a bare number (degrees).
enum AngleSyntax {
    static func parse(_ text: String) -> Double? {
        let t = text.trimmingCharacters(in: .whitespaces)
        for (suffix, scale) in [("deg", 1.0), ("°", 1.0), ("rad", 180 / Double.pi)] where t.hasSuffix(suffix) {
            guard let number = NumberSyntax.parse(String(t.dropLast(suffix.count))), number.isFinite else { return nil }
            return number * scale
        }
        guard let number = NumberSyntax.parse(t), number.isFinite else { return nil }
        return number
    }

    static func isExplicit(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces)
        return (t.hasSuffix("deg") || t.hasSuffix("°") || t.hasSuffix("rad")) && parse(t) != nil
    }
}

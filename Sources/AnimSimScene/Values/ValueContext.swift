import Foundation
import AnimSimCore

/// Reads typed values out of YAML, reporting every mistake with its position and returning
/// nil (so the caller substitutes a fallback and carries on to find more errors).
///
/// It knows the state's parameters, to check `$name` references, and the innermost
/// `forEach`, for `{i}` substitution and picking list values by index.
final class ValueContext {
    let diagnostics: Diagnostics
    /// The scene's state parameters and their kinds.
    let state: [String: SceneParameter.Kind]
    var loop: LoopContext?
    private(set) var stateUses: [StateUse] = []
    private(set) var wordUses: [WordUse] = []

    init(diagnostics: Diagnostics, state: [String: SceneParameter.Kind]) {
        self.diagnostics = diagnostics
        self.state = state
    }

    func error(_ value: YAMLValue, _ message: String) { diagnostics.error(value, message) }

    func record(_ use: StateUse) { stateUses.append(use) }

    func record(_ use: WordUse) { wordUses.append(use) }

    // MARK: Mappings

    /// The value as a mapping whose keys must be among `keys`; unknown keys are reported with
    /// the closest known one.
    func mapping(_ value: YAMLValue, _ subject: String, keys: [String]) -> KeyedMapping? {
        guard case .mapping(let pairs, _) = value else {
            error(value, "expected a mapping for \(subject), found \(value.kindDescription)")
            return nil
        }
        for pair in pairs where !keys.contains(pair.key.text) {
            diagnostics.error(pair.key.location, "unknown key \(Echo.quoted(pair.key.text)) in \(subject)"
                + Suggestions.hint(for: pair.key.text, among: keys))
        }
        return KeyedMapping(value: value, pairs: pairs)
    }

    // MARK: forEach

    /// In a forEach, a list where one value is expected is picked by index modulo its length.
    func pick(_ value: YAMLValue) -> YAMLValue {
        guard let loop, case .sequence(let items, _) = value, !items.isEmpty else { return value }
        return items[loop.index % items.count]
    }

    /// The same for values that are lists themselves (`offset: [[0, 0], [10, 5]]`).
    func pickList(_ value: YAMLValue) -> YAMLValue {
        guard let loop, case .sequence(let items, _) = value, !items.isEmpty,
              items.allSatisfy({ $0.items != nil }) else { return value }
        return items[loop.index % items.count]
    }

    /// A scalar's text with `{i}`, `{n}`, `{count}`, `{item}` and `{item.key}` replaced.
    func text(_ scalar: YAMLScalar) -> String {
        guard let loop, scalar.text.contains("{") else { return scalar.text }
        return loop.substitute(scalar.text, at: scalar.location, diagnostics: diagnostics)
    }

    // MARK: Strings and names

    func string(_ value: YAMLValue, _ subject: String) -> String? {
        let value = pick(value)
        guard let scalar = value.scalar, !scalar.isNull else {
            error(value, "expected text for \(subject), found \(value.kindDescription)")
            return nil
        }
        return text(scalar)
    }

    /// Text the scene shows, at most `maximumLength` characters (docs/scene-format.md,
    /// "Limits"): a longer one is refused here, at its position, before any layout or
    /// drawing pays for it.
    func string(_ value: YAMLValue, _ subject: String, maximumLength: Int) -> String? {
        guard let text = string(value, subject) else { return nil }
        // Counting stops past the bound, so a huge text costs no more than a long one.
        guard text.utf8.count > maximumLength, text.prefix(maximumLength + 1).count > maximumLength else { return text }
        error(pick(value), "\(subject) is \(text.count) characters long; at most \(maximumLength) "
            + "(docs/scene-format.md, \"Limits\"): shorten it")
        return nil
    }

    /// One of a fixed set of names (strategies, alignments, size requests).
    func choice(_ value: YAMLValue, _ subject: String, among names: [String]) -> String? {
        let value = pick(value)
        guard let scalar = value.scalar, !scalar.isNull else {
            error(value, "expected one of \(Suggestions.list(names)) for \(subject), found \(value.kindDescription)")
            return nil
        }
        let name = text(scalar)
        guard names.contains(name) else {
            error(value, "\(Echo.quoted(name)) is not a valid \(subject)" + Suggestions.hint(for: name, among: names)
                + "; expected \(names.count > 2 ? "one of " : "")\(Suggestions.list(names))")
            return nil
        }
        return name
    }

    func bool(_ value: YAMLValue, _ subject: String) -> Bool? {
        let value = pick(value)
        switch value.scalar.map(text) {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            error(value, "expected true or false for \(subject), found \(value.kindDescription)")
            return nil
        }
    }

    func alignment(_ value: YAMLValue, _ subject: String) -> Alignment? {
        choice(value, subject, among: Alignment.named.map(\.name)).flatMap { name in
            Alignment.named.first { $0.name == name }?.alignment
        }
    }

    func color(_ value: YAMLValue, _ subject: String) -> Color? {
        let value = pick(value)
        let examples = "like \"#ff8800\", \"#ff880080\" or a name (\(Color.named.keys.sorted().joined(separator: ", ")))"
        guard let scalar = value.scalar, !scalar.isNull else {
            let hint = value.isNull ? " (a colour starting with # must be quoted, since # starts a YAML comment)" : ""
            error(value, "expected a colour for \(subject), \(examples), found \(value.kindDescription)\(hint)")
            return nil
        }
        let name = text(scalar)
        switch ColorSyntax.parse(name) {
        case .success(let color): return color
        case .failure(let problem):
            switch problem {
            case .unknownName:
                error(value, "unknown colour \(Echo.quoted(name)) for \(subject)" + Suggestions.hint(for: name, among: Color.named.keys.sorted())
                    + "; expected \(examples.dropFirst(5))")
            case .malformedHex:
                error(value, "malformed colour \(Echo.quoted(name)) for \(subject): write #rrggbb or #rrggbbaa with hex digits 0-9, a-f")
            }
            return nil
        }
    }
}

/// A mapping being read: look keys up, and report what is missing at the mapping.
struct KeyedMapping {
    let value: YAMLValue
    let pairs: [YAMLPair]

    subscript(key: String) -> YAMLValue? { pairs.first { $0.key.text == key }?.value }

    var location: SourceLocation { value.location }
    var keys: [String] { pairs.map(\.key.text) }

    func keyLocation(_ key: String) -> SourceLocation? { pairs.first { $0.key.text == key }?.key.location }
}

/// Colours as scene files write them: `#rrggbb`, `#rrggbbaa` or SwiftUI's names.
enum ColorSyntax {
    enum Problem: Error { case unknownName, malformedHex }

    static func parse(_ text: String) -> Result<Color, Problem> {
        if let named = Color.named[text] { return .success(named) }
        guard text.hasPrefix("#") else { return .failure(.unknownName) }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else { return .failure(.malformedHex) }
        return .success(Color(hex: value, hasAlpha: digits.count == 8))
    }
}

import Foundation
import AnimSimCore

/// `$name` where a word, a boolean or a colour is expected: `alignment: $alignment`,
/// `axis: $axis`, `fill: $tint`.
/// Such a value is not animatable data; it takes effect at once and what it moves animates
/// as geometry, as a SwiftUI `@State` of an enumeration does.
extension ValueContext {
    /// Whether the value is written as a state reference.
    func isReference(_ value: YAMLValue) -> Bool {
        pick(value).scalar.map { text($0).hasPrefix("$") } ?? false
    }

    /// `$name` naming a word parameter; every word it is given must be among `words`.
    func stateWord(_ value: YAMLValue, _ subject: String, among words: [String]) -> String? {
        guard let name = reference(value, subject, kind: .word, expected: "a word parameter (such as alignment: leading)") else { return nil }
        record(WordUse(name: name, words: words, subject: subject, location: value.location))
        return name
    }

    /// `$name` naming a boolean parameter.
    func stateFlag(_ value: YAMLValue, _ subject: String) -> String? {
        reference(value, subject, kind: .boolean, expected: "a boolean parameter (true or false)")
    }

    /// A colour, or `$name` naming a colour parameter (`fill: $tint`).
    func stateColor(_ value: YAMLValue, _ subject: String) -> StateColor? {
        guard isReference(value) else { return color(value, subject).map { .constant($0) } }
        return reference(value, subject, kind: .color, expected: "a colour parameter (such as tint: \"#ff8800\" or tint: red)")
            .map { .state($0) }
    }

    /// An alignment name, or `$name` naming a word parameter whose every word is one.
    func stateAlignment(_ value: YAMLValue, _ subject: String) -> StateAlignment? {
        guard isReference(value) else { return alignment(value, subject).map { .constant($0) } }
        return stateWord(value, subject, among: Alignment.named.map(\.name)).map { .state($0) }
    }

    /// `$name` naming a list parameter (`forEach: $words`).
    func stateList(_ value: YAMLValue, _ subject: String) -> String? {
        reference(value, subject, kind: .list, expected: "a list parameter (such as words: [a, b, c])")
    }

    private func reference(_ value: YAMLValue, _ subject: String, kind: SceneParameter.Kind, expected: String) -> String? {
        let value = pick(value)
        guard let scalar = value.scalar else { return nil }
        let written = text(scalar)
        guard !written.hasPrefix("-$") else {
            error(value, "\(subject) cannot negate a state parameter (\(written)); only numbers negate")
            return nil
        }
        guard let reference = reference(written, value) else { return nil }
        guard let found = state[reference.name], found == kind else {
            error(value, "state parameter '$\(reference.name)' is \(state[reference.name]?.article ?? "unknown"); \(subject) needs \(expected)")
            return nil
        }
        return reference.name
    }
}

import Foundation
import AnimSimCore

/// Booleans, words, lists and colours in `state:` and `set:`: what a scene's state holds beside
/// numbers and angles (docs/scene-format.md, "State beyond numbers"). Each value is checked
/// where it is written, so a mistake is reported at its own line, with the expected type.
struct DiscreteValueReader {
    let context: ValueContext
    let limits: SceneLimits

    /// `SwiftUI`, `leading`, `a`, `top-left`: a letter, then letters, digits, `_` or `-`.
    static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-" }
    }

    /// What a start value is, judged from how it is written: a list, `true`/`false`, or a
    /// word. Numbers and angles are left to the caller (nil).
    func startValue(_ value: YAMLValue, name: String) -> SceneValue?? {
        if value.items != nil { return .some(list(value, name: name, elementKind: nil)) }
        guard let text = value.scalar?.text, value.scalar?.style != .quoted || !text.isEmpty else { return nil }
        if text == "true" || text == "false" { return .some(.boolean(text == "true")) }
        // A colour: "#rrggbb", "#rrggbbaa" or a palette name (`tint: red`).
        if text.hasPrefix("#") || Color.named[text] != nil {
            return .some(context.color(value, "state '\(name)'").map { .color($0) })
        }
        if Self.isWord(text), NumberSyntax.parse(text) == nil { return .some(.word(text)) }
        return nil
    }

    /// A `set:` value for a declared boolean, word or list parameter.
    func value(_ value: YAMLValue, for parameter: SceneParameter) -> SceneValue? {
        let name = parameter.name
        switch parameter.kind {
        case .boolean:
            switch value.scalar?.text {
            case "true": return .boolean(true)
            case "false": return .boolean(false)
            default:
                context.error(value, "state '\(name)' is a boolean; expected true or false, found \(value.kindDescription)")
                return nil
            }
        case .word:
            guard let text = value.scalar?.text, Self.isWord(text), text != "true", text != "false" else {
                context.error(value, "state '\(name)' is a word (such as \(parameter.value?.text ?? "leading")); "
                    + "expected a word (a letter, then letters, digits, _ or -), found \(value.kindDescription)")
                return nil
            }
            return .word(text)
        case .list:
            guard value.items != nil else {
                context.error(value, "state '\(name)' is a list; expected a list such as \(parameter.value?.text ?? "[a, b]"), "
                    + "found \(value.kindDescription)")
                return nil
            }
            guard case .list(let start)? = parameter.value else { return nil }
            return list(value, name: name, elementKind: start.first.map(Self.isNumber) ?? false, allowEmpty: true)
        case .color:
            if let text = value.scalar?.text, !text.hasPrefix("#"), Color.named[text] == nil {
                context.error(value, "state '\(name)' is a colour (such as \(parameter.value?.text ?? "red")); expected a colour "
                    + "like \"#ff8800\", \"#ff880080\" or a name (\(Color.named.keys.sorted().joined(separator: ", "))), found '\(text)'"
                    + Suggestions.hint(for: text, among: Color.named.keys.sorted()))
                return nil
            }
            return context.color(value, "state '\(name)'").map { .color($0) }
        case .number, .angle:
            return nil
        }
    }

    private static func isNumber(_ element: SceneValue.Element) -> Bool {
        if case .number = element { return true }
        return false
    }

    /// A list of words or of numbers, each element once. `elementKind`: whether elements
    /// must be numbers (true), words (false), or either, fixed by the first (nil). A start
    /// value may not be empty, since its elements' kind would be unknown.
    func list(_ value: YAMLValue, name: String, elementKind: Bool?, allowEmpty: Bool = false) -> SceneValue? {
        guard let items = value.items else { return nil }
        guard allowEmpty || !items.isEmpty else {
            context.error(value, "state '\(name)' starts as an empty list; give it at least one element, "
                + "so its elements' kind (words or numbers) is known, and empty it with a timeline 'set:'")
            return nil
        }
        guard items.count <= limits.maximumListLength else {
            context.error(value, "the list for state '\(name)' has \(items.count) elements; a list holds at most \(limits.maximumListLength)")
            return nil
        }
        var elements: [SceneValue.Element] = [], seen: [SceneValue.Element: SourceLocation] = [:]
        var numbers = elementKind, failed = false
        for item in items {
            guard let element = self.element(item, name: name, numbers: &numbers) else {
                failed = true
                continue
            }
            if let first = seen[element] {
                context.error(item, "'\(element.text)' is in the list for state '\(name)' twice (first at \(first.line):\(first.column)); "
                    + "an element is a view's identity, so each may appear once")
                failed = true
                continue
            }
            seen[element] = item.location
            elements.append(element)
        }
        return failed ? nil : .list(elements)
    }

    private func element(_ item: YAMLValue, name: String, numbers: inout Bool?) -> SceneValue.Element? {
        guard let text = item.scalar?.text, !(item.scalar?.isNull ?? true) else {
            context.error(item, "elements of the list for state '\(name)' are words or numbers, found \(item.kindDescription)")
            return nil
        }
        let number = NumberSyntax.parse(text).flatMap { $0.isFinite && abs($0) <= NumberSyntax.largest ? $0 : nil }
        let isWord = Self.isWord(text) && NumberSyntax.parse(text) == nil
        guard number != nil || isWord else {
            context.error(item, "elements of the list for state '\(name)' are words (a letter, then letters, digits, _ or -) "
                + "or numbers up to 1000000, found '\(text)'")
            return nil
        }
        let isNumber = number != nil
        if let numbers, numbers != isNumber {
            context.error(item, "the list for state '\(name)' holds \(numbers ? "numbers" : "words"), found '\(text)'; "
                + "a list's elements are all words or all numbers")
            return nil
        }
        numbers = isNumber
        return number.map { .number($0) } ?? .word(text)
    }
}

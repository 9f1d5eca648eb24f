import AnimSimCore
import Foundation

/// One state value in the HUD: its text, elided to the widest its kind may take (`slot`,
/// in characters), so the HUD can wrap by kinds and names alone, which do not change
/// during a scene.
struct HUDEntry {
    /// Longest value text shown, per kind; longer words and lists end in "…".
    static let numberWidth = 9, wordWidth = 16, listWidth = 40, colorWidth = 9, flagWidth = 5

    let text: String
    let slot: Int

    init(_ value: DisplayList.StateValue) {
        let valueText: String, width: Int
        switch value.discrete {
        case nil:
            valueText = HUD.fixed(value.value, digits: value.isAngle ? 1 : 2) + (value.isAngle ? "°" : "")
            width = Self.numberWidth
        case .boolean(let flag)?: (valueText, width) = (flag ? "true" : "false", Self.flagWidth)
        case .word(let word)?: (valueText, width) = (Self.elided(word, to: Self.wordWidth), Self.wordWidth)
        case .color(let color)?: (valueText, width) = (color.name ?? color.description, Self.colorWidth)
        case .list(let elements)?: (valueText, width) = (Self.elided(elements.map(\.text), to: Self.listWidth), Self.listWidth)
        }
        text = value.name + " " + valueText
        slot = value.name.count + 1 + width
    }

    static func elided(_ word: String, to width: Int) -> String {
        word.count <= width ? word : String(word.prefix(width - 1)) + "…"
    }

    /// `[a, b, c]`, or as many whole elements as fit followed by `…` and the count.
    static func elided(_ elements: [String], to width: Int) -> String {
        let whole = "[" + elements.joined(separator: ", ") + "]"
        guard whole.count > width else { return whole }
        let tail = ", … \(elements.count)]"
        var text = "["
        for element in elements {
            let next = (text == "[" ? "" : ", ") + element
            if text.count + next.count + tail.count > width { break }
            text += next
        }
        return text == "[" ? "[… \(elements.count)]" : text + tail
    }
}

import Foundation

/// A state value that is not animatable data: a boolean, a word (an enumeration's case, such
/// as an alignment or an axis), a list of words or numbers, or a colour. A colour state
/// changes at once too; what animates is each view's resolved colour, as in SwiftUI, where
/// a `Color` is resolved per view and `Color.Resolved` is what is animatable. SwiftUI animates only a
/// value's `animatableData`; a `@State` of one of these types changes at once, and what it
/// moves on screen animates as geometry. Numbers and angles stay plain `Double`s in
/// `SceneState`, since they are what animates.
public enum SceneValue: Hashable, Sendable {
    case boolean(Bool)
    case word(String)
    /// Elements are `.word` or `.number`, all of one kind; an element appears once.
    case list([Element])
    case color(Color)

    public enum Element: Hashable, Sendable {
        case word(String)
        case number(Double)

        /// The element as `{item}` reads it and an identity names it.
        public var text: String {
            switch self {
            case .word(let word): word
            case .number(let number): Self.format(number)
            }
        }

        /// Shortest decimal form, integers without a point: `3`, `2.5`.
        static func format(_ number: Double) -> String {
            number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        }
    }

    /// The kind a parameter holding this value has.
    public var kind: SceneParameter.Kind {
        switch self {
        case .boolean: .boolean
        case .word: .word
        case .list: .list
        case .color: .color
        }
    }

    /// One line for HUDs and messages: `true`, `leading`, `[a, b, c]`.
    public var text: String {
        switch self {
        case .boolean(let flag): flag ? "true" : "false"
        case .word(let word): word
        case .list(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .color(let color): color.name ?? color.description
        }
    }
}

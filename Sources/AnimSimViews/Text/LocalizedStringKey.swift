import AnimSimCore
import Foundation

/// SwiftUI's `LocalizedStringKey`: the string a `Text` literal is, with SwiftUI's own
/// interpolations. Published files format numbers in a label with them,
/// `Text("\(progress * 100, specifier: "%.0f")%")`, which `String`'s interpolation does not
/// have (the file stopped at `incorrect argument label in call (have '_:specifier:', expected
/// '_:default:')`). A Linux program has no app bundle to look a key up in, so the key is the
/// text: every interpolation is formatted into it as SwiftUI formats it in the development
/// language. A plain literal keeps going to `Text(_: String)`, which prefers `String`, the
/// literal's default type: the key is made only where `String` cannot take the literal.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key stands for.
    let string: String

    public init(_ value: String) { string = value }

    public init(stringLiteral value: String) { string = value }

    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }

        /// `\(value, specifier: "%.2f")`: a printf format, as SwiftUI applies it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// `\(Text("…"))` inside a key: the text's string.
        public mutating func appendInterpolation(_ text: Text) { output += text.string }
    }
}

extension Text {
    /// SwiftUI's `Text(_:tableName:bundle:comment:)`: the key's text (no bundle to look it up).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key.string)
    }
}

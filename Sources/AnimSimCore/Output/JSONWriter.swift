import Foundation

/// The one JSON writer: a `JSONValue` as text, in the layout each output has always had.
/// The outputs differ in three ways, each an option here rather than a writer of their own:
/// how numbers print (`numbers`), what strings escape (`escaping`), and whether the text is
/// indented (`pretty`). Keys keep the order they were given in.
public struct JSONWriter: Sendable {
    public enum Numbers: Sendable, Equatable {
        /// `TraceNumber`: rounded to 4 decimals, scaled by 10,000 (traces, comparisons, the
        /// report), so the same scene prints the same text on every run and platform.
        case trace
        /// At most this many decimals, printed with `%.Nf` and trailing zeros removed
        /// (Lottie files); integers without a decimal point, never `-0`.
        case decimals(Int)
    }

    /// Indented by two spaces per level, arrays of numbers kept on one line (a point, a
    /// frame, a series); else all on one line with no spaces.
    public var pretty: Bool
    public var numbers: Numbers
    public var escaping: JSONString.Escaping

    public init(pretty: Bool = false, numbers: Numbers = .trace, escaping: JSONString.Escaping = []) {
        self.pretty = pretty
        self.numbers = numbers
        self.escaping = escaping
    }

    /// Written through `JSONStream`, as a streamed document is, so both give the same text.
    public func text(_ value: JSONValue) -> String {
        var json = JSONStream(self)
        json.value(value)
        return json.text
    }

    /// The opening of an object whose last field is an array written one element at a time
    /// (a trace's frames, too many to hold): `{"version":1,…,"frames":[`. The elements follow,
    /// separated by commas, then `]}`.
    public func opening(_ fields: [(String, JSONValue)], streaming key: String) -> String {
        var json = JSONStream(self)
        var head = ""
        json.object { json in
            for (name, value) in fields {
                json.key(name)
                json.value(value)
            }
            json.key(key)
            // The text up to the array's `[`: its elements and the closing `]}` are the caller's.
            json.array { json in head = json.text }
        }
        return head
    }

    /// A number as `numbers` prints it; JSON has no infinity or NaN, so they print as null.
    public func text(_ number: Double) -> String {
        switch numbers {
        case .trace: return TraceNumber.json(number)
        case .decimals(let digits):
            guard number.isFinite else { return "null" }
            if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
            var text = String(format: "%.\(digits)f", number)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text == "-0" ? "0" : text
        }
    }
}

extension JSONValue {
    /// Whether this is a number (an integer too): an array of them is written on one line.
    var isNumber: Bool {
        switch self {
        case .number, .integer: true
        default: false
        }
    }
}

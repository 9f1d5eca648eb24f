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

    public func text(_ value: JSONValue) -> String {
        var out = ""
        write(value, to: &out, indent: 0)
        return out
    }

    /// The opening of an object whose last field is an array written one element at a time
    /// (a trace's frames, too many to hold): `{"version":1,…,"frames":[`. The elements follow,
    /// separated by commas, then `]}`.
    public func opening(_ fields: [(String, JSONValue)], streaming key: String) -> String {
        var out = "{"
        for (name, value) in fields {
            out += newline(0)
            JSONString.write(name, escaping, to: &out)
            out += pretty ? ": " : ":"
            write(value, to: &out, indent: 1)
            out += ","
        }
        out += newline(0)
        JSONString.write(key, escaping, to: &out)
        return out + (pretty ? ": [" : ":[")
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

    private func newline(_ indent: Int) -> String {
        pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
    }

    private func write(_ value: JSONValue, to out: inout String, indent: Int) {
        switch value {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += text(value)
        case .integer(let value): out += String(value)
        case .string(let value): JSONString.write(value, escaping, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            let flat = !pretty || items.allSatisfy(\.isNumber)
            out += "["
            for index in items.indices {
                if index > 0 { out += flat && pretty ? ", " : "," }
                if !flat { out += newline(indent) }
                write(items[index], to: &out, indent: indent + 1)
            }
            if !flat { out += close(indent) }
            out += "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            out += "{"
            for index in fields.indices {
                if index > 0 { out += "," }
                if pretty { out += newline(indent) }
                JSONString.write(fields[index].0, escaping, to: &out)
                out += pretty ? ": " : ":"
                write(fields[index].1, to: &out, indent: indent + 1)
            }
            if pretty { out += close(indent) }
            out += "}"
        }
    }

    private func close(_ indent: Int) -> String { pretty ? "\n" + String(repeating: "  ", count: indent) : "" }
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

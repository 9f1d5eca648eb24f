import AnimSimCore
import Foundation

/// A JSON document built by hand and printed the way `animsim trace` prints: numbers
/// rounded to 4 decimals through `TraceNumber` (no `165.00000000000003`), keys in the
/// order given, `null` for what has no value. JSONEncoder can do neither the rounding nor
/// the explicit nulls, and the outputs' layout is a documented format, not a Swift type.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text() == b.text() }

    /// A number, or null when there is none.
    public static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
    public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }

    /// Indented by two spaces per level when `pretty`, else on one line.
    public func text(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        let newline = pretty ? "\n" + String(repeating: "  ", count: indent + 1) : ""
        let close = pretty ? "\n" + String(repeating: "  ", count: indent) : ""
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += TraceNumber.json(value)
        case .string(let value): out += Self.quoted(value)
        case .array(let items):
            // Arrays of plain numbers stay on one line: a point, a frame, a series.
            let flat = !pretty || items.allSatisfy { if case .number = $0 { true } else { false } }
            guard !items.isEmpty else { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += flat && pretty ? ", " : "," }
                if !flat { out += newline }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            out += flat ? "]" : close + "]"
        case .object(let fields):
            guard !fields.isEmpty else { out += "{}"; return }
            out += "{"
            for (index, field) in fields.enumerated() {
                out += (index > 0 ? "," : "") + newline + Self.quoted(field.0) + (pretty ? ": " : ":")
                field.1.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            out += close + "}"
        }
    }

    /// `<` is escaped too, so the text can sit inside an HTML `<script>` element.
    static func quoted(_ text: String) -> String { JSONString.quoted(text, escapingHTML: true) }
}

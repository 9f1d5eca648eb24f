import Foundation

/// A JSON document built by hand, keys in the order given, `null` for what has no value:
/// what every AnimSim output that is JSON is made of (traces, `compare --json`, the report's
/// embedded data, Lottie files), so one writer (`JSONWriter`) prints them all. Foundation's
/// `JSONEncoder` can do neither the rounding of numbers nor the explicit nulls, writes keys
/// in hash order or sorted on Linux, and the outputs' layouts are documented formats, not
/// Swift types. Not `indirect`: arrays already hold their elements out of line, and boxing
/// every number of a trace of thousands of views doubled the time `trace` took.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Printed as the writer's number style says (`JSONWriter.Numbers`).
    case number(Double)
    /// Printed as it is, whatever the number style: a count, an index, a version.
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text() == b.text() }

    /// A number, or null when there is none.
    public static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
    public static func int(_ value: Int) -> JSONValue { .integer(value) }
    public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }

    /// The text `writer` prints for this value.
    public func text(_ writer: JSONWriter = JSONWriter()) -> String { writer.text(self) }
}

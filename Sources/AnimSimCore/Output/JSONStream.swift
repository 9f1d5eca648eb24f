import Foundation

/// JSON written straight into one buffer, field by field, with no `JSONValue` in between.
/// A trace writes a thousand views a frame: building a tree of them first, only to walk it,
/// made `animsim trace` of bench/wheel-1000.yaml a quarter slower than the hand-built
/// strings it replaced. The writer's value path (`JSONWriter.text(_:)`) is written through
/// this stream too, so commas, indentation, numbers (`JSONWriter.text(_: Double)`) and
/// escapes (`JSONString.write`) are decided in one place whichever way the JSON is given.
///
///     var json = JSONStream(JSONWriter())
///     json.object { json in
///         json.key("id"); json.string("a")
///         json.key("frame"); json.array(oneLine: true) { json in json.number(1); json.number(2) }
///     }
///     json.text  // {"id":"a","frame":[1,2]}
public struct JSONStream {
    public let writer: JSONWriter
    /// The JSON written so far.
    public private(set) var text: String

    /// Containers open around the next value.
    private var depth = 0
    /// Whether the container being written already holds an element, so the next needs a comma.
    private var hasElement = false
    /// A key was just written: its value follows with no separator.
    private var afterKey = false
    /// Pretty text only: for each open container, whether its elements share one line (an
    /// array of numbers) rather than one line each. Compact text never needs to know.
    private var oneLine: [Bool] = []

    public init(_ writer: JSONWriter, capacity: Int = 0) {
        self.writer = writer
        text = ""
        text.reserveCapacity(capacity)
    }

    // MARK: Containers

    public mutating func object(_ body: (inout JSONStream) -> Void) {
        open("{", oneLine: false)
        body(&self)
        close("}")
    }

    /// `oneLine`: in pretty text, the elements on one line, as the value path writes an array
    /// of numbers (a point, a frame); else one line each. Compact text ignores it.
    public mutating func array(oneLine: Bool = false, _ body: (inout JSONStream) -> Void) {
        open("[", oneLine: oneLine)
        body(&self)
        close("]")
    }

    /// The name of the object field whose value is written next.
    public mutating func key(_ name: String) {
        separate()
        JSONString.write(name, writer.escaping, to: &text)
        text += writer.pretty ? ": " : ":"
        afterKey = true
    }

    // MARK: Values

    /// Printed as the writer's number style says.
    public mutating func number(_ value: Double) {
        separate()
        text += writer.text(value)
        hasElement = true
    }

    /// Printed as it is, whatever the number style.
    public mutating func integer(_ value: Int) {
        separate()
        text += String(value)
        hasElement = true
    }

    public mutating func string(_ value: String) {
        separate()
        JSONString.write(value, writer.escaping, to: &text)
        hasElement = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        text += value ? "true" : "false"
        hasElement = true
    }

    public mutating func null() {
        separate()
        text += "null"
        hasElement = true
    }

    /// A value already built; its arrays of numbers stay on one line in pretty text.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .integer(let integer): self.integer(integer)
        case .string(let string): self.string(string)
        case .array(let items):
            array(oneLine: items.allSatisfy(\.isNumber)) { json in
                for item in items { json.value(item) }
            }
        case .object(let fields):
            object { json in
                for (name, field) in fields {
                    json.key(name)
                    json.value(field)
                }
            }
        }
    }

    // MARK: Layout

    /// What comes before an element: a comma after the one before it, and in pretty text a
    /// space (one line) or a new indented line. Nothing after a key, or at the top level.
    private mutating func separate() {
        if afterKey { afterKey = false; return }
        guard depth > 0 else { return }
        guard writer.pretty else {
            if hasElement { text += "," }
            return
        }
        if oneLine[depth - 1] {
            if hasElement { text += ", " }
        } else {
            if hasElement { text += "," }
            newline(indent: depth)
        }
    }

    private mutating func open(_ bracket: String, oneLine lines: Bool) {
        separate()
        text += bracket
        depth += 1
        hasElement = false
        if writer.pretty { oneLine.append(lines) }
    }

    /// An empty container stays `[]` or `{}`; else, in pretty text with a line per element,
    /// the closing bracket goes on a line of its own at the container's indent.
    private mutating func close(_ bracket: String) {
        depth -= 1
        if writer.pretty, oneLine.removeLast() == false, hasElement { newline(indent: depth) }
        text += bracket
        hasElement = true
    }

    private mutating func newline(indent: Int) {
        text += "\n"
        for _ in 0..<indent { text += "  " }
    }
}

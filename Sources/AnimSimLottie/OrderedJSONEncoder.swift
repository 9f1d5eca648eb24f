import Foundation

/// Encodes `Encodable` values to compact JSON with every object's keys in the order its
/// `encode(to:)` wrote them. Foundation's `JSONEncoder` on Linux writes keys in hash order
/// or sorted, and rlottie reads a shape's `"ty"` first and skips whatever keys came before
/// it: with sorted keys (`ty` last) no shape is drawn at all. Numbers are written with at
/// most `digits` decimals (1e-4 pt is far below anything a player shows).
public struct OrderedJSONEncoder {
    public var digits = 4

    public init() {}

    public func encode(_ value: some Encodable) throws -> Data {
        let encoder = NodeEncoder(digits: digits)
        try value.encode(to: encoder)
        var out = ""
        encoder.node.write(to: &out)
        return Data(out.utf8)
    }
}

/// A JSON value under construction; objects and arrays are classes so containers handed
/// out by the encoder can fill them later.
final class Node {
    enum Content {
        case empty
        case literal(String)
        case object([(String, Node)])
        case array([Node])
    }

    var content: Content = .empty

    func write(to out: inout String) {
        switch content {
        case .empty: out += "null"
        case .literal(let text): out += text
        case .object(let entries):
            out += "{"
            for (index, (key, node)) in entries.enumerated() {
                if index > 0 { out += "," }
                out += Node.quoted(key) + ":"
                node.write(to: &out)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (index, node) in items.enumerated() {
                if index > 0 { out += "," }
                node.write(to: &out)
            }
            out += "]"
        }
    }

    /// A string literal, escaped by Foundation's own encoder.
    static func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    static func number(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = String(format: "%.\(digits)f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

final class NodeEncoder: Encoder {
    let node: Node
    let digits: Int
    var codingPath: [CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(node: Node = Node(), digits: Int) {
        self.node = node
        self.digits = digits
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedNodeContainer(encoder: self)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleNodeContainer(encoder: self) }

    /// A value as a node of its own: primitives directly, everything else through `encode(to:)`.
    func box(_ value: some Encodable) throws -> Node {
        let child = Node()
        switch value {
        case let v as Double: child.content = .literal(Node.number(v, digits: digits))
        case let v as Float: child.content = .literal(Node.number(Double(v), digits: digits))
        case let v as String: child.content = .literal(Node.quoted(v))
        case let v as Bool: child.content = .literal(v ? "true" : "false")
        case let v as any BinaryInteger: child.content = .literal(String(describing: v))
        default: try value.encode(to: NodeEncoder(node: child, digits: digits))
        }
        return child
    }
}

import AnimSimCore
import Foundation

/// Encodes `Encodable` values to compact JSON with every object's keys in the order its
/// `encode(to:)` wrote them. Foundation's `JSONEncoder` on Linux writes keys in hash order
/// or sorted, and rlottie reads a shape's `"ty"` first and skips whatever keys came before
/// it: with sorted keys (`ty` last) no shape is drawn at all. Numbers are written with at
/// most `digits` decimals (1e-4 pt is far below anything a player shows). The text is the
/// core's `JSONWriter`'s, the one writer of every AnimSim output; this encoder only turns
/// `Encodable` values into the `JSONValue` it writes.
public struct OrderedJSONEncoder {
    public var digits = 4

    public init() {}

    /// Backspace and form feed as `\b` and `\f`: Lottie files were first written with
    /// Foundation's encoder, and their strings keep its escapes.
    public var writer: JSONWriter { JSONWriter(numbers: .decimals(digits), escaping: .shortControls) }

    public func encode(_ value: some Encodable) throws -> Data {
        let encoder = NodeEncoder()
        try value.encode(to: encoder)
        return Data(writer.text(encoder.node.json).utf8)
    }
}

/// A JSON value under construction; objects and arrays are classes so containers handed
/// out by the encoder can fill them later.
final class Node {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(String, Node)])
        case array([Node])
    }

    var content: Content = .empty

    /// The finished value; a node nothing was encoded into is null.
    var json: JSONValue {
        switch content {
        case .empty: .null
        case .value(let value): value
        case .object(let entries): .object(entries.map { ($0.0, $0.1.json) })
        case .array(let items): .array(items.map(\.json))
        }
    }
}

final class NodeEncoder: Encoder {
    let node: Node
    var codingPath: [CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(node: Node = Node()) { self.node = node }

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
        case let v as Double: child.content = .value(.number(v))
        case let v as Float: child.content = .value(.number(Double(v)))
        case let v as String: child.content = .value(.string(v))
        case let v as Bool: child.content = .value(.bool(v))
        // Lottie's integers are `Int`s; an unsigned one past `Int.max` would print as a number.
        case let v as any BinaryInteger: child.content = .value(Int(exactly: v).map(JSONValue.integer) ?? .number(Double(v)))
        default: try value.encode(to: NodeEncoder(node: child))
        }
        return child
    }
}

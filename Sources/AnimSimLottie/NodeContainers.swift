import AnimSimCore
import Foundation

/// The three container kinds of `NodeEncoder`. Every primitive goes through the generic
/// `encode`, which boxes it (`NodeEncoder.box`).
struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: NodeEncoder
    var codingPath: [CodingKey] { encoder.codingPath }

    func append(_ key: Key, _ node: Node) {
        guard case .object(var entries) = encoder.node.content else { return }
        entries.removeAll { $0.0 == key.stringValue }
        entries.append((key.stringValue, node))
        encoder.node.content = .object(entries)
    }

    mutating func encodeNil(forKey key: Key) throws {
        let node = Node()
        node.content = .value(.null)
        append(key, node)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { append(key, try encoder.box(value)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { append(key, try encoder.box(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { append(key, try encoder.box(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { append(key, try encoder.box(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { append(key, try encoder.box(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { append(key, try encoder.box(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = NodeEncoder()
        append(key, child.node)
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let child = NodeEncoder()
        append(key, child.node)
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> Encoder {
        let child = NodeEncoder()
        append(key, child.node)
        return child
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let encoder: NodeEncoder
    var codingPath: [CodingKey] { encoder.codingPath }
    var count: Int {
        if case .array(let items) = encoder.node.content { return items.count }
        return 0
    }

    func append(_ node: Node) {
        guard case .array(var items) = encoder.node.content else { return }
        items.append(node)
        encoder.node.content = .array(items)
    }

    mutating func encodeNil() throws {
        let node = Node()
        node.content = .value(.null)
        append(node)
    }

    mutating func encode<T: Encodable>(_ value: T) throws { append(try encoder.box(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = NodeEncoder()
        append(child.node)
        return child.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let child = NodeEncoder()
        append(child.node)
        return child.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        let child = NodeEncoder()
        append(child.node)
        return child
    }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let encoder: NodeEncoder
    var codingPath: [CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node.content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws { encoder.node.content = try encoder.box(value).content }
}

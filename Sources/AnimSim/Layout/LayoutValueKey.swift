import Foundation

/// A value a view hands to its parent layout, SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// The layout values one view carries, keyed by their key type.
public struct LayoutValues: Sendable {
    var storage: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    func contains<K: LayoutValueKey>(_ key: K.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }

    /// Values set on an outer modifier win over the same key set further in.
    func merging(outer: LayoutValues) -> LayoutValues {
        var copy = self
        copy.storage.merge(outer.storage) { _, new in new }
        return copy
    }

    var isEmpty: Bool { storage.isEmpty }
}

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
        // Most views carry no value for most keys: answer those without a dynamic cast, which
        // would cost more than the rest of a wheel's placement of the view.
        get {
            guard let value = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
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

import Foundation

/// SwiftUI's `Binding`, enough for two-way layout values: a layout writes through
/// `subview[Key.self]?.wrappedValue = …` exactly as it would in SwiftUI.
public struct Binding<Value>: Sendable {
    private let get: @Sendable () -> Value
    private let set: @Sendable (Value) -> Void

    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public static func constant(_ value: Value) -> Binding<Value> where Value: Sendable {
        Binding(get: { value }, set: { _ in })
    }
}

import Foundation

/// SwiftUI's `Binding`: a value read and written through closures. Layouts write two-way
/// values through it (`subview[Key.self]?.wrappedValue = …`), and the view layer hands out
/// `$state` projections of it, with `@Binding` as a property wrapper and `$model.name`
/// reaching into a value's members, exactly as in SwiftUI.
///
/// Unchecked `Sendable`: a binding to view state captures that state's storage, which the
/// view layer only touches on its one thread; two-way layout values build theirs from
/// `Sendable` parts (`TwoWayValue`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    /// `@Binding var x: T` initialised from a binding (`Child(x: $x)`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    /// `$x` on a `@Binding` property: the binding itself.
    public var projectedValue: Binding<Value> { self }

    /// `$model.name`: a binding to one member of the bound value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] },
                         set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
}

import AnimSimCore

/// SwiftUI's `@GestureState`: a value a gesture's `updating` writes while the gesture is
/// recognized, which goes back to its initial value, by itself, when the touch ends or fails.
///
/// Stored as `@State` is, per identity (notes S1–S3); a write is a state change under the
/// transaction the `updating` body leaves (so `transaction.animation = .spring` animates
/// it), and the reset one under `resetTransaction` (no animation by default: it snaps back).
/// Read-only to the view: only the gesture writes it.
@propertyWrapper
public struct GestureState<Value>: _StateProperty {
    let initialValue: Value
    let resetTransaction: Transaction
    let box = StateBox<Value>()

    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, resetTransaction: Transaction()) }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        self.resetTransaction = resetTransaction
    }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public var wrappedValue: Value { box.location?.value ?? initialValue }

    /// `$state`, which `updating` takes.
    public var projectedValue: GestureState<Value> { self }

    func _install(in graph: ViewGraph, key: String) {
        box.location = graph.location(for: key, initial: initialValue)
    }

    func set(_ value: Value, transaction: Transaction) {
        guard let location = box.location else { return }
        withTransaction(transaction) { location.write(value) }
    }

    func reset() { set(initialValue, transaction: resetTransaction) }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil, resetTransaction: resetTransaction) }
}

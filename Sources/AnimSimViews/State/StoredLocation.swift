import AnimSimCore

/// One `@State`'s storage (OpenSwiftUI's `StoredLocation`, note S4): `current` is what code
/// outside a view update reads (a button's action sees its own write at once); `committed`
/// is what bodies read during an update: the value as of the queued update being run, so
/// `a = 1; withAnimation { b = 1 }` shows `a` alone in the first, unanimated update (T3).
final class StoredLocation<Value>: AnyStoredLocation {
    private(set) var current: Value
    private(set) var committed: Value
    /// Weak: a task or timer may still write after its host is gone; the write is then dropped.
    weak var graph: ViewGraph?

    init(_ value: Value, graph: ViewGraph) {
        current = value
        committed = value
        self.graph = graph
    }

    var value: Value { graph?.isUpdating == true ? committed : current }

    /// A write equal to the current value does nothing; during a view update it is dropped
    /// with SwiftUI's warning (S5); otherwise it is stored and an update queued under the
    /// thread's current transaction.
    func write(_ value: Value) {
        guard let graph else { return }
        if graph.isUpdating {
            return ViewDiagnostics.warn("Modifying state during view update, this will cause undefined behavior.")
        }
        if Self.equal(current, value) { return }
        current = value
        graph.enqueue(self, value, transaction: Transaction.current ?? Transaction())
    }

    func commit(_ value: Any) {
        if let value = value as? Value { committed = value }
    }

    static func equal(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

/// A location whose type the update queue does not know.
protocol AnyStoredLocation: AnyObject {
    func commit(_ value: Any)
}

extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

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
    /// Each committed value with the update that committed it (`ViewGraph.generation`):
    /// per-frame content (`TimeContent`) made at update g reads the value as of g, whatever
    /// the host has done since, so a frame stays a function of its time.
    private var history: [(generation: Int, value: Value)]

    init(_ value: Value, graph: ViewGraph) {
        current = value
        committed = value
        self.graph = graph
        history = [(graph.generation, value)]
    }

    var value: Value {
        if graph?.isUpdating == true { return committed }
        if let update = ThreadContext.current.stateAsOf { return value(asOf: update) }
        return current
    }

    /// The value committed by update `update` or the last before it.
    private func value(asOf update: Int) -> Value {
        var low = 0, high = history.count
        while low < high {
            let middle = (low + high) / 2
            if history[middle].generation <= update { low = middle + 1 } else { high = middle }
        }
        return history[max(low - 1, 0)].value
    }

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
        guard let value = value as? Value else { return }
        committed = value
        history.append((graph?.generation ?? history[history.count - 1].generation, value))
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

import AnimSimCore

/// Where `@State` lives: one storage slot per (identity path, view type, property), and the
/// queue of updates writes make (note T3). Not `Sendable`: it belongs to its `ViewHost`'s
/// thread, as SwiftUI's graph belongs to the main thread.
final class ViewGraph {
    /// One queued update: the writes made under one transaction, in order.
    struct Update {
        let transaction: Transaction
        var writes: [(location: any AnyStoredLocation, value: Any)]
    }

    private var storage: [String: AnyObject] = [:]
    /// Storage of identities that left, kept until their removal transition ends (note R1):
    /// put back before then, a view keeps its state (R2).
    private var retired: [String: Double] = [:]
    private(set) var pending: [Update] = []
    private(set) var isUpdating = false
    /// Updates committed so far: what per-frame content made at an update reads `@State` as
    /// of (`StoredLocation.value`).
    private(set) var generation = 0
    /// Observed objects and Observation tracking (notes B1, B2).
    private(set) lazy var observers = Observers(
        invalidate: { [unowned self] in self.invalidate(transaction: $0) }, isUpdating: { [unowned self] in self.isUpdating })

    func location<Value>(for key: String, initial: @autoclosure () -> Value) -> StoredLocation<Value> {
        if let existing = storage[key] as? StoredLocation<Value> {
            retired[key] = nil
            return existing
        }
        let location = StoredLocation(initial(), graph: self)
        storage[key] = location
        return location
    }

    /// Gives every `@State` of `view` its storage for the identity `path` (S1–S3). The key
    /// names the view's type too: a custom view and the custom view its body returns share
    /// a path, not their state.
    func install<V: View>(_ view: V, at path: String) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any _StateProperty else { continue }
            property._install(in: self, key: "\(path)|\(V.self).\(child.label ?? "?")")
        }
    }

    /// Each `GeometryReader`'s frame in the last layout, by id.
    var geometry: [String: CGRect] = [:]

    /// Values `.animation(_:value:)` saw in the last update, by identity, and in this one:
    /// an update may resolve the tree more than once (`GeometryReader`), each time comparing
    /// with the previous update.
    private var watched: [String: Any] = [:]
    private var watching: [String: Any] = [:]

    /// Notes `value` as seen at `key` in this update; whether it differs from the last
    /// update's (false the first time: a first appearance never animates).
    func exchange<Value: Equatable>(_ value: Value, at key: String) -> Bool {
        watching[key] = value
        guard let previous = watched[key] as? Value else { return false }
        return previous != value
    }

    /// The value the last update saw at `key` (`exchange`), if any: `onChange`'s old value.
    func previous<Value>(_ type: Value.Type, at key: String) -> Value? { watched[key] as? Value }

    /// The update is over: what it saw is what the next one compares with (a view that
    /// left forgets its value, so its return is a first appearance again).
    func endUpdate() {
        watched = watching
        watching = [:]
    }

    /// Runs a body: reads see committed values, writes are dropped (S5).
    func updating<Result>(_ body: () -> Result) -> Result {
        let outer = isUpdating
        isUpdating = true
        defer { isUpdating = outer }
        return body()
    }

    /// Queues a write; it joins the last queued update when their transactions are equal.
    func enqueue(_ location: any AnyStoredLocation, _ value: Any, transaction: Transaction) {
        transaction.completions.forEach { $0.take() }
        if let last = pending.last, last.transaction == transaction {
            pending[pending.count - 1].writes.append((location, value))
        } else {
            pending.append(Update(transaction: transaction, writes: [(location, value)]))
        }
    }

    /// Queues an update with no write of its own (an observed object changed): it joins the
    /// last queued update when their transactions are equal.
    func invalidate(transaction: Transaction) {
        transaction.completions.forEach { $0.take() }
        if let last = pending.last, last.transaction == transaction { return }
        pending.append(Update(transaction: transaction, writes: []))
    }

    /// A view of the resolution under way holds `object` (`@StateObject`, `@ObservedObject`).
    func observe<Object: ObservableObject>(_ object: Object) { observers.observe(object) }

    /// The next queued update, its writes committed so a body sees them.
    func commitNext() -> Update? {
        guard !pending.isEmpty else { return nil }
        let update = pending.removeFirst()
        // Under the view lock: a render thread may be reading the values' history.
        BodyEvaluation.serialized {
            generation += 1
            for write in update.writes { write.location.commit(write.value) }
        }
        return update
    }

    /// Before a pass at `time`: storage retired and now past its removal's end is erased
    /// (R4), so a view put back after that starts afresh.
    func purge(at time: Double) {
        for (key, end) in retired where end <= time {
            storage[key] = nil
            retired[key] = nil
        }
    }

    /// After a pass at `time`: storage of identities no body ran for is retired until the
    /// removal animation ends (`animation` nil: erased at once, R1).
    func collect(visited: Set<String>, at time: Double, animation: Animation?) {
        for key in storage.keys where retired[key] == nil {
            let path = String(key.prefix { $0 != "|" })
            guard !visited.contains(path) else { continue }
            if let animation, animation.duration > 0, animation.duration.isFinite {
                retired[key] = time + animation.duration
            } else {
                storage[key] = nil
            }
        }
    }
}

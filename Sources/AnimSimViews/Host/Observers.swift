import Foundation
import Observation

/// What makes the graph update besides `@State` writes: `objectWillChange` of the objects
/// views hold (note B1) and Observation's tracked properties (B2). Each queues an update
/// under the transaction current at the change, as a `@State` write does.
///
/// The objects are the ones held by the views of the last resolution: a pass collects them
/// (`observe`), and its end moves the subscriptions to that set, so an object no view holds
/// any more stops updating the host, and one handed to a view starts (S8).
final class Observers {
    private var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    private var collected: [ObjectIdentifier: ObservableObjectPublisher] = [:]
    /// Which resolution's Observation tracking counts: each pass tracks afresh, and the
    /// one-shot callbacks of older passes are ignored when they fire.
    private var generation = 0
    private let thread = Thread.current
    private let invalidate: (Transaction) -> Void
    private let isUpdating: () -> Bool

    init(invalidate: @escaping (Transaction) -> Void, isUpdating: @escaping () -> Bool) {
        self.invalidate = invalidate
        self.isUpdating = isUpdating
    }

    /// A view of the resolution under way holds `object`.
    func observe<Object: ObservableObject>(_ object: Object) {
        collected[ObjectIdentifier(object)] = object.objectWillChange
    }

    /// The resolution is over: subscribe to what it collected, and only that.
    func endResolution() {
        for key in subscriptions.keys where collected[key] == nil { subscriptions[key] = nil }
        for (key, publisher) in collected where subscriptions[key] == nil {
            subscriptions[key] = publisher.sink { [weak self] in self?.changed("Publishing changes") }
        }
        collected = [:]
    }

    /// Runs a resolution with Observation tracking every property it reads (B2): the first
    /// `willSet` of any of them after the pass queues one update.
    func tracking<Result>(_ resolution: () -> Result) -> Result {
        generation += 1
        let pass = generation
        let callback = UncheckedCallback { [weak self] in
            guard let self, self.generation == pass else { return }
            self.changed("Observable changes")
        }
        return withObservationTracking(resolution, onChange: { callback.call() })
    }

    /// A change outside a view update queues an update; inside one it is SwiftUI's warning,
    /// and no update (B1).
    private func changed(_ what: String) {
        if Thread.current != thread {
            ViewDiagnostics.warn("\(what) from background threads is not allowed; make sure to publish values from the main "
                + "thread on model updates.")
            return
        }
        if isUpdating() {
            return ViewDiagnostics.warn("\(what) from within view updates is not allowed, this will cause undefined behavior.")
        }
        invalidate(Transaction.current ?? Transaction())
    }
}

/// Observation calls `onChange` from whatever thread makes the change; `Observers` checks
/// the thread itself before touching the graph.
private final class UncheckedCallback: @unchecked Sendable {
    let call: () -> Void
    init(_ call: @escaping () -> Void) { self.call = call }
}

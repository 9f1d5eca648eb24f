import AnimSimCore

/// A completion added to a transaction (`withAnimation(…completion:)`,
/// `Transaction.addAnimationCompletion`, note K6). It runs exactly once: when the update its
/// writes made has animated to completion, on the scene's clock; or, if no write took it
/// (nothing changed, so no animation was created), right after the transaction's body.
final class TransactionCompletion {
    let criteria: AnimationCompletionCriteria
    private var action: (() -> Void)?
    /// A write was made under the transaction: the update will schedule the completion.
    private(set) var isTaken = false

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    /// Notes that an update carries the completion.
    func take() { isTaken = true }

    /// The action, the first time only.
    func claim() -> (() -> Void)? {
        isTaken = true
        defer { action = nil }
        return action
    }

    /// Runs the action now, outside the transaction, if it has not run.
    func run() { claim()?() }
}

extension ViewHost {
    /// Schedules the completions of an update made under `transaction` at the current
    /// time: each at the instant its animation completes by its criteria
    /// (`Animation.completionTime`); the ones of an update without animation are returned,
    /// to run as the update's actions. An animation that repeats forever never completes.
    func scheduleCompletions(of transaction: Transaction) -> [() -> Void] {
        var now: [() -> Void] = []
        for completion in transaction.completions {
            guard let action = completion.claim() else { continue }
            guard let animation = transaction.animation else {
                now.append(action)
                continue
            }
            let delay = animation.completionTime(completion.criteria)
            if delay.isFinite { schedule(at: time + delay, action) }
        }
        return now
    }
}

import AnimSimCore

/// SwiftUI's `Transaction`: the context of a state change, above all its animation.
public struct Transaction: Equatable {
    public var animation: Animation?
    /// Stops `.animation(_:value:)` from rewriting the transaction (note T7); it does not by
    /// itself remove `animation`.
    public var disablesAnimations = false
    /// What runs when the change's animations complete (`addAnimationCompletion`, note K6).
    var completions: [TransactionCompletion] = []

    public init() {}

    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` once the animations this transaction creates are complete by
    /// `criteria`, on the scene's clock; at once if it creates none (note K6).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(TransactionCompletion(criteria: criteria, action: completion))
    }

    /// Two transactions are one update's when their keys are equal (note T3); completions
    /// compare by identity: writes in one `withAnimation` share them.
    public static func == (a: Transaction, b: Transaction) -> Bool {
        a.animation == b.animation && a.disablesAnimations == b.disablesAnimations
            && a.completions.map(ObjectIdentifier.init) == b.completions.map(ObjectIdentifier.init)
    }

    /// The thread's current transaction while a `withTransaction` or `withAnimation` body
    /// runs (note T1): nil outside them, where writes snap.
    static var current: Transaction? {
        get { ThreadContext.current.transaction }
        set { ThreadContext.current.transaction = newValue }
    }
}

/// Runs `body` with `transaction` as the thread's current one, merged over any enclosing
/// one (its keys win), and restores the enclosing one afterwards (note T1). Only the
/// synchronous extent counts: work scheduled from `body` runs with no transaction. A
/// completion no write took (no state changed, so no animation was created) runs right
/// after `body` (K6).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    var merged = transaction
    if let outer {
        merged.disablesAnimations = transaction.disablesAnimations || outer.disablesAnimations
        let own = Set(transaction.completions.map(ObjectIdentifier.init))
        merged.completions = outer.completions.filter { !own.contains(ObjectIdentifier($0)) } + transaction.completions
    }
    Transaction.current = merged
    defer {
        Transaction.current = outer
        for completion in transaction.completions where !completion.isTaken { completion.run() }
    }
    return try body()
}

/// `withTransaction(Transaction(animation: animation), body)`: SwiftUI's default animation
/// when none is given.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// `withAnimation` with a completion (iOS 17, note K6): `completion` runs once, on the
/// scene's clock, when the animations the change creates are complete by `completionCriteria`.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

extension Binding {
    /// A binding whose writes animate with `animation` (note T2): the binding's transaction,
    /// overridden by the thread's current one, so a write inside `withAnimation(.linear)`
    /// animates linearly and a bare write with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { value in
            withTransaction(Transaction.current ?? transaction) { self.wrappedValue = value }
        })
    }
}

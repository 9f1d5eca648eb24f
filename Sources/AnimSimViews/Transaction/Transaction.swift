import AnimSimCore

/// SwiftUI's `Transaction`: the context of a state change, above all its animation.
public struct Transaction: Equatable {
    public var animation: Animation?
    /// Stops `.animation(_:value:)` from rewriting the transaction (note T7); it does not by
    /// itself remove `animation`.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) { self.animation = animation }

    /// The thread's current transaction while a `withTransaction` or `withAnimation` body
    /// runs (note T1): nil outside them, where writes snap.
    static var current: Transaction? {
        get { ThreadContext.current.transaction }
        set { ThreadContext.current.transaction = newValue }
    }
}

/// Runs `body` with `transaction` as the thread's current one, merged over any enclosing
/// one (its keys win), and restores the enclosing one afterwards (note T1). Only the
/// synchronous extent counts: work scheduled from `body` runs with no transaction.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    var merged = transaction
    if let outer { merged.disablesAnimations = transaction.disablesAnimations || outer.disablesAnimations }
    Transaction.current = merged
    defer { Transaction.current = outer }
    return try body()
}

/// `withTransaction(Transaction(animation: animation), body)`: SwiftUI's default animation
/// when none is given.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
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

import AnimSimCore

/// `.transaction { t in … }` (note T6) and `.animation(_:)` without a value (A2, T5): the
/// content's changes are made under the transaction the closure makes of the one reaching
/// this point, in every update (or, with `value:`, in the updates where the value changed).
///
/// Like `.animation(_:value:)`, a subtree whose animation differs from the one reaching it
/// is marked (`ImplicitAnimationMark`) and the host stages the update so that its changes
/// run under its own animation (`StagedUpdate`); nested scopes see the transaction made
/// here (`_ResolveContext.transactionOverride`).
public struct _TransactionModifier: _PrimitiveModifier {
    let transform: (inout Transaction) -> Void

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let incoming = context.transaction
        var transaction = incoming
        transform(&transaction)
        return Self.resolve(content, under: transaction, from: incoming, in: context)
    }

    /// `content` resolved under `transaction`, its nodes marked when the animation differs
    /// from the one reaching this point.
    @MainActor
    static func resolve<Content: View>(_ content: Content, under transaction: Transaction, from incoming: Transaction,
                                       in context: _ResolveContext) -> [ViewNode] {
        let nodes = AnimSimViews.resolve(content, in: context.with { $0.transactionOverride = transaction })
        guard transaction.animation != incoming.animation else { return nodes }
        // Marked rather than named: a modifier applied outside renames these nodes (`id~`).
        let mark = context.session.override(with: transaction.animation)
        return nodes.map { node in
            var node = node
            node.layoutValues[ImplicitAnimationMark.self] = mark
            return node
        }
    }
}

/// `.transaction(value:_:)`: the transform applies only in updates where `value` changed.
public struct _ValueTransactionModifier<Value: Equatable>: _PrimitiveModifier {
    let value: Value
    let transform: (inout Transaction) -> Void

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        let changed = context.session.graph?.exchange(value, at: context.session.slot("transaction", at: context.path)) ?? false
        let incoming = context.transaction
        var transaction = incoming
        if changed { transform(&transaction) }
        return _TransactionModifier.resolve(content, under: transaction, from: incoming, in: context)
    }
}

extension _ResolveContext {
    /// The transaction reaching this point: the update's, as the modifiers above changed it.
    var transaction: Transaction {
        if let transactionOverride { return transactionOverride }
        var transaction = Transaction(animation: session.animation)
        transaction.disablesAnimations = session.disablesAnimations
        return transaction
    }
}

extension View {
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> ModifiedContent<Self, _TransactionModifier> {
        modifier(_TransactionModifier(transform: transform))
    }

    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void)
        -> ModifiedContent<Self, _ValueTransactionModifier<V>> {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Deprecated in SwiftUI and everywhere in published code: every change below animates
    /// with `animation`, even one made without `withAnimation`, and `withAnimation`'s curve
    /// is overridden; nil removes the animation. A transaction that `disablesAnimations`
    /// passes unchanged (notes A2, T5, T7).
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _TransactionModifier> {
        transaction { transaction in
            guard !transaction.disablesAnimations else { return }
            transaction.animation = animation
        }
    }
}

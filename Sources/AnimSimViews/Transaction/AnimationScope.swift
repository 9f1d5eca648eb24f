import AnimSimCore

/// `.animation(_:body:)` (iOS 17, note A4): the modifiers `body` applies to the placeholder
/// animate with `animation`; the view's own content keeps the transaction reaching it.
public struct _AnimationScope<Content: View, Body: View>: _PrimitiveView {
    let animation: Animation?
    let body: Body
    let incoming: IncomingTransaction

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let outer = context.transaction
        incoming.value = outer
        var scoped = outer
        if !outer.disablesAnimations { scoped.animation = animation }
        return _TransactionModifier.resolve(body, under: scoped, from: outer, in: context)
    }
}

/// SwiftUI's `PlaceholderContentView`: the view `.animation(_:body:)` wraps, inside its body.
/// It resolves under the transaction that reached the scope, not the scope's.
///
/// Its nodes are wrapped in a pass-through node (`fixedSize` on neither axis) that the
/// body's modifiers change: `.opacity` or `.rotationEffect` set the style of the node they
/// are applied to, and the update is staged by subtree (`StagedUpdate`), so the content
/// needs a node of its own for its changes to keep the outer animation while the
/// modifiers' take the scope's.
public struct PlaceholderContentView<Value: View>: _PrimitiveView {
    let content: Value
    let incoming: IncomingTransaction

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        let nodes = incoming.value.map { _TransactionModifier.resolve(content, under: $0, from: context.transaction, in: context) }
            ?? resolve(content, in: context)
        return nodes.map { $0.wrapped(in: FixedSizeLayout(horizontal: false, vertical: false)) }
    }
}

/// The transaction reaching an `.animation(_:body:)`, set as it resolves, for its placeholder.
final class IncomingTransaction {
    var value: Transaction?
}

extension View {
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
        -> _AnimationScope<Self, V> {
        let incoming = IncomingTransaction()
        return _AnimationScope(animation: animation, body: body(PlaceholderContentView(content: self, incoming: incoming)),
                               incoming: incoming)
    }
}

import AnimSimCore

/// `onChange(of:initial:_:)`: when the value differs (`==`) from the one the last update saw
/// at this view, the action runs as a queued action after the update, outside any
/// transaction (notes U1, O3); with `initial`, also when the view appears.
public struct _OnChangeModifier<Value: Equatable>: _PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        // Queued after the content's: a chain of `onChange`s runs inner first, in tree order.
        let nodes = resolve(content, in: context)
        let key = context.session.slot("onChange", at: context.path)
        if let graph = context.session.graph {
            let previous = graph.previous(Value.self, at: key)
            _ = graph.exchange(value, at: key)
            let value = value, action = action
            if let previous, previous != value {
                context.session.queueChangeAction { action(previous, value) }
            } else if previous == nil, initial {
                context.session.queueChangeAction { action(value, value) }
            }
        }
        return nodes
    }
}

extension View {
    /// The iOS 17 form: the action receives the old and the new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> ModifiedContent<Self, _OnChangeModifier<V>> {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// The iOS 17 form without arguments.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> ModifiedContent<Self, _OnChangeModifier<V>> {
        modifier(_OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// The iOS 14 form, deprecated in SwiftUI: the action receives the new value.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
        -> ModifiedContent<Self, _OnChangeModifier<V>> {
        modifier(_OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}

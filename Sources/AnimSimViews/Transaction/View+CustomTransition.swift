import AnimSimCore

extension View {
    /// `.transition(t)` with an iOS 17 `Transition` value: the view is drawn through `t`'s
    /// identity body while it is visible (as SwiftUI draws it), and comes and goes with the
    /// core transition measured from `t`'s other bodies (`TransitionMeasure`).
    public func transition<T: TransitionProtocol>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier<T>> {
        modifier(_TransitionModifier(transition: transition))
    }
}

/// The modifier `.transition(_:)` makes of a `Transition` value.
public struct _TransitionModifier<T: TransitionProtocol>: _PrimitiveModifier {
    let transition: T

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        var nodes = resolve(transition.body(around: content, phase: .identity), in: context)
        let core = transition._coreTransition
        for index in nodes.indices { nodes[index].style.transition = core }
        return nodes
    }
}

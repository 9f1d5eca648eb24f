import AnimSimCore

/// `AnyTransition.modifier(active:identity:)`: a transition given as two values of one
/// `ViewModifier`, `active` while the view comes and goes and `identity` once it is there.
/// SwiftUI interpolates the modifier's animatable data between them; AnimSim reads both as
/// a `Transition` body (`TransitionMeasure`), so a published `modifier(active:identity:)`
/// runs on the same channels (opacity, scale, offset, blur, rotation) as a custom
/// `Transition` whose body applies the same modifiers.
public struct _ModifierTransition<Modifier: ViewModifier>: TransitionProtocol {
    // Stored unchecked and set nonisolated, so `AnyTransition.modifier` can be called where
    // SwiftUI allows it (a nonisolated `static var`); the body reads them on the main actor.
    nonisolated(unsafe) let active: Modifier
    nonisolated(unsafe) let identity: Modifier

    nonisolated init(active: Modifier, identity: Modifier) { (self.active, self.identity) = (active, identity) }

    public func body(content: Content, phase: TransitionPhase) -> ModifiedContent<Content, Modifier> {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension AnimSimCore.Transition {
    /// SwiftUI's `AnyTransition.modifier(active:identity:)`: the same active modifier for the
    /// insertion and the removal. Nonisolated, as `AnyTransition(_:)` is.
    public static func modifier<Modifier: ViewModifier>(active: Modifier, identity: Modifier) -> AnimSimCore.Transition {
        nonisolated(unsafe) let value = _ModifierTransition(active: active, identity: identity)
        return AnimSimCore.Transition(value)
    }
}

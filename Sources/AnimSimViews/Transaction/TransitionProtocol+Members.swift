import AnimSimCore

/// iOS 17's static members on the `Transition` protocol, so `Blink().combined(with: .scale)`
/// and a `some Transition` property read as in SwiftUI. Where `.transition(.opacity)` could
/// take either `AnyTransition.opacity` or `OpacityTransition`, Swift prefers the non-generic
/// `transition(_: AnyTransition)`: both are the same core transition, so nothing changes.
extension TransitionProtocol where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension TransitionProtocol where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension TransitionProtocol where Self == ScaleTransition {
    /// As `AnyTransition.scale`: from scale 1e-5, effectively 0.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension TransitionProtocol where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension TransitionProtocol where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension TransitionProtocol where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension TransitionProtocol where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension TransitionProtocol where Self == BlurReplaceTransition {
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }

    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

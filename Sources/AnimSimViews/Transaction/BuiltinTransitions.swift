import AnimSimCore

/// iOS 17's built-in `Transition` types, each the core transition its `AnyTransition`
/// namesake is (so `.transition(OpacityTransition())` and `.transition(.opacity)` animate
/// alike), with the body SwiftUI documents where a body can say it. Move, slide and push
/// offset the view by its own size, which a body cannot read: their core case says it.
public struct IdentityTransition: TransitionProtocol {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    public var _coreTransition: Transition { .identity }
}

public struct OpacityTransition: TransitionProtocol {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
    public var _coreTransition: Transition { .opacity }
}

public struct ScaleTransition: TransitionProtocol {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) { (self.scale, self.anchor) = (scale, anchor) }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    public var _coreTransition: Transition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

public struct OffsetTransition: TransitionProtocol {
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View { content.offset(phase.isIdentity ? .zero : offset) }
    public var _coreTransition: Transition { .offset(x: offset.width, y: offset.height) }
}

public struct MoveTransition: TransitionProtocol {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public var _coreTransition: Transition { .move(edge: edge) }
}

public struct SlideTransition: TransitionProtocol {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public var _coreTransition: Transition { .slide }
}

public struct PushTransition: TransitionProtocol {
    public var edge: Edge

    public init(edge: Edge) { self.edge = edge }

    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public var _coreTransition: Transition { .push(from: edge) }
}

/// `AsymmetricTransition(insertion:removal:)`: the insertion's bodies on the way in, the
/// removal's on the way out; each draws its identity body the rest of the time.
public struct AsymmetricTransition<Insertion: TransitionProtocol, Removal: TransitionProtocol>: TransitionProtocol {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) { (self.insertion, self.removal) = (insertion, removal) }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let inner = removal.body(sharing: content, phase: phase == .didDisappear ? .didDisappear : .identity)
        return insertion.body(around: inner, phase: phase == .willAppear ? .willAppear : .identity)
    }

    public var _coreTransition: Transition {
        .asymmetric(insertion: insertion._coreTransition, removal: removal._coreTransition)
    }
}

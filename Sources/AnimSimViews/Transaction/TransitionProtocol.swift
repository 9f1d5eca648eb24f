import AnimSimCore

/// iOS 17's `Transition` protocol (exported to user files under that name: inside AnimSim
/// `Transition` is the core's erased transition, SwiftUI's `AnyTransition`). A transition is
/// the modifiers its `body` applies in each phase; SwiftUI animates a view in by
/// interpolating their animatable data from the `willAppear` body to the `identity` one, and
/// out from `identity` to `didDisappear`. AnimSim measures the bodies once
/// (`TransitionMeasure`) and runs the difference on the core's transition channels, so a
/// custom transition animates exactly as the built-in ones do, in both panes.
@MainActor @preconcurrency
public protocol TransitionProtocol {
    associatedtype Body: View
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// Whether the transition moves the view (Reduce Motion would swap it for `.opacity`;
    /// AnimSim has no such setting, so it is only reported).
    static var properties: TransitionProperties { get }
    /// The proxy `body` receives for the view it modifies.
    typealias Content = PlaceholderContentView<_TransitionSubject<Self>>
    /// The core transition this one runs as. Measured from `body` unless the type says it
    /// (the built-ins whose offsets depend on the view's size, which a body cannot read).
    var _coreTransition: AnimSimCore.Transition { get }
}

extension TransitionProtocol {
    public static var properties: TransitionProperties { TransitionProperties() }
    public var _coreTransition: AnimSimCore.Transition { TransitionMeasure.transition(self) }

    /// `a.combined(with: b)`: both transitions' modifiers, `b`'s inside `a`'s.
    public func combined<T: TransitionProtocol>(with other: T) -> _CombinedTransition<Self, T> {
        _CombinedTransition(first: self, second: other)
    }
}

/// The phase a transition's `body` is asked for (SwiftUI's `TransitionPhase`).
@frozen public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the appearance the insertion animates from.
    case willAppear
    /// In the hierarchy: the steady appearance, drawn as long as the view is visible.
    case identity
    /// Being removed: the appearance the removal animates to.
    case didDisappear

    public var isIdentity: Bool { self == .identity }

    /// −1 for `willAppear`, 0 for `identity`, 1 for `didDisappear`, as Apple documents
    /// (`TransitionPhase.value`), to multiply effects that differ by phase.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition is, beyond its modifiers (SwiftUI's `TransitionProperties`).
public struct TransitionProperties: Hashable, Sendable {
    /// Whether it moves the view; true unless the transition says otherwise.
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// What a transition's `Content` stands for (SwiftUI's `PlaceholderContentView<Self>`, whose
/// parameter AnimSim requires to be a view): the view the transition modifies, or, while
/// `TransitionMeasure` reads a body, a marker node the modifiers land on.
public struct _TransitionSubject<T>: _PrimitiveView {
    let resolveContent: (@MainActor (_ResolveContext) -> [ViewNode])?

    init(_ resolveContent: (@MainActor (_ResolveContext) -> [ViewNode])?) { self.resolveContent = resolveContent }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        resolveContent?(context) ?? [.placeholder]
    }
}

extension TransitionProtocol {
    /// `body` with `content` standing for `view`: how a transition made of two applies the
    /// inner one's body inside the outer one's, and `.transition(_:)` the identity body to
    /// the view it modifies.
    func body<V: View>(around view: V, phase: TransitionPhase) -> Body {
        body(content: PlaceholderContentView(content: _TransitionSubject { resolve(view, in: $0) }), phase: phase)
    }

    /// `body` with the same content another transition's body received.
    func body<Other>(sharing content: PlaceholderContentView<_TransitionSubject<Other>>, phase: TransitionPhase) -> Body {
        body(content: PlaceholderContentView(content: _TransitionSubject(content.content.resolveContent)), phase: phase)
    }
}

/// `a.combined(with: b)` on the protocol: both bodies, `b`'s applied inside `a`'s.
public struct _CombinedTransition<First: TransitionProtocol, Second: TransitionProtocol>: TransitionProtocol {
    let first: First
    let second: Second

    public func body(content: Content, phase: TransitionPhase) -> some View {
        first.body(around: second.body(sharing: content, phase: phase), phase: phase)
    }

    public var _coreTransition: AnimSimCore.Transition { .combined(first._coreTransition, second._coreTransition) }
}

extension AnimSimCore.Transition {
    /// `AnyTransition(t)`: the core transition a `Transition` value runs as. Nonisolated, as
    /// SwiftUI's (files write it in a nonisolated `static var` of `AnyTransition`); views are
    /// only ever resolved on the main actor (`ViewHost`), where measuring the body runs.
    public nonisolated init<T: TransitionProtocol>(_ transition: T) {
        nonisolated(unsafe) let value = transition
        self = MainActor.assumeIsolated { value._coreTransition }
    }
}

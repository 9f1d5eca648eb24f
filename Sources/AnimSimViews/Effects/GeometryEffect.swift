import AnimSimCore

/// SwiftUI's `GeometryEffect`: a modifier whose whole job is a matrix, evaluated with the
/// view's laid-out size, `effectValue(size:)`, and animated through its `animatableData`
/// (design doc G2). Applied with `.modifier(effect)`; the effect becomes a core
/// `EffectLayout` node, so the animatable pane interpolates its data with a per-node typed
/// animator and calls `effectValue(size:)` again at every frame, while the position pane
/// morphs the matrices it gave at a transaction's two ends.
///
/// `effectValue` and `animatableData` run inside evaluation, off the main actor, like a
/// user's `Layout`: they must depend on the effect's stored values alone.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a geometry effect: it has no body") }

    /// Each of the content's views drawn through this effect.
    public func _resolveModified<C: View>(_ content: C, in context: _ResolveContext) -> [ViewNode] {
        resolve(content, in: context).map { $0.geometryEffect(_UserGeometryEffect(effect: self)) }
    }

    /// The effect drawn, but left out of the coordinate transform geometry readers see (G2).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }
}

/// `ignoredByLayout()`'s effect: its base's matrix and data.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    public var base: Base

    public nonisolated var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public nonisolated func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A user's effect as the core evaluates it. Unchecked Sendable: an effect is a value
/// (a struct of numbers), copied into evaluation as a user's layout is.
struct _UserGeometryEffect<E: GeometryEffect>: GeometryEffectModel, @unchecked Sendable {
    var effect: E

    var animatableData: E.AnimatableData {
        get { effect.animatableData }
        set { effect.animatableData = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform { effect.effectValue(size: size) }

    var affectsLayout: Bool { !(effect is any _IgnoringLayout) }

    var effectName: String {
        if let ignored = effect as? any _IgnoringLayout { return "_IgnoredByLayoutEffect<\(ignored.baseName)>" }
        return String(describing: E.self)
    }
}

protocol _IgnoringLayout { var baseName: String { get } }

extension _IgnoredByLayoutEffect: _IgnoringLayout {
    nonisolated var baseName: String { String(describing: Base.self) }
}

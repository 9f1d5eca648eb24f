import Foundation

/// A geometry effect as the core evaluates it: `Animatable` data and the matrix it draws
/// through, `effectValue(size:)`, evaluated with the view's laid-out size in its local space
/// (design doc G2). The SwiftUI layer's `GeometryEffect` and the built-in effects
/// (`rotation3DEffect`, `projectionEffect`, `transformEffect`, anchored `rotationEffect` and
/// `scaleEffect`) are all models of it, so one path draws and animates them all.
public protocol GeometryEffectModel: Animatable, Sendable {
    func effectValue(size: CGSize) -> ProjectionTransform
    /// False for `ignoredByLayout()`: it still draws, but is left out of the coordinate
    /// transform reported to geometry readers.
    var affectsLayout: Bool { get }
    /// What traces call it (SwiftUI's type name, `_Rotation3DEffect`, or the user's).
    var effectName: String { get }
    /// The visual filters it draws through (a `FilterEffect`'s); none for a geometry effect.
    var filters: [VisualFilter] { get }
    /// The compositing effect it draws its subtree through (a `CompositingEffect`'s); none
    /// for a geometry effect.
    var composite: Compositing? { get }
}

extension GeometryEffectModel {
    public var affectsLayout: Bool { true }
    public var effectName: String { String(describing: Self.self) }
    public var filters: [VisualFilter] { [] }
    public var composite: Compositing? { nil }
}

/// A geometry effect placed in the tree: a modifier layout that lays its one child out
/// exactly where it would be without it (an effect never changes layout, G2) and carries
/// the effect, so its `animatableData` animates through the same per-node typed animators as
/// any layout's. The resolver reads the presented effect from the node and composes its
/// matrix into the drawn transform of the node and everything inside it.
public struct EffectLayout<Effect: GeometryEffectModel>: Layout, ModifierLayout, GuidesFromChildren, PassThroughLayout, AnyEffectLayout {
    public var effect: Effect

    public init(_ effect: Effect) { self.effect = effect }

    var primaryChild: Int { 0 }

    public var animatableData: Effect.AnimatableData {
        get { effect.animatableData }
        set { effect.animatableData = newValue }
    }

    func matrix(size: CGSize) -> ProjectionTransform { effect.effectValue(size: size) }
    var name: String { effect.effectName }
    var components: [Double] { (effect.animatableData as? AnimatableComponents)?.animatableComponents ?? [] }
}

/// What the resolver asks of an `EffectLayout` of any effect type.
protocol AnyEffectLayout {
    func matrix(size: CGSize) -> ProjectionTransform
    var name: String { get }
    /// The presented `animatableData`, flattened, for traces.
    var components: [Double] { get }
    /// Its matrices for a node of `size` (`DrawnTransforms.Own`).
    func own(size: CGSize) -> DrawnTransforms.Own
}

extension ViewNode {
    /// This view drawn through `effect` (SwiftUI's `.modifier(effect)` for a geometry effect).
    public func geometryEffect<E: GeometryEffectModel>(_ effect: E) -> ViewNode { wrapped(in: EffectLayout(effect)) }
}

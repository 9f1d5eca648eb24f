import Foundation

/// SwiftUI's compositing effects (design doc V3, and `compositingGroup`, `drawingGroup`,
/// `blendMode`, `mask`, `clipShape`): each is drawn from its view's whole subtree flattened
/// into one layer first, which is what sets them apart from the per-item filters.
/// A view carrying one is a group for the painter: its subtree is drawn into a layer, the
/// layer is masked, shadowed and blended, then painted at the view's opacity (so opacity on
/// a group is not opacity per child: overlapping children show no seam).
public struct Compositing: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `compositingGroup()` and `drawingGroup()`: flatten only.
        case group
        /// `shadow(color:radius:x:y:)` (V3): beneath the layer, its alpha tinted with the
        /// colour, moved by the offset and blurred with σ = radius (V2's mapping).
        case shadow(Shadow)
        /// `mask(alignment:_:)` and `clipShape(_:style:)`: the view's last child is the mask,
        /// whose alpha multiplies the layer drawn from the others.
        case mask
        /// `blendMode(_:)`: the layer is painted onto what lies beneath with this mode.
        case blend(BlendMode)
    }

    public struct Shadow: Equatable, Sendable {
        public var color: Color
        public var radius: Double
        public var offset: CGSize

        public init(color: Color, radius: Double, offset: CGSize) {
            (self.color, self.radius, self.offset) = (color, radius, offset)
        }

        /// SwiftUI's `_ShadowEffect._Resolved.animatableData` (V3): the resolved colour's four
        /// numbers (`Color.animatableComponents`, as every colour in AnimSim animates), then
        /// the radius and the offset.
        public var animatableComponents: [Double] {
            get { color.animatableComponents + [radius, Double(offset.width), Double(offset.height)] }
            set {
                guard newValue.count >= 7 else { return }
                color = Color(animatableComponents: Array(newValue[0..<4]))
                radius = newValue[4]
                offset = CGSize(width: newValue[5], height: newValue[6])
            }
        }
    }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// What traces call it (SwiftUI's type names).
    public var name: String {
        switch kind {
        case .group: "_CompositingGroupEffect"
        case .shadow: "_ShadowEffect"
        case .mask: "_MaskEffect"
        case .blend: "_BlendModeEffect"
        }
    }

    public var shadow: Shadow? {
        if case .shadow(let shadow) = kind { return shadow }
        return nil
    }
}

/// A compositing effect placed in the tree as a geometry effect is (an `EffectLayout` whose
/// matrix is the identity), so a shadow's numbers animate through the per-node animators in
/// both panes: what a renderer draws a shadow with is these numbers, so the naive pane has
/// nothing else to interpolate. The other kinds have no data (they snap, C4).
public struct CompositingEffect: GeometryEffectModel {
    public var compositing: Compositing

    public init(_ compositing: Compositing) { self.compositing = compositing }

    public var animatableData: AnimatableVector {
        get { AnimatableVector(compositing.shadow?.animatableComponents ?? []) }
        set {
            guard var shadow = compositing.shadow else { return }
            shadow.animatableComponents = newValue.components + [Double](repeating: 0, count: max(0, 7 - newValue.components.count))
            compositing.kind = .shadow(shadow)
        }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { .identity }
    public var effectName: String { compositing.name }
    public var composite: Compositing? { compositing }
}

/// The position pane animates a shadow's data too (`AnimationPlan.animator`).
extension CompositingEffect: DrawnDataEffect {}

/// An effect whose data is what a renderer draws with (a filter's, a shadow's), so the naive
/// pane, which interpolates what is drawn, animates that data as SwiftUI does.
public protocol DrawnDataEffect: GeometryEffectModel {}

extension EffectLayout: GeometryEffectLayout where Effect: DrawnDataEffect {}

extension ViewNode {
    /// This view drawn as one layer through `compositing`.
    public func compositing(_ compositing: Compositing) -> ViewNode { geometryEffect(CompositingEffect(compositing)) }
}

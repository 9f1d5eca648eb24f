import AnimSimCore

/// SwiftUI's visual effects that animate (design doc V2–V5), each a core filter node whose
/// number animates through the per-node animators, and the compositing effects (shadow,
/// group, blend mode), each a core node that draws its subtree as one layer (`Compositing`).
extension View {
    /// A Gaussian blur, σ = radius. `opaque` is accepted; AnimSim's blur always fades to clear
    /// at the edges.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        filter(.blur, [Double(radius)])
    }

    public func hueRotation(_ angle: Angle) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        filter(.hueRotation, [angle.radians])
    }

    public func saturation(_ amount: Double) -> ModifiedContent<Self, _BuiltinEffectModifier> { filter(.saturation, [amount]) }
    public func brightness(_ amount: Double) -> ModifiedContent<Self, _BuiltinEffectModifier> { filter(.brightness, [amount]) }
    public func contrast(_ amount: Double) -> ModifiedContent<Self, _BuiltinEffectModifier> { filter(.contrast, [amount]) }
    public func grayscale(_ amount: Double) -> ModifiedContent<Self, _BuiltinEffectModifier> { filter(.grayscale, [amount]) }

    public func colorMultiply(_ color: Color) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        filter(.colorMultiply, [color.red, color.green, color.blue, color.opacity])
    }

    /// V3: beneath the view, its alpha tinted with `color`, moved by (x, y) and blurred with
    /// σ = radius. Colour, radius and offset animate, in both panes. On a container it is the
    /// shadow of the container's composited content.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        composite(.shadow(Compositing.Shadow(color: color, radius: Double(radius), offset: CGSize(width: x, height: y))))
    }

    /// The view drawn into one layer before the effects outside it (opacity, blend mode,
    /// filters) apply: `.compositingGroup().opacity(0.5)` fades the whole, not each child.
    public func compositingGroup() -> ModifiedContent<Self, _BuiltinEffectModifier> { composite(.group) }

    /// A compositing group drawn offscreen (Metal on Apple's platforms): in AnimSim the same
    /// layer as `compositingGroup()`; `opaque` and `colorMode` change nothing drawn here.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        composite(.group)
    }

    /// The view's layer combined with what is beneath it by `blendMode` (Cairo's operator;
    /// `plusDarker` is drawn as `multiply`, `BlendMode`).
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BuiltinEffectModifier> { composite(.blend(blendMode)) }

    private func filter(_ kind: VisualFilter.Kind, _ values: [Double]) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        let filter = VisualFilter(kind, values)
        return modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.visualFilter(filter) }))
    }

    private func composite(_ kind: Compositing.Kind) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        let compositing = Compositing(kind)
        return modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.compositing(compositing) }))
    }
}

/// SwiftUI's `ColorRenderingMode`, which `drawingGroup(opaque:colorMode:)` takes.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

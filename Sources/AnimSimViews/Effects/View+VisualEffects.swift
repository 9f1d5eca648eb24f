import AnimSimCore

/// SwiftUI's visual effects that animate (design doc V2–V5), each a core filter node whose
/// number animates through the per-node animators.
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

    private func filter(_ kind: VisualFilter.Kind, _ values: [Double]) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        let filter = VisualFilter(kind, values)
        return modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.visualFilter(filter) }))
    }
}

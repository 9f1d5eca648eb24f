import AnimSimCore

/// The built-in geometry effects (design doc G5–G8). A rotation or uniform scale about the
/// centre stays the view's own rotation and scale (the same matrix, T(−c)·R·S·T(c), with
/// no node added); another anchor, separate x and y factors and the 3-D, projection and
/// affine effects become the core's effect nodes.
extension View {
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        modifier(_BuiltinEffectModifier(
            inPlace: anchor == .center ? { $0.style.rotation += angle } : nil,
            wrap: { $0.geometryEffect(_RotationEffect(angle: angle, anchor: anchor)) }))
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        modifier(_BuiltinEffectModifier(
            inPlace: anchor == .center ? { $0.style.scale *= scale } : nil,
            wrap: { $0.geometryEffect(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor)) }))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.geometryEffect(_ScaleEffect(scale: scale, anchor: anchor)) }))
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        let effect = _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        return modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.geometryEffect(effect) }))
    }

    public func projectionEffect(_ transform: ProjectionTransform) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.geometryEffect(_ProjectionEffect(transform: transform)) }))
    }

    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _BuiltinEffectModifier> {
        modifier(_BuiltinEffectModifier(inPlace: nil, wrap: { $0.geometryEffect(_TransformEffect(transform: transform)) }))
    }
}

/// A built-in effect: changed in place on the view (`inPlace`), or each view wrapped in
/// its effect node.
public struct _BuiltinEffectModifier: _PrimitiveModifier {
    let inPlace: ((inout ViewNode) -> Void)?
    let wrap: (ViewNode) -> ViewNode

    public func _resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ViewNode] {
        var nodes = resolve(content, in: context)
        for index in nodes.indices {
            if let inPlace { inPlace(&nodes[index]) } else { nodes[index] = wrap(nodes[index]) }
        }
        return nodes
    }
}

import Foundation

/// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)` (design doc G7): a CoreAnimation
/// rotation about the normalised axis through (anchor, anchorZ), seen with perspective from
/// a distance d = max(W, H)/perspective, reduced to a 3×3 `ProjectionTransform` as SwiftUI
/// reduces a `CATransform3D`. Every parameter animates, the axis componentwise.
public struct _Rotation3DEffect: GeometryEffectModel {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        (self.angle, self.axis, self.anchor, self.anchorZ, self.perspective) = (angle, axis, anchor, anchorZ, perspective)
    }

    public typealias AnimatableData = AnimatablePair<Double, AnimatablePair<CGFloat, AnimatablePair<CGFloat,
        AnimatablePair<CGFloat, AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>>>>>

    /// (angle, (axis.x, (axis.y, (axis.z, (anchor, (anchorZ, perspective)))))), as SwiftUI orders it.
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(angle.radians, AnimatablePair(axis.x, AnimatablePair(axis.y, AnimatablePair(axis.z,
                AnimatablePair(AnimatablePair(anchor.x, anchor.y), AnimatablePair(anchorZ, perspective))))))
        }
        set {
            angle.radians = newValue.first
            let rest = newValue.second.second.second
            axis = (newValue.second.first, newValue.second.second.first, rest.first)
            anchor = UnitPoint(x: rest.second.first.first, y: rest.second.first.second)
            (anchorZ, perspective) = (rest.second.second.first, rest.second.second.second)
        }
    }

    /// T(−a₃)·Rot(θ, axis)·P·T(a₃), P the identity with m34 = −1/d, reduced as G1 says.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        var m = CATransform3DMakeTranslation(-ax, -ay, -anchorZ)
        m = CATransform3DConcat(m, CATransform3DMakeRotation(angle.radians, axis.x, axis.y, axis.z))
        let d = perspective == 0 ? CGFloat.infinity : max(size.width, size.height) / perspective
        var p = CATransform3DIdentity
        if d.isFinite, d != 0 { p.m34 = -1 / d }
        m = CATransform3DConcat(m, p)
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(ax, ay, anchorZ))
        return ProjectionTransform(m)
    }
}

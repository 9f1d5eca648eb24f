import Foundation

/// A shear about an anchor, the `GeometryEffect` the articles write by hand (scene files:
/// `skew:`). With factors (kx, ky) and anchor a in the view's size, a point p maps to
/// x′ = x + kx·(y − a.y), y′ = y + ky·(x − a.x): the `CGAffineTransform(a: 1, b: ky, c: kx,
/// d: 1, tx: −kx·a.y, ty: −ky·a.x)`, so m21 = kx and m12 = ky.
///
/// With `progress` the factors are scaled by sin(π·progress), the classic "skew that is zero
/// at both ends" (Examples/Effects' `SkewEffect`): its data is the progress, so SwiftUI
/// leans the view and straightens it again while a tool interpolating the drawn matrices
/// sees the identity at both ends and shows nothing. Without it the factors themselves
/// animate. The data is (progress, (kx, ky)); progress is 1 when not given, where the sine
/// is not applied at all.
public struct _SkewEffect: GeometryEffectModel {
    public var x: CGFloat
    public var y: CGFloat
    /// nil: a plain shear by (x, y).
    public var progress: CGFloat?
    public var anchor: UnitPoint

    public init(x: CGFloat, y: CGFloat = 0, progress: CGFloat? = nil, anchor: UnitPoint = .center) {
        (self.x, self.y, self.progress, self.anchor) = (x, y, progress, anchor)
    }

    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(progress ?? 1, AnimatablePair(x, y)) }
        set {
            if progress != nil { progress = newValue.first }
            (x, y) = (newValue.second.first, newValue.second.second)
        }
    }

    /// The shear factors drawn: (x, y), times sin(π·progress) when a progress is given.
    public var factors: (x: CGFloat, y: CGFloat) {
        guard let progress else { return (x, y) }
        let s = CGFloat(sin(Double.pi * Double(progress)))
        return (x * s, y * s)
    }

    public func effectValue(size: CGSize) -> ProjectionTransform {
        let (kx, ky) = factors
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        return ProjectionTransform(CGAffineTransform(a: 1, b: ky, c: kx, d: 1, tx: -kx * ay, ty: -ky * ax))
    }

    public var effectName: String { "_SkewEffect" }
}

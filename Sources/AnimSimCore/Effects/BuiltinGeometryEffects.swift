import Foundation

/// SwiftUI's built-in geometry effects with their exact matrices (design doc G5–G8). The
/// anchors are unit points of the view's size; angles animate in radians.
public struct _RotationEffect: GeometryEffectModel {
    public var angle: Angle
    public var anchor: UnitPoint

    public init(angle: Angle, anchor: UnitPoint = .center) { (self.angle, self.anchor) = (angle, anchor) }

    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchor.x, anchor.y)) }
        set { (angle.radians, anchor) = (newValue.first, UnitPoint(x: newValue.second.first, y: newValue.second.second)) }
    }

    /// G6: [[c, s, 0], [−s, c, 0], [ax − c·ax + s·ay, ay − s·ax − c·ay, 1]].
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        return ProjectionTransform(rows: [c, s, 0, -s, c, 0, ax - c * ax + s * ay, ay - s * ax - c * ay, 1])
    }
}

public struct _ScaleEffect: GeometryEffectModel {
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(scale: CGSize, anchor: UnitPoint = .center) { (self.scale, self.anchor) = (scale, anchor) }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(scale.width, scale.height), AnimatablePair(anchor.x, anchor.y)) }
        set {
            scale = CGSize(width: newValue.first.first, height: newValue.first.second)
            anchor = UnitPoint(x: newValue.second.first, y: newValue.second.second)
        }
    }

    /// A factor of exactly 0 becomes √(2·leastNormalMagnitude), so the matrix stays invertible (G5).
    static func nonzero(_ v: CGFloat) -> CGFloat { v == 0 ? (2 * CGFloat.leastNormalMagnitude).squareRoot() : v }

    /// G5: T(−a)·S·T(a).
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let (sx, sy) = (Self.nonzero(scale.width), Self.nonzero(scale.height))
        let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
        return ProjectionTransform(rows: [sx, 0, 0, 0, sy, 0, ax * (1 - sx), ay * (1 - sy), 1])
    }
}

/// `projectionEffect(_:)`: the matrix as given, no anchor; its data is empty, so it snaps (G8).
public struct _ProjectionEffect: GeometryEffectModel {
    public var transform: ProjectionTransform
    public init(transform: ProjectionTransform) { self.transform = transform }
    public typealias AnimatableData = EmptyAnimatableData
    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// `transformEffect(_:)`: an affine matrix as given, about the top-left corner (G8).
public struct _TransformEffect: GeometryEffectModel {
    public var transform: CGAffineTransform
    public init(transform: CGAffineTransform) { self.transform = transform }
    public typealias AnimatableData = EmptyAnimatableData
    public func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(transform) }
}

/// `ignoredByLayout()` of a core effect: draws as its base does, with its base's data (G2).
/// (The SwiftUI layer's `_IgnoredByLayoutEffect` wraps a user's `GeometryEffect`.)
public struct IgnoredByLayoutModel<Base: GeometryEffectModel>: GeometryEffectModel {
    public var base: Base
    public init(_ base: Base) { self.base = base }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
    public var affectsLayout: Bool { false }
    public var effectName: String { "_IgnoredByLayoutEffect<\(base.effectName)>" }
}

import Foundation

// What Apple's frameworks give CoreGraphics' geometry and Linux Foundation's `CGPoint`,
// `CGSize` and `CGRect` lack, so that SwiftUI files written against them compile here.

/// SwiftUI makes the geometry types `Animatable`: published custom shapes declare
/// `var animatableData: CGPoint.AnimatableData` (or `CGSize.AnimatableData`, or a pair of
/// them) and read `animatableData` of a point or size they animate. The components are
/// SwiftUI's, in its order: x then y, width then height, origin then size.
extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

/// `UnitPoint` and `EdgeInsets` are `Animatable` in SwiftUI too (a gradient's moving start
/// point, an animated inset), with the components in the order they are declared.
extension UnitPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension EdgeInsets: Animatable {
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            (top, leading) = (newValue.first, newValue.second.first)
            (bottom, trailing) = (newValue.second.second.first, newValue.second.second.second)
        }
    }
}

/// CoreGraphics' `equalTo(_:)`, which Apple's Foundation re-exports and files call to compare
/// a size or point with the last one seen (`if !size.equalTo(lastSize) { … }`): `==`.
extension CGPoint {
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}

import Foundation

/// The two-way layout value of the seed article's `WheelComponent`: the view hands the wheel
/// a binding, and the wheel writes the angle at which it placed the view. The view turns by
/// that angle on the next pass, so its top faces away from the centre and its bottom faces it.
///
/// Written by `WheelLayout`, `InterpolatedLayout` and `RecursiveWheelLayout`.
public struct WheelRotationKey: LayoutValueKey {
    public static let defaultValue: Binding<Angle>? = nil
}

/// The recursive wheel's second two-way value: the scale of the ring a view landed on
/// (1 on the outer ring, `scale`, `scale²`, … further in).
public struct WheelScaleKey: LayoutValueKey {
    public static let defaultValue: Binding<CGFloat>? = nil
}

extension ViewNode {
    /// The article's `WheelComponent { … }`: the view turns to the angle the wheel placed it
    /// at, applied one pass later. A rotation never changes a size, so this settles (see
    /// `LayoutEngine.settledWriteBacks`) instead of becoming a layout loop.
    public func pointsToCenter() -> ViewNode {
        twoWay(.binding(WheelRotationKey.self, initial: Angle.zero) { view, angle in
            view.rotationEffect(angle)
        })
    }

    /// Scales the view by the ring scale a `RecursiveWheelLayout` writes back. Like the
    /// rotation it is a drawing effect, so it does not feed back into the layout.
    public func scaledByRing() -> ViewNode {
        twoWay(.binding(WheelScaleKey.self, initial: CGFloat(1)) { view, scale in
            view.scaleEffect(scale)
        })
    }
}

import Foundation

/// The seed article's wheel: views evenly spaced on a circle, the first at 12 o'clock, the
/// rest clockwise (CoreGraphics' rotation turns +x towards +y, which is clockwise on screen).
///
/// Its `animatableData` is `(rotation, radius)`, the article's `AnimatablePair`: under the
/// animatable strategy the angle is interpolated and the layout runs every frame, so views
/// travel along the circle; without it SwiftUI would move them along the chord, and a turn
/// from 0° to 360° would not move them at all.
///
/// A subview that carries `WheelRotationKey` (see `ViewNode.pointsToCenter()`) is handed its
/// angle back, the article's two-way layout value. The rotation does not change any size, so
/// the write-back settles after one extra pass instead of looping.
public struct WheelLayout: Layout {
    public var radius: CGFloat
    public var rotation: Angle

    public init(radius: CGFloat, rotation: Angle = .zero) {
        self.radius = radius
        self.rotation = rotation
    }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(CGFloat(rotation.radians), radius) }
        set {
            rotation = .radians(Double(newValue.first))
            radius = newValue.second
        }
    }

    /// Normally `placesSubviews` is true and the wheel places its views itself. Inside an
    /// `InterpolatedLayout` it is false and the wheel only records where it would place them.
    public typealias Cache = InterpolatedLayout.SubCache

    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// Keeps the cache: whoever made it (the engine or an `InterpolatedLayout`) decided
    /// whether the wheel places its views, and rebuilding it would lose that decision.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// As in the article: the largest child, measured with the wheel's own proposal, plus
    /// the radius on every side. (The article measures with `proposal` but places with
    /// `.unspecified`; for the fixed-size tiles it is written for, the two agree. A bare
    /// `Rectangle()` would make the wheel as large as its proposal plus the diameter.)
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.size(radius: radius, largest: Self.largestChild(subviews, proposal))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let angleStep = Angle.degrees(360).radians / Double(subviews.count)
        if !cache.placesSubviews {
            cache.placements.reserveCapacity(cache.placements.count + subviews.count)
        }
        for (offset, subview) in subviews.enumerated() {
            let angle = angleStep * Double(offset) + rotation.radians
            let point = Self.point(angle: angle, radius: radius, center: CGPoint(x: bounds.midX, y: bounds.midY))
            if cache.placesSubviews {
                subview.place(at: point, anchor: .center, proposal: .unspecified)
                subview[WheelRotationKey.self]?.wrappedValue = .radians(angle)
            } else {
                cache.placements.append(InterpolatedLayout.Placement(position: point, rotation: .radians(angle)))
            }
        }
    }
}

extension WheelLayout {
    /// The point `radius` above the centre, turned clockwise by `angle` radians: the
    /// article's `CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle:))`.
    static func point(angle: Double, radius: CGFloat, center: CGPoint) -> CGPoint {
        let vector = CGPoint(x: 0, y: -radius).applying(CGAffineTransform(rotationAngle: CGFloat(angle)))
        return CGPoint(x: vector.x + center.x, y: vector.y + center.y)
    }

    /// The largest width and the largest height among the children (not necessarily of one child).
    static func largestChild(_ subviews: LayoutSubviews, _ proposal: ProposedViewSize) -> CGSize {
        var largest = CGSize.zero
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            largest.width = max(largest.width, size.width)
            largest.height = max(largest.height, size.height)
        }
        return largest
    }

    /// `(maxSize / 2 + radius) * 2`, the article's formula.
    static func size(radius: CGFloat, largest: CGSize) -> CGSize {
        CGSize(width: (largest.width / 2 + radius) * 2, height: (largest.height / 2 + radius) * 2)
    }
}

import Foundation

/// The rotation and scale a view inherits from its ancestors' `rotationEffect` and
/// `scaleEffect`, as one similarity transform p ↦ scale·R(rotation)·p + translation.
/// SwiftUI applies these effects to everything inside the view, so a rotated wrapper (the
/// two-way pointsToCenter rotation sits on the outermost view) turns the shape it frames.
struct VisualEffect {
    var scale: Double
    var rotation: Double
    var translation: CGPoint

    static let identity = VisualEffect(scale: 1, rotation: 0, translation: .zero)

    var isIdentity: Bool { scale == 1 && rotation == 0 && translation == .zero }

    func apply(_ p: CGPoint) -> CGPoint {
        let (s, c) = (sin(rotation), cos(rotation))
        return CGPoint(x: scale * (c * p.x - s * p.y) + translation.x,
                       y: scale * (s * p.x + c * p.y) + translation.y)
    }

    /// This effect followed, inside it, by a rotation and scale about `center`.
    func applying(rotation own: Double, scale ownScale: Double, about center: CGPoint) -> VisualEffect {
        guard own != 0 || ownScale != 1 else { return self }
        let (s, c) = (sin(own), cos(own))
        // The inner effect is p ↦ center + ownScale·R(own)(p − center).
        let inner = CGPoint(x: center.x - ownScale * (c * center.x - s * center.y),
                            y: center.y - ownScale * (s * center.x + c * center.y))
        let moved = apply(inner)
        return VisualEffect(scale: scale * ownScale, rotation: rotation + own, translation: moved)
    }
}

import Foundation

extension Compositing.Shadow {
    /// The shadow in pane coordinates: its offset and radius through the transform of the view
    /// it is applied to (a shadow is in that view's coordinate space, V3). What the painter
    /// draws and the exports write.
    public func placed(through transform: ProjectionTransform) -> Compositing.Shadow {
        let origin = CGPoint.zero.applying(transform)
        let moved = CGPoint(x: offset.width, y: offset.height).applying(transform)
        let linear = transform.isAffine ? abs(transform.m11 * transform.m22 - transform.m12 * transform.m21).squareRoot() : 1
        var placed = self
        placed.offset = CGSize(width: moved.x - origin.x, height: moved.y - origin.y)
        placed.radius = radius * Double(linear)
        guard placed.offset.width.isFinite, placed.offset.height.isFinite else { return self }
        return placed
    }
}

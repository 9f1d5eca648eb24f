import Foundation

extension ViewNode {
    /// Paints the drawable view with `gradient` (a scene file's `gradient:`); its fill colour
    /// becomes the gradient's middle, for outputs without gradients.
    public func gradient(_ gradient: GradientPaint) -> ViewNode {
        var copy = self
        copy.modifyInnermost {
            $0.style.fill = gradient.color(at: 0.5)
            $0.style.gradient = gradient
        }
        return copy
    }
}

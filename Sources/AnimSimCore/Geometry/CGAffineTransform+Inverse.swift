import Foundation

#if !canImport(CoreGraphics)
/// The rest of CoreGraphics' affine API that SwiftUI code calls: inversion, concatenation by
/// operator-free names, and rectangles through a transform (their bounding box, as
/// CoreGraphics answers).
extension CGAffineTransform {
    /// The inverse; a singular transform comes back unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
#endif

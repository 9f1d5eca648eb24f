import Foundation

/// A cap-inset picture's nine pieces (`Image.resizable(capInsets:)`), shared by every
/// painter so the PNG and the SVG cut it alike: the corners keep their size, the edges
/// stretch along one axis, the middle along both. Insets are points; the picture's pixels are
/// `scale` per point; when the frame is smaller than two insets together they shrink in
/// proportion, as UIKit's do.
public enum NineSlices {
    /// (source rect in pixels, target rect in the frame's space) for each non-empty piece,
    /// row by row from the top-left.
    public static func slices(of pixels: CGRect, insets: EdgeInsets, scale: CGFloat, into rect: CGRect) -> [(CGRect, CGRect)] {
        func cuts(_ length: CGFloat, _ lead: CGFloat, _ trail: CGFloat, _ target: CGFloat, _ origin: CGFloat)
            -> (source: [CGFloat], target: [CGFloat]) {
            let lead = min(max(lead, 0), length / scale), trail = min(max(trail, 0), length / scale - lead)
            let shrink = lead + trail > target ? target / (lead + trail) : 1
            return ([0, lead * scale, length - trail * scale, length],
                    [origin, origin + lead * shrink, origin + target - trail * shrink, origin + target])
        }
        let x = cuts(pixels.width, insets.leading, insets.trailing, rect.width, rect.minX)
        let y = cuts(pixels.height, insets.top, insets.bottom, rect.height, rect.minY)
        var pairs: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: x.source[column], y: y.source[row], width: x.source[column + 1] - x.source[column],
                                    height: y.source[row + 1] - y.source[row])
                let target = CGRect(x: x.target[column], y: y.target[row], width: x.target[column + 1] - x.target[column],
                                    height: y.target[row + 1] - y.target[row])
                if source.width > 0, source.height > 0, target.width > 0, target.height > 0 { pairs.append((source, target)) }
            }
        }
        return pairs
    }
}

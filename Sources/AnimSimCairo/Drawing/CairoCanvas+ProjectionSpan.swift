import Foundation

/// Which destination pixels a projective composite may ask pixman for.
///
/// pixman's general fetcher, the one that takes projective matrices, divides each sample's
/// homogeneous coordinates as `((uint64_t)x << 16) / w`: an unsigned division, so a sample
/// at a negative source coordinate (left of or above the offscreen image) does not come
/// out as "outside, transparent" but as a wrapped, arbitrary coordinate that often lands
/// inside the image, drawing a stray streak of the row it hits (seen as a thin horizontal
/// line beside a rotation3DEffect's shape). So no sample may be negative: the content is
/// drawn `projectionMargin` transparent pixels in from the image's edges, and each row is
/// composited only over the pixels whose sample lies inside the padded image. Every sample
/// left out lies at least `projectionMargin - 1` pixels into the transparent margin, where
/// the bilinear filter reads margin only: nothing drawn is lost.
extension CairoCanvas {
    /// Transparent pixels around the offscreen content: 1 for the bilinear filter's reach,
    /// 2 of slack for the 16.16 fixed-point rounding of pixman's matrix.
    static let projectionMargin = 3

    /// The columns of `row` whose pixel centre maps, through `matrix` (pixman's row-major
    /// destination → source matrix, divided by `norm`), to a point with w > 0 at least
    /// `projectionMargin - 1` pixels inside an image of size `image`; nil when none does.
    static func sampledSpan(row: Int, columns: Range<Int>, matrix m: [[CGFloat]], norm: CGFloat,
                            image: CGSize) -> Range<Int>? {
        let y = CGFloat(row) + 0.5, inset = CGFloat(projectionMargin - 1)
        // Each component is linear in the column's centre t: a·t + b.
        func component(_ i: Int) -> (a: CGFloat, b: CGFloat) { (m[i][0] / norm, (m[i][1] * y + m[i][2]) / norm) }
        let (x, v, w) = (component(0), component(1), component(2))
        // lo ≤ x/w ≤ hi with w > 0, i.e. x − lo·w ≥ 0 and hi·w − x ≥ 0 (and w itself > 0).
        let constraints: [(a: CGFloat, b: CGFloat)] = [
            (w.a, w.b - 1e-6),
            (x.a - inset * w.a, x.b - inset * w.b), ((image.width - inset) * w.a - x.a, (image.width - inset) * w.b - x.b),
            (v.a - inset * w.a, v.b - inset * w.b), ((image.height - inset) * w.a - v.a, (image.height - inset) * w.b - v.b),
        ]
        var low = CGFloat(columns.lowerBound) + 0.5, high = CGFloat(columns.upperBound) - 0.5
        for c in constraints {
            if c.a > 0 { low = max(low, -c.b / c.a) }
            else if c.a < 0 { high = min(high, -c.b / c.a) }
            else if c.b < 0 { return nil }
        }
        guard low.isFinite, high.isFinite else { return nil }
        let first = Int((low - 0.5).rounded(.up)), last = Int((high - 0.5).rounded(.down))
        return first <= last ? first..<(last + 1) : nil
    }
}

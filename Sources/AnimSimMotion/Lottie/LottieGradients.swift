import AnimSimCore
import AnimSimLottie
import Foundation

/// A view's gradient in a Lottie export (`gf`, or `gs` for a stroked view), resolved in the
/// shape's rect centred on the origin, with the stops Cairo draws (`renderedStops`; Lottie
/// mixes in sRGB), as of the view's first exported frame, as the SVG export does.
/// Lottie has linear and radial gradients only:
/// - linear: from the start to the end point;
/// - radial: about the centre to the end radius, offsets moved to start at the start radius;
/// - elliptical: a radial gradient of the fraction of the rect's mean side (a circle where
///   the rect is square);
/// - angular: none at all; the view keeps its flat fill (the gradient's middle colour).
enum LottieGradients {
    static func shape(_ item: DisplayItem, size: Vec2, strokeWidth: Double?) -> LottieShape? {
        guard let gradient = item.gradient, size.x > 0, size.y > 0 else { return nil }
        let rect = CGRect(x: -size.x / 2, y: -size.y / 2, width: size.x, height: size.y)
        let g = gradient.geometry
        func stops(_ offset: (Double) -> Double) -> [(offset: Double, rgba: [Double])] {
            gradient.renderedStops.map { stop in
                let c = stop.color
                return (min(max(offset(stop.location), 0), 1), [c.red, c.green, c.blue, c.opacity].map { min(max($0, 0), 1) })
            }
        }
        func radial(_ center: CGPoint, _ r0: Double, _ r1: Double) -> LottieShape {
            .gradient(LottieGradient(kind: .radial, start: [center.x, center.y], end: [center.x + max(r1, 0), center.y],
                                     stops: stops { r1 > 0 ? (r0 + $0 * (r1 - r0)) / r1 : 1 }, strokeWidth: strokeWidth))
        }
        switch gradient.kind {
        case .linear:
            let (a, b) = gradient.linearPoints(in: rect)
            return .gradient(LottieGradient(kind: .linear, start: [a.x, a.y], end: [b.x, b.y], stops: stops { $0 }, strokeWidth: strokeWidth))
        case .radial:
            let (c, r0, r1) = gradient.radialCircle(in: rect)
            return radial(c, r0, r1)
        case .elliptical:
            let side = (size.x + size.y) / 2
            return radial(gradient.point(g[0], g[1], in: rect), g[2] * side, g[3] * side)
        case .angular:
            return nil
        }
    }
}

import AnimSimCore
import AnimSimLottie
import Foundation

/// A view's gradient in a Lottie export (`gf`, or `gs` for a stroked view), resolved in the
/// track's rects (`GradientTrack`: the shape's rect centred on the origin, or an outline's
/// frame taken into the pane by `transform`). A gradient that never changes has the stops
/// Cairo draws (`renderedStops`; Lottie mixes in sRGB); one that animates has its start and
/// end points and its packed stops (`g.k`) keyframed on the track's keys, straight in time,
/// every key with the track's fixed stops. Lottie has linear and radial gradients only:
/// - linear: from the start to the end point;
/// - radial: about the centre to the end radius, offsets moved to start at the start radius;
/// - elliptical: a radial gradient of the fraction of the rect's mean side (a circle where
///   the rect is square);
/// - angular: none at all; the view keeps its flat fill (the gradient's middle colour), and
///   the export says so.
enum LottieGradients {
    static func shape(_ track: GradientTrack, first: Int, strokeWidth: Double?, transform: ProjectionTransform = .identity) -> LottieShape? {
        guard track.kind != .angular && track.kind != .mesh else { return nil }
        /// Start and end points at sample k, in the layer's space.
        func points(_ k: Int) -> (start: [Double], end: [Double]) {
            let gradient = track.gradients[k], rect = track.rects[k], g = gradient.geometry
            let (a, b): (CGPoint, CGPoint)
            switch gradient.kind {
            case .linear: (a, b) = gradient.linearPoints(in: rect)
            case .radial:
                let (c, _, r1) = gradient.radialCircle(in: rect)
                (a, b) = (c, CGPoint(x: c.x + max(r1, 0), y: c.y))
            default:
                let c = gradient.point(g[0], g[1], in: rect)
                (a, b) = (c, CGPoint(x: c.x + max(g[3], 0) * (rect.width + rect.height) / 2, y: c.y))
            }
            let (p, q) = (a.applying(transform), b.applying(transform))
            // A radial gradient's end point sets only its radius: keep it level with the centre.
            let end = gradient.kind == .linear ? q : CGPoint(x: p.x + CGFloat(hypot(Double(q.x - p.x), Double(q.y - p.y))), y: p.y)
            return ([Double(p.x), Double(p.y)], [Double(end.x), Double(end.y)])
        }
        func stops(_ stops: [GradientPaint.Stop], _ offsets: [Double]) -> [(offset: Double, rgba: [Double])] {
            zip(stops, offsets).map { stop, offset in (offset, [stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity].map { min(max($0, 0), 1) }) }
        }
        let kind: LottieGradient.Kind = track.kind == .linear ? .linear : .radial
        let still = track.gradients[0].renderedStops
        var gradient = LottieGradient(kind: kind, start: points(0).start, end: points(0).end,
                                      stops: stops(still, GradientTrack.offsets(track.gradients[0], still)), strokeWidth: strokeWidth)
        if track.isAnimated {
            let keyed = track.keyframes.map { stops(track.stops(at: $0), track.offsets(at: $0)) }
            let translucent = keyed.contains { $0.contains { $0.rgba[3] < 1 } }
            gradient.stops = keyed[0]
            gradient.animated = (LottieBuilder.linear(track.keyframes, from: first) { points($0).start },
                                 LottieBuilder.linear(track.keyframes, from: first) { points($0).end },
                                 LottieBuilder.linear(track.keyframes, from: first) { k in
                                     LottieGradient.pack(keyed[track.keyframes.firstIndex(of: k)!], translucent: translucent)
                                 })
        }
        return .gradient(gradient)
    }
}

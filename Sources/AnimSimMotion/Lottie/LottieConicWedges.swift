import AnimSimCore
import AnimSimLottie
import Foundation

/// A conic (angular) gradient fill in a Lottie export. Lottie has linear and radial gradients
/// only, and a track matte per view draws differently in rlottie and lottie-web, so the
/// gradient is drawn as the animated SVG draws it (`SVGGradient.sectors`): 180 flat 2° wedges,
/// each the colour at its middle angle (R1's rule, gaps included), keyed in colour on the
/// gradient track's keys, straight in time. Without a clip, each wedge is cut to the shape
/// itself: the shapes drawn so (rectangle, rounded rectangle, capsule, circle) are convex, so
/// the shape as a polygon (its arcs in chords within 0.01 pt) cut by the wedge's two
/// half-planes is one convex polygon. That needs the shape's size, corner radius and the
/// gradient's centre to stay put over the layer; otherwise the view keeps its flat colour,
/// with a warning (`FittedEffects`).
enum LottieConicWedges {
    static let count = 180

    /// Whether `view`'s fill is drawn as wedges (else it is the flat colour of before).
    static func draws(_ view: FittedView) -> Bool {
        let paint = ViewPaint(view.item)
        guard let track = view.gradient, track.kind == .angular, paint.fill != nil, paint.geometry != .none else { return false }
        return !track.movesCentre && !view.size.isAnimated && !view.radius.isAnimated
    }

    /// The group of wedges, to be listed after (so painted beneath) the view's shape group.
    /// Opaque, the first wedge's colour fills the whole shape and each wedge k ≥ 1 runs a
    /// quarter turn past its start (to 360° at most), so every antialiased start edge lies over
    /// its neighbour's colour, never over the background (the SVG pattern's staircase, cut to
    /// convex pieces under 180°). A quarter turn, not one wedge: within 29 px of the centre a
    /// pixel spans more than a 2° wedge, and with one wedge of overlap the first colour showed
    /// through there (rlottie 20 levels off AnimSim's PNG 2 px from the centre, a quarter turn
    /// 9 at most). Translucent, wedges only meet, with the SVG's hair of overlap.
    static func group(_ view: FittedView) -> LottieShape? {
        guard draws(view), let track = view.gradient else { return nil }
        let size = view.size.value(atFrame: 0)
        let polygon = shape(ViewPaint(view.item).geometry, width: size.x, height: size.y, radius: view.radius.value(atFrame: 0).x)
        let gradient = track.gradients[0], rect = track.rects[0]
        let centre = gradient.point(gradient.geometry[0], gradient.geometry[1], in: rect)
        let keys = track.isAnimated ? track.keyframes : [0]
        let opaque = keys.allSatisfy { track.gradients[$0].renderedStops.allSatisfy { $0.color.opacity >= 1 } }
        func fill(_ k: Int) -> LottieShape {
            let angle = SVGGradient.sectorAngle(k, of: count)
            let colour = { (key: Int) in track.gradients[key].angularColor(at: angle) }
            guard track.isAnimated else {
                let c = colour(0)
                return .fill(color: .vector(LottieBuilder.rgb(c)), opacity: .scalar(min(max(c.opacity, 0), 1) * 100))
            }
            let rgb = LottieBuilder.linear(keys, from: view.firstFrame) { LottieBuilder.rgb(colour($0)) }
            let alpha = opaque ? LottieProperty.scalar(100) : LottieBuilder.linear(keys, from: view.firstFrame) { [min(max(colour($0).opacity, 0), 1) * 100] }
            return .fill(color: rgb, opacity: alpha)
        }
        func wedge(_ points: [CGPoint], _ k: Int) -> LottieShape {
            let bezier = LottieBezier(closed: true, vertices: points.map { [Double($0.x), Double($0.y)] },
                                      inTangents: points.map { _ in [0, 0] }, outTangents: points.map { _ in [0, 0] })
            return .group(name: "wedge \(k)", items: [.path(bezier), fill(k), .transform(LottieTransform())])
        }
        var wedges: [LottieShape] = opaque ? [wedge(polygon, 0)] : []
        for k in (opaque ? 1 : 0)..<count {
            let a0 = 2 * Double.pi * Double(k) / Double(count)
            let a1 = opaque ? min(a0 + Double.pi / 2, 2 * Double.pi) : 2 * Double.pi * Double(k + 1) / Double(count) + (k + 1 < count ? 0.004 : 0)
            let piece = cut(polygon, centre: centre, from: a0, to: a1)
            if piece.count >= 3 { wedges.append(wedge(piece, k)) }
        }
        // Lottie draws a group's first item on top: the last wedge is listed first.
        return .group(name: "conic", items: wedges.reversed() + [.transform(LottieTransform())])
    }

    /// The shape centred on the origin as a convex polygon: a rectangle with circular corners
    /// of `radius` (a capsule's is half its shorter side, as Lottie's `rc` draws it), or an
    /// ellipse; arcs in chords whose sagitta is at most 0.01 pt.
    static func shape(_ geometry: ViewPaint.Geometry, width: Double, height: Double, radius: Double) -> [CGPoint] {
        let (w, h) = (width / 2, height / 2)
        func chords(_ r: Double, _ sweep: Double) -> Int { r <= 0.01 ? 1 : max(1, Int((sweep / (2 * acos(1 - 0.01 / r))).rounded(.up))) }
        if geometry == .circle {
            let n = 4 * chords(max(w, h), Double.pi / 2)
            return (0..<n).map { j in let a = 2 * Double.pi * Double(j) / Double(n); return CGPoint(x: w * cos(a), y: h * sin(a)) }
        }
        let r = max(0, min(geometry == .capsule ? min(w, h) : radius, min(w, h)))
        var points: [CGPoint] = []
        // Corners clockwise from the bottom-right (y down), each a quarter arc about its centre.
        for (q, (sx, sy)) in [(1.0, 1.0), (-1.0, 1.0), (-1.0, -1.0), (1.0, -1.0)].enumerated() {
            let (cx, cy) = (sx * (w - r), sy * (h - r)), n = chords(r, Double.pi / 2)
            for j in 0...n {
                let a = Double.pi / 2 * (Double(q) + Double(j) / Double(n))
                points.append(CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)))
            }
        }
        return points
    }

    /// The convex `polygon` cut to the wedge about `centre` from angle `a0` to `a1` (under π):
    /// the points on the far side of neither ray (Sutherland–Hodgman, one half-plane a ray).
    static func cut(_ polygon: [CGPoint], centre: CGPoint, from a0: Double, to a1: Double) -> [CGPoint] {
        func clip(_ points: [CGPoint], _ inside: (CGPoint) -> Double) -> [CGPoint] {
            guard let last = points.last else { return [] }
            var out: [CGPoint] = [], previous = last, dp = inside(last)
            for point in points {
                let d = inside(point)
                if (d >= 0) != (dp >= 0) {
                    let t = dp / (dp - d)
                    out.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
                }
                if d >= 0 { out.append(point) }
                (previous, dp) = (point, d)
            }
            return out
        }
        // Positive on the side of the start ray the angles grow towards, and before the end ray.
        let start = clip(polygon) { p in cos(a0) * Double(p.y - centre.y) - sin(a0) * Double(p.x - centre.x) }
        return clip(start) { p in sin(a1) * Double(p.x - centre.x) - cos(a1) * Double(p.y - centre.y) }
    }
}

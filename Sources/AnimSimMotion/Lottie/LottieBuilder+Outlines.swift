import AnimSimCore
import AnimSimLottie
import Foundation

/// A shape view (one with a drawn outline) in the Lottie: a layer at the origin, only its
/// opacity keyframed, holding one group with the outline in pane coordinates as an animated
/// path (`sh` keyframes, one per `OutlineTrack` key, every key with the same vertex count,
/// straight in time between keys) and its fill and stroke, painted as the SVG's are (the
/// first frame's colours, a stroke with its whole line style, its width scaled by √|det| of
/// the transform the outline already went through).
extension LottieBuilder {
    func outlineTransform(_ view: FittedView) -> LottieTransform {
        var t = LottieTransform()
        t.o = Self.property(view.opacity, from: view.firstFrame, scalar: true) { [$0.x] }
        return t
    }

    func outlineShapes(_ view: FittedView, _ track: OutlineTrack) -> [LottieShape] {
        guard let first = track.shapes.first else { return [] }
        // One `sh` per subpath (Lottie's path has one), all filled or stroked together.
        let paths: [LottieShape] = first.subpaths.indices.map { i in
            guard track.isAnimated else { return .path(Self.bezier(first.subpaths[i])) }
            return .animatedPath(track.keyframes.enumerated().map { k, frame in
                var key = LottieShapeKeyframe(t: Double(view.firstFrame + frame), s: Self.bezier(track.shapes[frame].subpaths[i]))
                if k < track.keyframes.count - 1 {
                    key.o = LottieEasingHandle(x: 0, y: 0)
                    key.i = LottieEasingHandle(x: 1, y: 1)
                }
                return key
            })
        }
        let m = view.item.transform
        let area = m.isAffine ? Double(abs(m.determinant)).squareRoot() : 1
        var items: [LottieShape] = []
        for op in SVGItems.outlinePaints(view.item) {
            if let fill = op.fill {
                items.append(.group(name: "fill", items: paths + [.fill(color: .vector(Self.rgb(fill)), opacity: .scalar(fill.opacity * 100)),
                                                          .transform(LottieTransform())]))
            }
            if let (colour, style) = op.stroke {
                let line = LottieLineStyle(width: Double(style.lineWidth) * area, cap: [1, 2, 3][Int(style.lineCap.rawValue)],
                                           join: [1, 2, 3][Int(style.lineJoin.rawValue)], miterLimit: Double(style.miterLimit),
                                           dash: style.dash.map { Double($0) * area }, offset: Double(style.dashPhase) * area)
                items.append(.group(name: "stroke", items: paths + [.styledStroke(color: .vector(Self.rgb(colour)), opacity: .scalar(colour.opacity * 100), style: line),
                                                            .transform(LottieTransform())]))
            }
        }
        return [.group(name: "outline", items: items + [.transform(LottieTransform())])]
    }

    /// One aligned subpath as Lottie's Bézier: its vertices with their handles relative to them.
    static func bezier(_ sub: (start: CGPoint, segments: [(CGPoint, CGPoint, CGPoint)], closed: Bool)) -> LottieBezier {
        var vertices: [[Double]] = [], ins: [[Double]] = [], outs: [[Double]] = []
        var points = [sub.start] + sub.segments.map(\.2)
        if sub.closed, points.count > 1 { points.removeLast() }
        for (j, v) in points.enumerated() {
            let out = j < sub.segments.count ? sub.segments[j].0 : v
            let before = j > 0 ? sub.segments[j - 1].1 : (sub.closed ? sub.segments.last?.1 ?? v : v)
            vertices.append([Double(v.x), Double(v.y)])
            outs.append([Double(out.x - v.x), Double(out.y - v.y)])
            ins.append([Double(before.x - v.x), Double(before.y - v.y)])
        }
        return LottieBezier(closed: sub.closed, vertices: vertices, inTangents: ins, outTangents: outs)
    }
}

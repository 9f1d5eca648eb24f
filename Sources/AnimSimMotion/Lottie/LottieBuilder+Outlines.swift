import AnimSimCore
import AnimSimLottie
import Foundation

/// A shape view (one with a drawn outline) in the Lottie: a layer at the origin, only its
/// opacity keyframed, holding one group with the outline in pane coordinates as an animated
/// path (`sh` keyframes, one per `OutlineTrack` key, every key with the same vertex count,
/// straight in time between keys) and its fill and stroke, painted as the SVG's are (colours,
/// gradient, stroke width and dash offset keyed over time, a stroke with its whole line
/// style, its width scaled by √|det| of the transform the outline already went through).
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
        // The gradient in the item's frame, taken into the pane by the first frame's transform
        // (the outline is already there); a perspective outline keeps its colour.
        let gradient = m.isAffine ? view.gradient.flatMap {
            LottieGradients.shape($0, first: view.firstFrame, strokeWidth: nil, transform: m)
        } : nil
        // The item's stroke has its own paint (`DisplayItem.strokePaint`).
        let ownStroke = m.isAffine ? view.strokeGradient.flatMap {
            LottieGradients.shape($0, first: view.firstFrame, strokeWidth: nil, transform: m)
        } : nil
        let strokeGradient = ownStroke ?? (view.item.fill == nil ? gradient : nil)
        var items: [LottieShape] = []
        for (k, op) in SVGWriter.outlineOperations(view).enumerated() {
            let track = op.isLabel ? view.labelColour : k < view.outlineColours.count ? view.outlineColours[k] : nil
            if let fill = op.fill {
                let colour = track.map { Self.colour($0, from: view.firstFrame) } ?? (.vector(Self.rgb(fill)), .scalar(fill.opacity * 100))
                let paint: LottieShape = if let gradient, !op.isLabel { gradient } else { .fill(color: colour.color, opacity: colour.opacity) }
                items.append(.group(name: "fill", items: paths + [paint, .transform(LottieTransform())]))
            }
            if let (stroke, style) = op.stroke {
                let colour = track.map { Self.colour($0, from: view.firstFrame) } ?? (.vector(Self.rgb(stroke)), .scalar(stroke.opacity * 100))
                var line = LottieLineStyle(width: Double(style.lineWidth) * area, cap: [1, 2, 3][Int(style.lineCap.rawValue)],
                                           join: [1, 2, 3][Int(style.lineJoin.rawValue)], miterLimit: Double(style.miterLimit),
                                           dash: style.dash.map { Double($0) * area }, offset: Double(style.dashPhase) * area)
                if let width = view.lineWidth, width.isAnimated { line.animatedWidth = Self.linear(width, from: view.firstFrame) { [$0[0] * area] } }
                if let phase = view.dashPhase, phase.isAnimated { line.animatedOffset = Self.linear(phase, from: view.firstFrame) { [$0[0] * area] } }
                var paint: LottieShape = .styledStroke(color: colour.color, opacity: colour.opacity, style: line)
                if case .gradient(var g)? = op.isItemStroke ? strokeGradient : gradient {
                    g.strokeWidth = line.width
                    paint = .gradient(g)
                }
                items.append(.group(name: "stroke", items: paths + [paint, .transform(LottieTransform())]))
            }
        }
        // Lottie draws a group's first item on top: the operations, in paint order, reversed.
        return [.group(name: "outline", items: items.reversed() + [.transform(LottieTransform())])]
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

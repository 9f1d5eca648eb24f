import AnimSimCore
import AnimSimLottie
import Foundation

/// Builds one strategy's fitted views into a Lottie animation at the scene's canvas size and
/// frame rate: a shape layer per view (paint order reversed, since Lottie draws its first
/// layer on top) over a solid background. Each layer sits at the view's centre with its
/// rotation, scale and opacity; its shapes are centred on the layer's origin. A layer is
/// drawn from the view's first frame to its last, so views that come and go appear and
/// leave on the frames the trace lists them; their transitions are the opacity, scale and
/// position keyframes of that stretch.
public struct LottieBuilder: Sendable {
    public var settings: ExportSettings

    public init(_ settings: ExportSettings) { self.settings = settings }

    public func animation(_ views: [FittedView]) -> LottieAnimation {
        let (width, height) = (Int(settings.canvas.width.rounded(.up)), Int(settings.canvas.height.rounded(.up)))
        let outPoint = Double(settings.frameCount)
        var layers = views.reversed().enumerated().map { index, view in
            // A picture is an image layer (LottieBuilder+Images).
            if let image = view.item.image { return imageLayer(view, image, index: index + 1) }
            // A shape view's outline is drawn in pane coordinates (LottieBuilder+Outlines).
            var layer = LottieLayer.shape(index: index + 1, name: view.item.id, inPoint: Double(view.firstFrame), outPoint: layerEnd(view),
                                          transform: view.outline == nil ? transform(view) : outlineTransform(view),
                                          shapes: view.outline.map { outlineShapes(view, $0) } ?? shapes(view))
            layer.ef = effects(view)
            return layer
        }
        layers.append(.solid(index: layers.count + 1, name: "background", outPoint: outPoint,
                             color: settings.background.hexRGB, width: width, height: height))
        var animation = LottieAnimation(name: settings.title, frameRate: settings.fps, outPoint: outPoint, width: width, height: height, layers: layers)
        animation.assets = imageAssets(views)
        return animation
    }

    /// Where a layer stops being drawn. The specification's `op` is exclusive (lottie-web
    /// draws frames `ip ≤ f < op`), but rlottie (checked with rlottie-python 1.3.8) rounds
    /// it and still draws that frame: `op` = last + 1 leaves the view a frame too long there,
    /// and last + 0.5 rounds up to the same. A quarter frame after the last frame drawn is
    /// before the next frame in both. A view drawn to the end keeps the animation's out point.
    func layerEnd(_ view: FittedView) -> Double {
        view.lastFrame >= settings.frameCount - 1 ? Double(settings.frameCount) : Double(view.lastFrame) + Self.outPointMargin
    }

    static let outPointMargin = 0.25

    /// The layer moves and fades; it does not turn: rlottie ignores a layer's rotation
    /// (checked with rlottie-python 1.3.8), so rotation and scale go on the group inside.
    func transform(_ view: FittedView) -> LottieTransform {
        var t = LottieTransform()
        t.p = Self.property(view.position, from: view.firstFrame, spatial: true) { [$0.x, $0.y] }
        t.o = Self.property(view.opacity, from: view.firstFrame, scalar: true) { [$0.x] }
        return t
    }

    /// One group, "view", turned and scaled about the layer's origin (the view's centre),
    /// holding the label's glyphs on top of the shape.
    func shapes(_ view: FittedView) -> [LottieShape] {
        var turn = LottieTransform()
        turn.r = Self.property(view.rotation, from: view.firstFrame, scalar: true) { [view.degrees($0)] }
        turn.s = Self.property(view.scale, from: view.firstFrame) { let s = view.factor($0) * 100; return [s, s] }
        return [.group(name: "view", items: content(view) + [.transform(turn)])]
    }

    func content(_ view: FittedView) -> [LottieShape] {
        let paint = ViewPaint(view.item)
        var shapes: [LottieShape] = []
        if let label = paint.label, let outliner = settings.outliner {
            let paths = outliner(label.text, label.fontSize).map { LottieShape.path(Self.bezier($0)) }
            if !paths.isEmpty {
                let colour = Self.colour(view.labelColour, from: view.firstFrame)
                shapes.append(.group(name: "label", items: paths + [.fill(color: colour.color, opacity: colour.opacity), .transform(LottieTransform())]))
            }
        }
        let size = Self.property(view.size, from: view.firstFrame) { [$0.x, $0.y] }
        let origin = LottieProperty.vector([0, 0])
        var geometry: LottieShape?
        switch paint.geometry {
        case .rectangle, .capsule:
            geometry = .rectangle(p: origin, s: size, r: Self.property(view.radius, from: view.firstFrame, scalar: true) { [$0.x] })
        case .circle: geometry = .ellipse(p: origin, s: size)
        case .none: break
        }
        if let geometry {
            var items = [geometry]
            let gradient = view.gradient.flatMap {
                LottieGradients.shape($0, first: view.firstFrame, strokeWidth: paint.fill == nil ? paint.stroke.map { Double($0.lineWidth) } : nil)
            }
            if let gradient { items.append(gradient) }
            // A conic gradient is drawn as wedges beneath the shape group (LottieConicWedges).
            let wedges = LottieConicWedges.group(view)
            if paint.fill != nil, gradient == nil, wedges == nil {
                let colour = Self.colour(view.fill, from: view.firstFrame)
                items.append(.fill(color: colour.color, opacity: colour.opacity))
            }
            // A stroke with a gradient of its own over the fill: a gradient stroke (`gs`).
            let strokeGradient = paint.stroke.flatMap { stroke in
                view.strokeGradient.flatMap { LottieGradients.shape($0, first: view.firstFrame, strokeWidth: Double(stroke.lineWidth)) }
            }
            if let strokeGradient { items.append(strokeGradient) }
            if let stroke = paint.stroke, strokeGradient == nil, gradient == nil || paint.fill != nil {
                let colour = Self.colour(view.strokeColour, from: view.firstFrame)
                if let width = view.lineWidth, width.isAnimated {
                    items.append(.animatedStroke(color: colour.color, opacity: colour.opacity, width: Self.linear(width, from: view.firstFrame) { $0 }))
                } else {
                    items.append(.stroke(color: colour.color, opacity: colour.opacity, width: stroke.lineWidth))
                }
            }
            // Lottie draws a group's first paint on top: the stroke (whatever came after the
            // fill) goes before it, so the stroke lies over the fill as SwiftUI draws it.
            let fills = items.count > 1 ? Array(items[1..<2]) : []
            if let first = items.first, paint.fill != nil, items.count > 2 { items = [first] + items.dropFirst(2) + fills }
            items.append(.transform(LottieTransform()))
            shapes.append(.group(name: "shape", items: items))
            if let wedges { shapes.append(wedges) }
        }
        return shapes
    }

    static func rgb(_ c: Color) -> [Double] { [c.red, c.green, c.blue].map { min(max($0, 0), 1) } }

    /// A colour track as a fill's or stroke's `c` and `o`: static when it never changes, else
    /// a keyframe per key, straight in time (players then interpolate sRGB linearly, which the
    /// keys were placed for). The opacity is keyframed on the same keys when it changes.
    static func colour(_ track: ColourTrack?, from first: Int) -> (color: LottieProperty, opacity: LottieProperty) {
        guard let track, track.isAnimated else {
            let c = track?.value(atFrame: 0) ?? .clear
            return (.vector(rgb(c)), .scalar(c.opacity * 100))
        }
        func keyframes(_ value: (Color) -> [Double]) -> LottieProperty {
            .animated(track.keyframes.enumerated().map { k, frame in
                var keyframe = LottieKeyframe(t: Double(first + frame), s: value(track.samples[frame]))
                if k < track.keyframes.count - 1 {
                    keyframe.o = LottieEasingHandle(x: 0, y: 0)
                    keyframe.i = LottieEasingHandle(x: 1, y: 1)
                }
                return keyframe
            })
        }
        return (keyframes(rgb), track.opacityChanges ? keyframes { [$0.opacity * 100] } : .scalar(track.samples[0].opacity * 100))
    }

    /// Keyframes on samples `keyframes` (frame `first + k`), straight in time between them.
    static func linear(_ keyframes: [Int], from first: Int, _ value: (Int) -> [Double]) -> LottieProperty {
        .animated(keyframes.enumerated().map { k, frame in
            var keyframe = LottieKeyframe(t: Double(first + frame), s: value(frame))
            if k < keyframes.count - 1 {
                keyframe.o = LottieEasingHandle(x: 0, y: 0)
                keyframe.i = LottieEasingHandle(x: 1, y: 1)
            }
            return keyframe
        })
    }

    /// A vector track as a property: static (its first component) when it never changes.
    static func linear(_ track: VectorTrack, from first: Int, _ value: ([Double]) -> [Double]) -> LottieProperty {
        guard track.isAnimated else {
            let v = value(track.samples[0])
            return v.count == 1 ? .scalar(v[0]) : .vector(v)
        }
        return linear(track.keyframes, from: first) { value(track.samples[$0]) }
    }

    /// A fitted track as a property: static when it never changes, else one keyframe per
    /// fitted keyframe with the segment's timing handles (and its tangents when `spatial`).
    /// The track's sample k is frame `first + k`. Any channel goes through here, so a new
    /// animated property is one more call.
    static func property(_ track: FittedTrack, from first: Int, spatial: Bool = false, scalar: Bool = false,
                         _ value: (Vec2) -> [Double]) -> LottieProperty {
        guard track.isAnimated else {
            let v = value(track.value(atFrame: 0))
            return scalar ? .scalar(v[0]) : .vector(v)
        }
        let keyframes = track.keyframes.enumerated().map { k, frame -> LottieKeyframe in
            var keyframe = LottieKeyframe(t: Double(first + frame), s: value(track.samples[frame]))
            if k < track.segments.count {
                let segment = track.segments[k]
                keyframe.o = LottieEasingHandle(x: segment.easing.x1, y: segment.easing.y1)
                keyframe.i = LottieEasingHandle(x: segment.easing.x2, y: segment.easing.y2)
                if spatial {
                    keyframe.to = [segment.outTangent.x, segment.outTangent.y]
                    keyframe.ti = [segment.inTangent.x, segment.inTangent.y]
                }
            }
            return keyframe
        }
        return .animated(keyframes)
    }

    /// Cubic pieces [p0, c1, c2, p1, …] as vertices with handles relative to them.
    static func bezier(_ contour: [CGPoint]) -> LottieBezier {
        var points = contour.map { [Double($0.x), Double($0.y)] }
        let closed = points.count > 1 && points.first == points.last
        if closed { points.removeLast() }
        // After dropping the closing point, vertices sit at every third index.
        let count = (points.count + 2) / 3
        var vertices: [[Double]] = [], ins: [[Double]] = [], outs: [[Double]] = []
        for j in 0..<count {
            let v = points[3 * j]
            let out = 3 * j + 1 < points.count ? points[3 * j + 1] : v
            let before = 3 * j - 1 >= 0 ? points[3 * j - 1] : (closed ? points[points.count - 1] : v)
            vertices.append(v)
            outs.append([out[0] - v[0], out[1] - v[1]])
            ins.append([before[0] - v[0], before[1] - v[1]])
        }
        return LottieBezier(closed: closed, vertices: vertices, inTangents: ins, outTangents: outs)
    }
}

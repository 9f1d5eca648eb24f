import AnimSimCore
import Foundation

/// One strategy's fitted views as an animated SVG, with SMIL: each view is a group moved by
/// `animateMotion` along its fitted cubic path (key points at the keyframes' shares of the
/// path's length, `calcMode="spline"` with each segment's timing as its key spline, which is
/// how Lottie plays the same keyframes), inside it a rotation, a scale and the shape centred
/// on the origin. Opacity, size, rotation and scale animate with `animate` and
/// `animateTransform` on the same key times. The animation plays once and holds its end.
/// A view drawn for only part of it (it comes or goes) is hidden (`display="none"`) and a
/// `set` shows it from half a frame before its first frame to half a frame after its last:
/// every frame instant is then clearly inside or outside, where a boundary on the instant
/// itself is decided by the player's rounding. Its transition is in its opacity, scale
/// and motion.
public struct SVGWriter: Sendable {
    public var settings: ExportSettings

    public init(_ settings: ExportSettings) { self.settings = settings }

    /// On the root element, so AnimSim knows its own files.
    public static let generator = "AnimSim"

    var lastFrame: Int { max(settings.frameCount - 1, 1) }
    var duration: String { SVGNumber.format(Double(lastFrame) / settings.fps, digits: 6) + "s" }

    public func document(_ views: [FittedView]) -> String {
        let (w, h) = (SVGNumber.format(settings.canvas.width), SVGNumber.format(settings.canvas.height))
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" "
            + "data-generator=\"\(Self.generator)\">\n"
        out += "<title>\(escape(settings.title))</title>\n"
        out += "<rect width=\"\(w)\" height=\"\(h)\" fill=\"\(settings.background.hexRGB)\"/>\n"
        var layers: [String: Int] = [:]
        var groups: [(view: FittedView, group: String)] = []
        for view in views {
            // A view that comes back is another group; ids stay unique.
            layers[view.item.id, default: 0] += 1
            let count = layers[view.item.id]!
            let elementID = count == 1 ? view.item.id : "\(view.item.id)@\(view.firstFrame)"
            // A shape view's outline is its own group, in pane coordinates (SVGWriter+Outlines).
            groups.append((view, view.outline.map { outlineGroup(view, $0, elementID: elementID) } ?? group(view, elementID: elementID)))
        }
        // Masks and clip shapes animate with their views (SVGWriter+Masks).
        return out + maskedBody(groups) + "</svg>\n"
    }

    func group(_ view: FittedView, elementID: String) -> String {
        let paint = ViewPaint(view.item)
        let partial = view.isPartial(frameCount: settings.frameCount)
        let filter = self.filter(view, elementID: elementID)
        var out = filter.defs + "<g id=\"\(escape(elementID))\" data-view=\"\(escape(view.item.id))\"" + filter.attribute + blendStyle(view)
        if partial { out += " display=\"none\"" }
        if !view.position.isAnimated { out += " transform=\"translate(\(SVGNumber.point(view.position.value(atFrame: 0))))\"" }
        if !view.opacity.isAnimated { out += " opacity=\"\(SVGNumber.format(view.unitOpacity(view.opacity.value(atFrame: 0)), digits: 4))\"" }
        out += ">\n"
        if partial { out += lifetime(view) }
        if view.position.isAnimated {
            let timeline = SMILTimeline(view.position, firstFrame: view.firstFrame, lastFrame: lastFrame)
            if let motion = timeline.motionPath() {
                out += "<animateMotion \(timing(timeline)) path=\"\(motion.d)\" keyPoints=\"\(motion.keyPoints)\"/>\n"
            }
        }
        out += animate("opacity", view.opacity, view.firstFrame) { SVGNumber.format(view.unitOpacity($0), digits: 4) }
        out += "<g" + (view.rotation.isAnimated ? "" : " transform=\"rotate(\(SVGNumber.format(view.degrees(view.rotation.value(atFrame: 0)))))\"") + ">\n"
        out += transform("rotate", view.rotation, view.firstFrame) { SVGNumber.format(view.degrees($0)) }
        out += "<g" + (view.scale.isAnimated ? "" : " transform=\"scale(\(SVGNumber.format(view.factor(view.scale.value(atFrame: 0)), digits: 5)))\"") + ">\n"
        out += transform("scale", view.scale, view.firstFrame) { SVGNumber.format(view.factor($0), digits: 5) }
        out += shape(view, paint, elementID: elementID)
        if let label = paint.label, let outliner = settings.outliner {
            let d = outliner(label.text, label.fontSize).map(Self.pathData).joined(separator: " ")
            if !d.isEmpty, let colour = view.labelColour {
                out += "<path class=\"label\" d=\"\(d)\"\(paintAttribute("fill", colour))>" + animateColour("fill", colour, view.firstFrame) + "</path>\n"
            }
        }
        return out + "</g>\n</g>\n</g>\n"
    }

    func shape(_ view: FittedView, _ paint: ViewPaint, elementID: String) -> String {
        if let image = view.item.image { return picture(view, image) }
        var paintAttributes = view.fill.map { paintAttribute("fill", $0) } ?? " fill=\"none\""
        if let stroke = paint.stroke, let colour = view.strokeColour {
            paintAttributes += paintAttribute("stroke", colour) + " stroke-width=\"\(SVGNumber.format(stroke.lineWidth))\""
        }
        let size = view.size.value(atFrame: 0)
        // The gradient keyed over time (SVGGradient+Animated); a still one is the first frame's.
        let gradient = view.gradient.flatMap { gradientServer($0, id: elementID, first: view.firstFrame) }
        if let gradient { paintAttributes = SVGGradient.attributes(paintAttributes, url: gradient.url, stroked: view.fill == nil) }
        // A stroke with a gradient of its own over the filled one (iOS 17's fill(_:).stroke(_:)).
        let strokeGradient = paint.stroke == nil ? nil : view.strokeGradient.flatMap { gradientServer($0, id: elementID + "-stroke", first: view.firstFrame) }
        if let strokeGradient { paintAttributes = SVGGradient.attributes(paintAttributes, url: strokeGradient.url, stroked: true) }
        let strokedByGradient = strokeGradient != nil || (gradient != nil && view.fill == nil)
        let colours = (gradient != nil ? "" : animateColour("fill", view.fill, view.firstFrame))
            + (strokedByGradient ? "" : animateColour("stroke", view.strokeColour, view.firstFrame))
            + (paint.stroke != nil ? animateLine(view) : "")
        let defs = (gradient?.defs ?? "") + (strokeGradient?.defs ?? "")
        switch paint.geometry {
        case .none: return ""
        case .circle:
            return defs + "<circle r=\"\(SVGNumber.format(size.x / 2))\"\(paintAttributes)>"
                + animate("r", view.size, view.firstFrame) { SVGNumber.format($0.x / 2) } + colours + "</circle>\n"
        case .rectangle, .capsule:
            let corner = view.radius.value(atFrame: 0).x
            let radius = corner > 0 || view.radius.isAnimated ? " rx=\"\(SVGNumber.format(corner))\"" : ""
            var out = defs + "<rect x=\"\(SVGNumber.format(-size.x / 2))\" y=\"\(SVGNumber.format(-size.y / 2))\" "
                + "width=\"\(SVGNumber.format(size.x))\" height=\"\(SVGNumber.format(size.y))\"\(radius)\(paintAttributes)>"
            let first = view.firstFrame
            out += animate("x", view.size, first) { SVGNumber.format(-$0.x / 2) } + animate("y", view.size, first) { SVGNumber.format(-$0.y / 2) }
            out += animate("width", view.size, first) { SVGNumber.format($0.x) } + animate("height", view.size, first) { SVGNumber.format($0.y) }
            out += animate("rx", view.radius, first) { SVGNumber.format($0.x) }
            return out + colours + "</rect>\n"
        }
    }

    /// An `Image`'s picture, centred like a rectangle and sized with it: its PNG embedded
    /// (`<image href="data:image/png;base64,…">`), stretched to the frame as it animates.
    func picture(_ view: FittedView, _ image: DrawnImage) -> String {
        guard let data = FileManager.default.contents(atPath: image.file) else { return "" }
        let size = view.size.value(atFrame: 0), first = view.firstFrame
        var out = "<image href=\"data:\(SVGImage.mediaType(data));base64,\(data.base64EncodedString())\" "
            + "x=\"\(SVGNumber.format(-size.x / 2))\" y=\"\(SVGNumber.format(-size.y / 2))\" width=\"\(SVGNumber.format(size.x))\" "
            + "height=\"\(SVGNumber.format(size.y))\" preserveAspectRatio=\"none\"" + (image.interpolation == .none ? " image-rendering=\"pixelated\"" : "") + ">"
        out += animate("x", view.size, first) { SVGNumber.format(-$0.x / 2) } + animate("y", view.size, first) { SVGNumber.format(-$0.y / 2) }
        out += animate("width", view.size, first) { SVGNumber.format($0.x) } + animate("height", view.size, first) { SVGNumber.format($0.y) }
        return out + "</image>\n"
    }

    func timing(_ timeline: SMILTimeline) -> String {
        "begin=\"0s\" dur=\"\(duration)\" fill=\"freeze\" calcMode=\"spline\" keyTimes=\"\(timeline.keyTimes(lastFrame: lastFrame))\" keySplines=\"\(timeline.keySplines)\""
    }

    /// Shows the group over the view's frames, half a frame either side (no end when it stays
    /// to the last frame: the animation holds its end).
    func lifetime(_ view: FittedView) -> String {
        let instant = { (frame: Double) in SVGNumber.format(max(frame, 0) / settings.fps, digits: 6) + "s" }
        let end = view.lastFrame < settings.frameCount - 1 ? " end=\"\(instant(Double(view.lastFrame) + 0.5))\"" : ""
        return "<set attributeName=\"display\" to=\"inline\" begin=\"\(instant(Double(view.firstFrame) - 0.5))\"\(end)/>\n"
    }

    /// An `animate` of one attribute from a track whose sample k is frame `first + k`; any
    /// channel goes through here, so a new animated attribute is one more call.
    func animate(_ attribute: String, _ track: FittedTrack, _ first: Int, _ value: (Vec2) -> String) -> String {
        guard track.isAnimated else { return "" }
        let timeline = SMILTimeline(track, firstFrame: first, lastFrame: lastFrame)
        return "<animate attributeName=\"\(attribute)\" \(timing(timeline)) values=\"\(timeline.values(value))\"/>\n"
    }

    func transform(_ type: String, _ track: FittedTrack, _ first: Int, _ value: (Vec2) -> String) -> String {
        guard track.isAnimated else { return "" }
        let timeline = SMILTimeline(track, firstFrame: first, lastFrame: lastFrame)
        return "<animateTransform attributeName=\"transform\" type=\"\(type)\" \(timing(timeline)) values=\"\(timeline.values(value))\"/>\n"
    }

    /// A colour as the attribute `fill` or `stroke`, with its opacity when not opaque, as at
    /// the track's first sample.
    func paintAttribute(_ attribute: String, _ track: ColourTrack) -> String {
        let c = track.value(atFrame: 0)
        return " \(attribute)=\"\(c.hexRGB)\"" + (c.opacity < 1 ? " \(attribute)-opacity=\"\(SVGNumber.format(c.opacity, digits: 4))\"" : "")
    }

    /// A changing colour as an `animate` of `attribute` on the track's keys, each piece linear
    /// in time (SVG then interpolates each sRGB component linearly, which the keys were placed
    /// for), and one of its opacity on the same keys when that changes too.
    func animateColour(_ attribute: String, _ track: ColourTrack?, _ first: Int) -> String {
        guard let track, track.isAnimated else { return "" }
        let timeline = SMILTimeline(keyframes: track.keyframes, firstFrame: first, lastFrame: lastFrame)
        var out = "<animate attributeName=\"\(attribute)\" \(timing(timeline)) values=\"\(timeline.values(of: track.samples) { $0.hexRGB })\"/>\n"
        if track.opacityChanges {
            let values = timeline.values(of: track.samples) { SVGNumber.format($0.opacity, digits: 4) }
            out += "<animate attributeName=\"\(attribute)-opacity\" \(timing(timeline)) values=\"\(values)\"/>\n"
        }
        return out
    }

    static func pathData(_ contour: [CGPoint]) -> String {
        guard let first = contour.first else { return "" }
        func p(_ q: CGPoint) -> String { "\(SVGNumber.format(q.x)),\(SVGNumber.format(q.y))" }
        var d = "M\(p(first))"
        var k = 1
        while k + 2 < contour.count {
            d += " C\(p(contour[k])) \(p(contour[k + 1])) \(p(contour[k + 2]))"
            k += 3
        }
        return d + (contour.count > 1 && contour.first == contour.last ? "Z" : "")
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

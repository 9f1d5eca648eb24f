import AnimSimCore
import Foundation

/// A view's gradient in the animated SVG, keyed over time (`GradientTrack`): the paint
/// server's points or circle and each stop's `offset`, `stop-color` and `stop-opacity`
/// carry an `<animate>` on the track's keys, straight in time, which is how SVG
/// interpolates them (stop colours per sRGB component). The stops are the track's fixed
/// structure, so every key has as many. An angular gradient is a pattern of sectors whose
/// colours are keyed (SVGWriter+Angular); an elliptical one's stretch of the rect stays as
/// of the first frame.
extension SVGWriter {
    func gradientServer(_ track: GradientTrack, id: String, first: Int, transform: String? = nil) -> (defs: String, url: String)? {
        guard track.isAnimated, track.kind != .mesh else {
            return SVGGradient.paint(track.gradients[0], in: track.rects[0], id: id, transform: transform)
        }
        if track.kind == .angular {
            guard track.rects[0].width > 0, track.rects[0].height > 0 else { return nil }
            return angularServer(track, id: id, first: first, transform: transform)
        }
        let serverID = SVGGradient.serverID(id)
        func n(_ value: Double) -> String { SVGNumber.format(value, digits: 4) }
        let timeline = SMILTimeline(keyframes: track.keyframes, firstFrame: first, lastFrame: lastFrame)
        /// `attribute="…"` at the first frame, and its animation when it changes.
        func animated(_ attribute: String, _ value: (Int) -> String) -> (static: String, animation: String) {
            let values = timeline.samples.map(value)
            let animation = Set(values).count > 1
                ? "<animate attributeName=\"\(attribute)\" \(timing(timeline)) values=\"\(values.joined(separator: ";"))\"/>" : ""
            return (" \(attribute)=\"\(values[0])\"", animation)
        }
        var attributes: [(static: String, animation: String)] = []
        let element: String
        switch track.kind {
        case .linear:
            element = "linearGradient"
            let points = { (k: Int) in track.gradients[k].linearPoints(in: track.rects[k]) }
            attributes = [animated("x1") { n(points($0).start.x) }, animated("y1") { n(points($0).start.y) },
                          animated("x2") { n(points($0).end.x) }, animated("y2") { n(points($0).end.y) }]
        case .radial:
            element = "radialGradient"
            let circle = { (k: Int) in track.gradients[k].radialCircle(in: track.rects[k]) }
            attributes = [animated("cx") { n(circle($0).center.x) }, animated("cy") { n(circle($0).center.y) },
                          animated("r") { n(max(circle($0).endRadius, 0)) }]
        default:
            element = "radialGradient"
            let g = { (k: Int) in track.gradients[k].geometry }
            attributes = [animated("cx") { n(g($0)[0]) }, animated("cy") { n(g($0)[1]) }, animated("r") { n(max(g($0)[3], 0)) }]
        }
        var gradientTransform = transform
        if track.kind == .elliptical {
            let r = track.rects[0]
            gradientTransform = (transform.map { $0 + " " } ?? "") + "translate(\(n(r.minX)) \(n(r.minY))) scale(\(n(r.width)) \(n(r.height)))"
        }
        var out = "<\(element) id=\"\(serverID)\" gradientUnits=\"userSpaceOnUse\"" + attributes.map(\.static).joined()
            + (gradientTransform.map { " gradientTransform=\"\($0)\"" } ?? "") + ">\n" + attributes.map(\.animation).joined()
        var stops: [Int: ([GradientPaint.Stop], [Double])] = [:]
        for k in timeline.samples where stops[k] == nil { stops[k] = (track.stops(at: k), track.offsets(at: k)) }
        for j in track.stops(at: 0).indices {
            let offset = animated("offset") { n(stops[$0]!.1[j]) }
            let colour = animated("stop-color") { stops[$0]!.0[j].color.hexRGB }
            let opacity = animated("stop-opacity") { n(min(max(stops[$0]!.0[j].color.opacity, 0), 1)) }
            out += "<stop" + offset.static + colour.static + opacity.static + ">" + offset.animation + colour.animation + opacity.animation + "</stop>\n"
        }
        return ("<defs>\n" + out + "</\(element)>\n</defs>\n", "url(#\(serverID))")
    }
}

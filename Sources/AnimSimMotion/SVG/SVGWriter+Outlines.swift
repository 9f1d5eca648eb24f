import AnimSimCore
import Foundation

/// A shape view (one with a drawn outline) in the animated SVG: its outline in pane
/// coordinates (`OutlineTrack`), so the group has no transform of its own; the path's `d`
/// is animated on the track's keyframes with `<animate attributeName="d">`, linear in time
/// between keys, which browsers interpolate point by point because every key has the same
/// commands. Fill and stroke are the first frame's, painted as the still's (`SVGItems`); a
/// stroke's width is scaled by the transform's area factor √|det|, since the outline is
/// already transformed. Opacity and lifetime are as for any view.
extension SVGWriter {
    func outlineGroup(_ view: FittedView, _ track: OutlineTrack, elementID: String) -> String {
        guard let first = track.shapes.first else { return "" }
        let partial = view.isPartial(frameCount: settings.frameCount)
        var out = "<g id=\"\(escape(elementID))\" data-view=\"\(escape(view.item.id))\" class=\"outline\""
        if partial { out += " display=\"none\"" }
        if !view.opacity.isAnimated { out += " opacity=\"\(SVGNumber.format(view.unitOpacity(view.opacity.value(atFrame: 0)), digits: 4))\"" }
        out += ">\n"
        if partial { out += lifetime(view) }
        out += animate("opacity", view.opacity, view.firstFrame) { SVGNumber.format(view.unitOpacity($0), digits: 4) }
        let m = view.item.transform
        let area = m.isAffine ? Double(abs(m.determinant)).squareRoot() : 1
        for op in SVGItems.outlinePaints(view.item) {
            var paint = ""
            if let fill = op.fill { paint += SVGText.paint("fill", fill) + (op.eoFill ? " fill-rule=\"evenodd\"" : "") } else { paint += " fill=\"none\"" }
            if let (colour, style) = op.stroke {
                var scaled = style
                scaled.lineWidth *= CGFloat(area)
                scaled.dash = scaled.dash.map { $0 * CGFloat(area) }
                scaled.dashPhase *= CGFloat(area)
                paint += SVGText.paint("stroke", colour) + SVGText.lineStyle(scaled)
            }
            out += "<path d=\"\(Self.pathData(first))\"\(paint)>" + animatePath(track, view.firstFrame) + "</path>\n"
        }
        return out + "</g>\n"
    }

    /// `<animate attributeName="d">` on the track's keys; nothing when it never changes.
    func animatePath(_ track: OutlineTrack, _ first: Int) -> String {
        guard track.isAnimated else { return "" }
        let timeline = SMILTimeline(keyframes: track.keyframes, firstFrame: first, lastFrame: lastFrame)
        let values = timeline.values(of: track.shapes) { Self.pathData($0) }
        return "<animate attributeName=\"d\" \(timing(timeline)) values=\"\(values)\"/>"
    }

    /// An aligned outline as path data: a move, then a `C` per segment, `Z` when closed.
    static func pathData(_ shape: OutlineTrack.Shape) -> String {
        shape.subpaths.map { sub in
            "M" + SVGPathData.point(sub.start) + sub.segments.map {
                " C" + SVGPathData.point($0.0) + " " + SVGPathData.point($0.1) + " " + SVGPathData.point($0.2)
            }.joined() + (sub.closed ? " Z" : "")
        }.joined(separator: " ")
    }
}

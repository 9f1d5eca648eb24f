import AnimSimCore
import Foundation

/// A shape view (one with a drawn outline) in the animated SVG: its outline in pane
/// coordinates (`OutlineTrack`), so the group has no transform of its own; the path's `d`
/// is animated on the track's keyframes with `<animate attributeName="d">`, linear in time
/// between keys, which browsers interpolate point by point because every key has the same
/// commands. Fill and stroke are painted as the still's (`SVGItems`), their colours, the
/// stroke's width and dash phase and the gradient animated on their own keys; a stroke's
/// width is scaled by the transform's area factor √|det|, since the outline is already
/// transformed. A text view under a transform the frame cannot carry is its glyphs' outline
/// here, in its text colour. Opacity, filters, shadow and lifetime are as for any view.
extension SVGWriter {
    func outlineGroup(_ view: FittedView, _ track: OutlineTrack, elementID: String) -> String {
        guard let first = track.shapes.first else { return "" }
        let partial = view.isPartial(frameCount: settings.frameCount)
        let filter = self.filter(view, elementID: elementID)
        var out = filter.defs + "<g id=\"\(escape(elementID))\" data-view=\"\(escape(view.item.id))\" class=\"outline\"" + filter.attribute + blendStyle(view)
        if partial { out += " display=\"none\"" }
        if !view.opacity.isAnimated { out += " opacity=\"\(SVGNumber.format(view.unitOpacity(view.opacity.value(atFrame: 0)), digits: 4))\"" }
        out += ">\n"
        if partial { out += lifetime(view) }
        out += animate("opacity", view.opacity, view.firstFrame) { SVGNumber.format(view.unitOpacity($0), digits: 4) }
        let m = view.item.transform
        let area = m.isAffine ? Double(abs(m.determinant)).squareRoot() : 1
        // The gradient is resolved in the item's frame and taken into the pane by its first
        // frame's transform (the outline is already in pane coordinates); a perspective outline
        // keeps its colour, as the still's does.
        let matrix = "matrix(" + [m.m11, m.m12, m.m21, m.m22, m.m31, m.m32].map { SVGNumber.format(Double($0), digits: 6) }.joined(separator: " ") + ")"
        let gradient = m.isAffine ? view.gradient.flatMap { gradientServer($0, id: elementID, first: view.firstFrame, transform: matrix) } : nil
        out += gradient?.defs ?? ""
        // The item's stroke has its own paint (`DisplayItem.strokePaint`): its gradient over a
        // filled one, the one gradient when nothing is filled, else its colour.
        let ownStroke = m.isAffine ? view.strokeGradient.flatMap {
            gradientServer($0, id: elementID + "-stroke", first: view.firstFrame, transform: matrix)
        } : nil
        out += ownStroke?.defs ?? ""
        let strokeServer = ownStroke ?? (view.item.fill == nil ? gradient : nil)
        for (k, op) in Self.outlineOperations(view).enumerated() {
            let colour = op.isLabel ? view.labelColour : k < view.outlineColours.count ? view.outlineColours[k] : nil
            let server = op.isLabel ? nil : op.isItemStroke ? strokeServer : gradient
            func painted(_ attribute: String, _ fallback: Color) -> String {
                if let server { return " \(attribute)=\"\(server.url)\"" }
                return colour.map { paintAttribute(attribute, $0) } ?? SVGText.paint(attribute, fallback)
            }
            var paint = "", animation = ""
            if let fill = op.fill {
                paint += painted("fill", fill) + (op.eoFill ? " fill-rule=\"evenodd\"" : "")
                if server == nil { animation += animateColour("fill", colour, view.firstFrame) }
            } else {
                paint += " fill=\"none\""
            }
            if let (colour2, style) = op.stroke {
                var scaled = style
                scaled.lineWidth *= CGFloat(area)
                scaled.dash = scaled.dash.map { $0 * CGFloat(area) }
                scaled.dashPhase *= CGFloat(area)
                paint += painted("stroke", colour2) + SVGText.lineStyle(scaled)
                if server == nil { animation += animateColour("stroke", colour, view.firstFrame) }
                animation += animateLine(view, scale: area)
            }
            out += "<path d=\"\(Self.pathData(first))\"\(paint)>" + animatePath(track, view.firstFrame) + animation + "</path>\n"
        }
        return out + "</g>\n"
    }

    /// How the outline is painted: a text view's glyphs in its text colour (the label colour
    /// track), any other view as the still paints its outline.
    static func outlineOperations(_ view: FittedView) -> [SVGItems.Operation] {
        guard FittedEffects.text(view.item) != nil else { return SVGItems.outlinePaints(view.item) }
        var op = SVGItems.Operation(path: Path(), fill: view.labelColour?.value(atFrame: 0) ?? ViewPaint.text)
        op.isLabel = true
        return [op]
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

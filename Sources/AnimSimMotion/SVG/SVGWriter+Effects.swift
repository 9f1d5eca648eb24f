import AnimSimCore
import Foundation

/// A view's compositing in the animated SVG: one `<filter>` on its outermost group chaining,
/// outermost last as the painter applies them, each visual filter (a blur as
/// `feGaussianBlur` with σ = radius, a colour filter as `feColorMatrix` of its 4×5 matrix,
/// as the still's `SVGFilter`) and then the enclosing shadow (`feDropShadow`: the layer's
/// alpha in its colour, offset, blurred with σ = radius, beneath it), each number animated
/// on its own keys (`VectorTrack`). The region is generous and in user space, so neither a
/// blur's reach nor a shadow's offset is cut.
extension SVGWriter {
    func filter(_ view: FittedView, elementID: String) -> (defs: String, attribute: String) {
        guard !view.filters.isEmpty || view.shadow != nil else { return ("", "") }
        let id = "filter-" + elementID.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
        let (w, h) = (Double(settings.canvas.width), Double(settings.canvas.height))
        var out = "<defs><filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(-2 * w))\" y=\"\(SVGNumber.format(-2 * h))\" "
            + "width=\"\(SVGNumber.format(5 * w))\" height=\"\(SVGNumber.format(5 * h))\" color-interpolation-filters=\"sRGB\">\n"
        let first = view.firstFrame
        for (kind, track) in view.filters.reversed() {
            if kind == .blur {
                out += "<feGaussianBlur stdDeviation=\"\(SVGNumber.format(track.samples[0][0], digits: 4))\">"
                    + animateVector("stdDeviation", track, first) { SVGNumber.format($0[0], digits: 4) } + "</feGaussianBlur>\n"
            } else {
                let values = { (v: [Double]) in v.map { SVGNumber.format($0 / 100, digits: 6) }.joined(separator: " ") }
                out += "<feColorMatrix type=\"matrix\" values=\"\(values(track.samples[0]))\">"
                    + animateVector("values", track, first, values) + "</feColorMatrix>\n"
            }
        }
        if let shadow = view.shadow {
            let s = shadow.samples[0], colour = FittedEffects.shadowColour(s)
            out += "<feDropShadow dx=\"\(SVGNumber.format(s[5]))\" dy=\"\(SVGNumber.format(s[6]))\" stdDeviation=\"\(SVGNumber.format(s[4], digits: 4))\" "
                + "flood-color=\"\(colour.hexRGB)\" flood-opacity=\"\(SVGNumber.format(colour.opacity, digits: 4))\">"
            out += animateVector("dx", shadow, first) { SVGNumber.format($0[5]) } + animateVector("dy", shadow, first) { SVGNumber.format($0[6]) }
            out += animateVector("stdDeviation", shadow, first) { SVGNumber.format($0[4], digits: 4) }
            out += animateVector("flood-color", shadow, first) { FittedEffects.shadowColour($0).hexRGB }
            out += animateVector("flood-opacity", shadow, first) { SVGNumber.format($0[3] / 100, digits: 4) }
            out += "</feDropShadow>\n"
        }
        return (out + "</filter></defs>\n", " filter=\"url(#\(id))\"")
    }

    /// An `animate` of `attribute` on a vector track's keys, straight in time between them;
    /// nothing when the track never changes. The value is written only where a key changes it,
    /// so a shadow whose offset alone moves animates only its offset.
    func animateVector(_ attribute: String, _ track: VectorTrack, _ first: Int, _ value: ([Double]) -> String) -> String {
        guard track.isAnimated else { return "" }
        let timeline = SMILTimeline(keyframes: track.keyframes, firstFrame: first, lastFrame: lastFrame)
        let values = timeline.samples.map { value(track.samples[$0]) }
        guard Set(values).count > 1 else { return "" }
        return "<animate attributeName=\"\(attribute)\" \(timing(timeline)) values=\"\(values.joined(separator: ";"))\"/>"
    }

    /// A stroke's width and dash phase, animated (`scale`: the outline's area factor).
    func animateLine(_ view: FittedView, scale: Double = 1) -> String {
        var out = ""
        if let width = view.lineWidth { out += animateVector("stroke-width", width, view.firstFrame) { SVGNumber.format($0[0] * scale) } }
        if let phase = view.dashPhase { out += animateVector("stroke-dashoffset", phase, view.firstFrame) { SVGNumber.format($0[0] * scale) } }
        return out
    }
}

extension SVGWriter {
    /// The view's innermost enclosing blend mode as CSS's `mix-blend-mode` on its group, which
    /// blends it onto everything drawn before it as the painter's layer is blended (each view
    /// on its own, like the shadow: the same picture wherever its items do not overlap).
    /// Nothing where CSS has no such mode (`FittedEffects.omissions` warns).
    func blendStyle(_ view: FittedView) -> String {
        guard let css = view.effects.blends.first?.mode.cssName else { return "" }
        return " style=\"mix-blend-mode: \(css)\""
    }
}

import AnimSimCore
import Foundation

/// `mask` and `clipShape` in the animated SVG. The painter draws a masked view's subtree as
/// one layer and multiplies it by its mask's alpha; the still SVG does the same with one
/// group under an SVG `<mask>` (SVGItems+Layers). Here every drawn view is its own animated
/// group, so:
/// - the views of the mask itself (a clip shape is its shape, filled) are drawn into the
///   `<mask>` as the animated groups they are anywhere else: their outline, frame, scale,
///   opacity and colour keyframes play inside the mask, so `.clipShape(Circle().scale(s))`
///   or `.mask { Circle().frame(width: w) }` whose shape animates clips as it animates;
/// - each view of the masked content is its own group under `mask="url(#…)"` (nested
///   groups for nested masks, innermost inside), read by alpha (`mask-type: alpha`) in pane
///   coordinates. Masking each item apart is masking the layer wherever the items do not
///   overlap under a partly transparent part of the mask (an antialiased edge); a clip shape
///   is opaque inside, so it is the same picture but for overlapping items' edges.
extension SVGWriter {
    /// The groups of `views` (paint order) with their masks: the definitions, then the body.
    func maskedBody(_ groups: [(view: FittedView, group: String)]) -> String {
        var parts: [String: String] = [:], order: [String] = []
        var body = ""
        for (view, group) in groups {
            if let part = view.effects.maskParts.first {
                if parts[part] == nil { order.append(part) }
                parts[part, default: ""] += group
                continue
            }
            var wrapped = group
            for id in view.effects.masks {
                if parts[id] == nil { order.append(id); parts[id] = "" }
                wrapped = "<g mask=\"url(#\(Self.maskID(id)))\">\n" + wrapped + "</g>\n"
            }
            body += wrapped
        }
        let (w, h) = (SVGNumber.format(settings.canvas.width), SVGNumber.format(settings.canvas.height))
        let definitions = order.map { id in
            "<mask id=\"\(Self.maskID(id))\" data-view=\"\(escape(id))\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(w)\" "
                + "height=\"\(h)\" style=\"mask-type: alpha\">\n" + parts[id]! + "</mask>\n"
        }.joined()
        return (definitions.isEmpty ? "" : "<defs>\n" + definitions + "</defs>\n") + body
    }

    /// The mask's element id for the masking view's id: letters and digits kept, the rest `_`.
    static func maskID(_ id: String) -> String {
        "mask-" + id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
    }
}

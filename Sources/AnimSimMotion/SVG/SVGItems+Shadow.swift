import AnimSimCore
import Foundation

/// A view's `shadow` in the static SVG, as the painter draws it (`DisplayListPainter`'s
/// layers, V3): its subtree as one group, beneath which `feDropShadow` paints the group's
/// alpha in the shadow's colour, offset and blurred with σ = radius, both through the view's
/// transform (`Compositing.Shadow.placed`). The children keep their own opacities, which already
/// include the view's, so the shadow fades with them as the painter's layer does.
extension SVGItems {
    func shadowGroup(_ content: String, _ shadow: Compositing.Shadow, item: DisplayItem, index: Int, paneSize: CGSize) -> (String, String) {
        guard !content.isEmpty else { return ("", "") }
        let placed = shadow.placed(through: item.transform)
        let id = "\(idPrefix)s\(index)"
        let c = placed.color
        let definition = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(SVGNumber.format(Double(paneSize.width)))\" "
            + "height=\"\(SVGNumber.format(Double(paneSize.height)))\" color-interpolation-filters=\"sRGB\">"
            + "<feDropShadow dx=\"\(SVGNumber.format(Double(placed.offset.width), digits: 4))\" dy=\"\(SVGNumber.format(Double(placed.offset.height), digits: 4))\" "
            + "stdDeviation=\"\(SVGNumber.format(max(placed.radius, 0), digits: 4))\" flood-color=\"\(c.hexRGB)\" "
            + "flood-opacity=\"\(SVGNumber.format(min(max(c.opacity, 0), 1), digits: 4))\"/></filter>\n"
        return ("<g data-view=\"\(SVGText.escape(item.id))\" class=\"shadow\" filter=\"url(#\(id))\">\n" + content + "</g>\n", definition)
    }
}

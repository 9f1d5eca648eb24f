import AnimSimCore
import Foundation

/// A view's `mask`/`clipShape` and `blendMode` in the static SVG, as the painter's layers draw
/// them (`DisplayListPainter`, `Compositing`):
/// - a mask (a clip shape is a mask whose content is the filled shape): the view's subtree
///   but its mask as one group under `mask="url(#…)"`, the mask's own subtree drawn into an
///   SVG `<mask>` read by its alpha (`mask-type: alpha`, as the painter multiplies the layer
///   by the mask's alpha, antialiased edges included), in pane coordinates;
/// - a blend mode with a CSS counterpart: the subtree as one group with
///   `style="mix-blend-mode: …"`, blended onto what is drawn beneath as Cairo's operator is.
///   `plusLighter`, `plusDarker` and the Porter–Duff modes (`sourceAtop`, `destinationOver`,
///   `destinationOut`) have none in SVG/CSS compositing: `nil`, and the export warns.
extension SVGItems {
    /// The layer group of the view at `position`, when it masks or blends: the group, its
    /// definitions, and where its subtree ends.
    func layerGroup(_ list: DisplayList, _ position: Int, filters: inout String) -> (group: String, end: Int)? {
        let items = list.items, item = items[position]
        guard let kind = item.compositing?.kind, item.opacity > 0 else { return nil }
        let end = items.subtreeEnd(of: position)
        let data = " data-view=\"\(SVGText.escape(item.id))\""
        switch kind {
        case .blend(let mode):
            guard let css = mode.cssName else { return nil }
            let content = elements(list, (position + 1)..<end, filters: &filters)
            return (content.isEmpty ? "" : "<g\(data) style=\"mix-blend-mode: \(css)\">\n" + content + "</g>\n", end)
        case .mask:
            guard let holder = items.children(of: position).first, let last = items.children(of: holder).last,
                  items.subtreeEnd(of: last) == end else { return nil }
            let content = elements(list, (position + 1)..<last, filters: &filters)
            let alphas = elements(list, last..<end, filters: &filters)
            let id = "\(idPrefix)m\(position)"
            filters += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"\(SVGNumber.format(Double(list.size.width)))\" "
                + "height=\"\(SVGNumber.format(Double(list.size.height)))\" style=\"mask-type: alpha\">\n" + alphas + "</mask>\n"
            return (content.isEmpty ? "" : "<g\(data) mask=\"url(#\(id))\">\n" + content + "</g>\n", end)
        default:
            return nil
        }
    }
}

extension BlendMode {
    /// The CSS `mix-blend-mode` (Compositing and Blending Level 1) drawing this mode, which
    /// Chromium implements; nil where CSS has none.
    var cssName: String? {
        switch self {
        case .normal, .plusDarker, .plusLighter, .sourceAtop, .destinationOver, .destinationOut: nil
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        default: rawValue
        }
    }
}

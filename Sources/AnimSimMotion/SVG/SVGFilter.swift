import AnimSimCore
import Foundation

/// An item's visual filters (`VisualFilter`) as one SVG `<filter>`: the blur as
/// `feGaussianBlur` with σ = radius (AnimSim's choice, V2), each colour filter as
/// `feColorMatrix` with the same 4×5 matrix on unpremultiplied sRGB components (V5), which
/// is what `color-interpolation-filters="sRGB"` gives. Filters are listed outermost first,
/// so they are chained from the last. The region is the whole pane, in its coordinates.
enum SVGFilter {
    static func definition(_ filters: [VisualFilter], id: String, region: CGRect) -> String {
        var out = "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(SVGNumber.format(Double(region.minX)))\" "
            + "y=\"\(SVGNumber.format(Double(region.minY)))\" width=\"\(SVGNumber.format(Double(region.width)))\" "
            + "height=\"\(SVGNumber.format(Double(region.height)))\" color-interpolation-filters=\"sRGB\">"
        for filter in filters.reversed() {
            if let matrix = filter.colorMatrix {
                let values = matrix.flatMap { $0 }.map { SVGNumber.format($0, digits: 6) }.joined(separator: " ")
                out += "<feColorMatrix type=\"matrix\" values=\"\(values)\"/>"
            } else {
                out += "<feGaussianBlur stdDeviation=\"\(SVGNumber.format(filter.values.first ?? 0, digits: 4))\"/>"
            }
        }
        return out + "</filter>\n"
    }
}

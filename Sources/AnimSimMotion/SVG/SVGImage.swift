import AnimSimCore
import Foundation

/// An `Image`'s picture in SVG, in the item's local space (origin at its frame's top-left),
/// as the Cairo painter draws it (`CairoCanvas.draw(_:pixels:in:alpha:)`): the file's PNG
/// bytes embedded as they are (`<image href="data:image/png;base64,…">`, no re-encoding),
/// stretched to the frame, or nine slices for cap insets, or a `<pattern>` repeating it at its
/// natural size; `image-rendering="pixelated"` for `.interpolation(.none)`; a template image's
/// alpha (`mask-type: alpha`) filling the frame in its tint; a rounded leaf (`.cornerRadius`)
/// clips it. A file that cannot be read leaves nothing, as the painter draws nothing.
enum SVGImage {
    static func element(_ image: DrawnImage, shape: DisplayItem.Shape?, size: CGSize, id: String) -> String {
        guard size.width > 0, size.height > 0, let data = FileManager.default.contents(atPath: image.file) else { return "" }
        let href = "data:\(mediaType(data));base64,\(data.base64EncodedString())"
        let frame = CGRect(origin: .zero, size: size)
        var defs = "", picture = ""
        let rendering = image.interpolation == .none ? " image-rendering=\"pixelated\"" : ""
        func placed(_ rect: CGRect, source: CGRect) -> String {
            // The whole picture drawn so that `source` (points of the picture) lands on `rect`.
            let natural = image.naturalSize
            let sx = rect.width / source.width, sy = rect.height / source.height
            let x = rect.minX - source.minX * sx, y = rect.minY - source.minY * sy
            return "<svg x=\"\(f(rect.minX))\" y=\"\(f(rect.minY))\" width=\"\(f(rect.width))\" height=\"\(f(rect.height))\" overflow=\"hidden\">"
                + "<image href=\"\(href)\" x=\"\(f(x - rect.minX))\" y=\"\(f(y - rect.minY))\" width=\"\(f(natural.width * sx))\" "
                + "height=\"\(f(natural.height * sy))\" preserveAspectRatio=\"none\"\(rendering)/></svg>"
        }
        let natural = CGRect(origin: .zero, size: image.naturalSize)
        if image.tiles {
            defs += "<pattern id=\"\(id)t\" patternUnits=\"userSpaceOnUse\" width=\"\(f(natural.width))\" height=\"\(f(natural.height))\">"
                + "<image href=\"\(href)\" width=\"\(f(natural.width))\" height=\"\(f(natural.height))\" preserveAspectRatio=\"none\"\(rendering)/></pattern>"
            picture = "<rect width=\"\(f(size.width))\" height=\"\(f(size.height))\" fill=\"url(#\(id)t)\"/>"
        } else if image.capInsets == EdgeInsets() {
            picture = "<image href=\"\(href)\" width=\"\(f(size.width))\" height=\"\(f(size.height))\" preserveAspectRatio=\"none\"\(rendering)/>"
        } else {
            let pixels = CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
            for (source, target) in NineSlices.slices(of: pixels, insets: image.capInsets, scale: image.scale, into: frame) {
                let points = CGRect(x: source.minX / image.scale, y: source.minY / image.scale,
                                    width: source.width / image.scale, height: source.height / image.scale)
                picture += placed(target, source: points)
            }
        }
        var clip = ""
        if let shape, shape != .rectangle {
            defs += "<clipPath id=\"\(id)c\"><path d=\"\(SVGPathData.data(SVGItems.path(shape, in: frame)))\"/></clipPath>"
            clip = " clip-path=\"url(#\(id)c)\""
        }
        if let tint = image.tint {
            defs += "<mask id=\"\(id)m\" style=\"mask-type:alpha\">\(picture)</mask>"
            picture = "<rect width=\"\(f(size.width))\" height=\"\(f(size.height))\"\(SVGText.paint("fill", tint)) mask=\"url(#\(id)m)\"/>"
        }
        return (defs.isEmpty ? "" : "<defs>\(defs)</defs>") + "<g\(clip)>\(picture)</g>"
    }

    /// The file's type from its first bytes (PNG is what the painter draws).
    static func mediaType(_ data: Data) -> String {
        data.starts(with: [0xFF, 0xD8, 0xFF]) ? "image/jpeg" : "image/png"
    }

    private static func f(_ value: CGFloat) -> String { SVGNumber.format(Double(value)) }
}

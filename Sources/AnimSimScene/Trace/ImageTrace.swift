import AnimSimCore
import Foundation

/// An `Image`'s picture in a trace: `"image"` with its name, the file chosen (its folder and
/// name: `Photo.imageset/photo@2x.png`), the file's scale and pixel size, its natural size in
/// points (pixels over scale), and how it is drawn (interpolation, tiling, cap insets, a
/// template's tint); in the position pane a cross-fade's earlier picture is `"fromImage"`.
enum ImageTrace {
    static func write(_ item: DisplayItem, _ json: inout JSONStream) {
        if let image = item.image { json.key("image"); write(image, &json) }
        if let from = item.crossFade?.fromImage { json.key("fromImage"); json.string(from.name) }
    }

    static func file(_ image: DrawnImage) -> String {
        let url = URL(fileURLWithPath: image.file)
        return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
    }

    private static func write(_ image: DrawnImage, _ json: inout JSONStream) {
        json.object { json in
            json.key("name"); json.string(image.name)
            json.key("file"); json.string(file(image))
            json.key("scale"); json.number(Double(image.scale))
            json.key("pixels"); json.array(oneLine: true) { json in json.number(Double(image.pixelWidth)); json.number(Double(image.pixelHeight)) }
            let size = image.naturalSize
            json.key("naturalSize"); json.array(oneLine: true) { json in json.number(Double(size.width)); json.number(Double(size.height)) }
            json.key("interpolation"); json.string(image.interpolation.rawValue)
            if image.tiles { json.key("resizingMode"); json.string("tile") }
            let insets = image.capInsets
            if insets != EdgeInsets() {
                json.key("capInsets")
                json.array(oneLine: true) { json in
                    for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { json.number(Double(value)) }
                }
            }
            if let tint = image.tint {
                json.key("tint")
                json.array(oneLine: true) { json in for value in [tint.red, tint.green, tint.blue, tint.opacity] { json.number(value) } }
            }
        }
    }
}

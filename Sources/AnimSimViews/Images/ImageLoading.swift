import AnimSimCore
import Foundation

/// From an image's name to what is drawn: the file the app would load (`AssetImages`) and its
/// size from the renderer's decoder (`ImageDecoders`), or SwiftUI's message for a missing
/// name, or a warning placed at a file that cannot be drawn. Each message is said once a
/// process: a view is resolved again after every update.
enum ImageLoading {
    enum Outcome {
        /// No image set or file of that name: SwiftUI draws nothing.
        case missing
        /// A file that cannot be decoded here: a labelled box stands in.
        case placeholder
        case drawn(DrawnImage)
    }

    static func load(_ name: String, dark: Bool) -> Outcome {
        guard let choice = AssetImages.choice(named: name, dark: dark) else {
            ViewDiagnostics.warnOnce(key: "image missing \(name)", "No image named '\(name)' found in asset catalog for main bundle")
            return .missing
        }
        guard let decoder = ImageDecoders.current else {
            ViewDiagnostics.warnOnce(key: "image undecoded \(name)", "Image(\"\(name)\"): no image decoder in this process; drawn as "
                + "a placeholder of \(points(Image.assetSide))×\(points(Image.assetSide)) pt labelled with its name (docs/swift.md, \"Images\")")
            return .placeholder
        }
        switch decoder.pixelSize(ofImageAt: choice.file) {
        case .success(let size):
            return .drawn(DrawnImage(name: name, file: choice.file, scale: choice.scale, pixelWidth: size.width, pixelHeight: size.height))
        case .failure(let failure):
            ViewDiagnostics.warnOnce(key: "image file \(choice.file)", placed: "\(choice.file): warning: \(failure.message); "
                + "Image(\"\(name)\") is drawn as a placeholder of \(points(Image.assetSide))×\(points(Image.assetSide)) pt "
                + "(docs/swift.md, \"Images\")")
            return .placeholder
        }
    }

    /// Points as docs print them: 100, 20.4.
    static func points(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}

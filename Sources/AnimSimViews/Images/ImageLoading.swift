import AnimSimCore
import Foundation

/// From an image's name to what is drawn: the file the app would load (`AssetImages`) and its
/// size from the renderer's decoder (`ImageDecoders`), or SwiftUI's message for a missing
/// name (placed at the `Image("X")` call, with where AnimSim looked and what would be found),
/// or a warning placed at a file that cannot be drawn. Each message is said once a process
/// and name: a view is resolved again after every update.
enum ImageLoading {
    enum Outcome {
        /// No image set or file of that name: SwiftUI draws nothing.
        case missing
        /// A file that cannot be decoded here: a labelled box stands in.
        case placeholder
        case drawn(DrawnImage)
    }

    /// `site` is the `Image("X")` call; nil for `UIImage(named:)`, which UIKit answers with nil
    /// and no message.
    static func load(_ name: String, dark: Bool, site: SourceSite? = nil) -> Outcome {
        guard let choice = AssetImages.choice(named: name, dark: dark) else {
            if let site { warnMissing(name, at: site) }
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

    /// SwiftUI's console line, placed at the call as a compiler's warning, then where AnimSim
    /// looked (`AssetImages.searched`) and what the app would need.
    static func warnMissing(_ name: String, at site: SourceSite) {
        let base = (name as NSString).pathExtension.isEmpty ? name : (name as NSString).deletingPathExtension
        ViewDiagnostics.warnOnce(key: "image missing \(name)", placed: "\(site): warning: No image named '\(name)' found in asset "
            + "catalog for main bundle; AnimSim \(AssetImages.searched()); add an image set \(base).imageset to the app's "
            + "Assets.xcassets, or a PNG \(base).png (\(base)@2x.png) beside the Swift files. Nothing is drawn and the image has size "
            + "zero, as in SwiftUI (docs/swift.md, \"Images\")")
    }

    /// Points as docs print them: 100, 20.4.
    static func points(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}

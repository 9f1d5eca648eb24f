import AnimSimCore
import AnimSimLottie
import Foundation

/// An `Image`'s picture in Lottie: its file embedded once as an image asset (the PNG's own
/// bytes in a data URI), drawn by an image layer (`ty` 2) per view. Lottie draws an image
/// from the layer's origin one unit per pixel, so the layer's anchor is the picture's centre
/// (in pixels), its position the view's centre, and its scale the frame's size over the
/// pixels, times the view's scale (whichever of the two animates is keyframed; the other is
/// taken at the view's first frame). A template's tint, cap insets and tiling have no Lottie
/// form: the picture is drawn stretched in its own colours.
extension LottieBuilder {
    /// The asset of each picture file the views draw, in the order first met.
    func imageAssets(_ views: [FittedView]) -> [LottieImageAsset] {
        var assets: [LottieImageAsset] = []
        for view in views {
            guard let image = view.item.image, !assets.contains(where: { $0.id == Self.assetID(image) }),
                  let data = FileManager.default.contents(atPath: image.file) else { continue }
            assets.append(LottieImageAsset(id: Self.assetID(image), width: image.pixelWidth, height: image.pixelHeight,
                                           dataURI: "data:\(Self.mediaType(data));base64,\(data.base64EncodedString())"))
        }
        return assets
    }

    func imageLayer(_ view: FittedView, _ image: DrawnImage, index: Int) -> LottieLayer {
        var t = transform(view)
        let (w, h) = (Double(max(image.pixelWidth, 1)), Double(max(image.pixelHeight, 1)))
        t.a = .vector([w / 2, h / 2])
        t.r = Self.property(view.rotation, from: view.firstFrame, scalar: true) { [view.degrees($0)] }
        let size0 = view.size.value(atFrame: 0), scale0 = view.factor(view.scale.value(atFrame: 0))
        if view.size.isAnimated {
            t.s = Self.property(view.size, from: view.firstFrame) { [$0.x / w * 100 * scale0, $0.y / h * 100 * scale0] }
        } else {
            t.s = Self.property(view.scale, from: view.firstFrame) { let s = view.factor($0) * 100; return [size0.x / w * s, size0.y / h * s] }
        }
        return .image(index: index, name: view.item.id, inPoint: Double(view.firstFrame), outPoint: layerEnd(view), transform: t,
                      refId: Self.assetID(image))
    }

    /// One id per file, stable across runs: the file's name and a hash of its path.
    static func assetID(_ image: DrawnImage) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in image.file.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return "image_" + String(hash, radix: 36)
    }

    static func mediaType(_ data: Data) -> String { data.starts(with: [0xFF, 0xD8, 0xFF]) ? "image/jpeg" : "image/png" }
}

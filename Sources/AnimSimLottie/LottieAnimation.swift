import Foundation

/// The top-level Lottie (Bodymovin) document, as the Lottie specification 1.0 describes it
/// (https://lottie.github.io/lottie-spec/1.0/): frame rate, in and out points in frames,
/// size in pixels, and layers, the first drawn on top.
public struct LottieAnimation: Encodable, Equatable, Sendable {
    /// The Bodymovin version players read (lottie-web and rlottie look at it), and the
    /// specification version as `MMmmpp`.
    public var v = "5.7.0"
    public var ver = 10000
    /// Bodymovin's metadata; `g` names the generator, so AnimSim knows its own files (first,
    /// so a long name cannot push it out of the head `MotionExport.wroteFile` reads).
    public var meta = Meta()
    public var nm: String
    public var fr: Double
    public var ip: Double = 0
    public var op: Double
    public var w: Int
    public var h: Int
    public var ddd = 0
    /// Pictures the image layers (`ty` 2) draw, by `id` (`LottieImageAsset`).
    public var assets: [LottieImageAsset] = []
    public var layers: [LottieLayer]

    public struct Meta: Encodable, Equatable, Sendable {
        public var g = LottieAnimation.generator
    }

    public static let generator = "AnimSim"

    public init(name: String, frameRate: Double, outPoint: Double, width: Int, height: Int, layers: [LottieLayer]) {
        nm = name
        fr = frameRate
        op = outPoint
        w = width
        h = height
        self.layers = layers
    }

    /// Compact JSON with keys in the order they are encoded (`OrderedJSONEncoder` says why),
    /// so the same scene always gives the same bytes.
    public func jsonData() throws -> Data { try OrderedJSONEncoder().encode(self) }
}

/// A layer: a shape layer (`ty` 4) with its shapes, or a solid (`ty` 1) for the background.
public struct LottieLayer: Encodable, Equatable, Sendable {
    public var ty: Int
    public var ind: Int
    public var nm: String
    public var ip: Double
    public var op: Double
    public var st: Double = 0
    public var ks: LottieTransform
    public var shapes: [LottieShape]?
    public var sc: String?
    public var sw: Int?
    public var sh: Int?
    /// Layer effects (`LottieEffect`); nil for none.
    public var ef: [LottieEffect]?
    /// An image layer's asset id.
    public var refId: String?

    /// A shape layer drawn from frame `inPoint` up to, not including, `outPoint`.
    public static func shape(index: Int, name: String, inPoint: Double = 0, outPoint: Double, transform: LottieTransform,
                             shapes: [LottieShape]) -> LottieLayer {
        LottieLayer(ty: 4, ind: index, nm: name, ip: inPoint, op: outPoint, ks: transform, shapes: shapes)
    }

    /// An image layer (`ty` 2) drawing the asset `refId` from the layer's origin, one unit per pixel.
    public static func image(index: Int, name: String, inPoint: Double = 0, outPoint: Double, transform: LottieTransform,
                             refId: String) -> LottieLayer {
        LottieLayer(ty: 2, ind: index, nm: name, ip: inPoint, op: outPoint, ks: transform, refId: refId)
    }

    /// A solid of `color` ("#rrggbb") covering width × height.
    public static func solid(index: Int, name: String, outPoint: Double, color: String, width: Int, height: Int) -> LottieLayer {
        LottieLayer(ty: 1, ind: index, nm: name, ip: 0, op: outPoint, ks: LottieTransform(), sc: color, sw: width, sh: height)
    }
}

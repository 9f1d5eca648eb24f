import Foundation

/// An image asset, as the Lottie specification's `assets` list holds one: its id, its size in
/// pixels, and the picture embedded (`e` 1) as a data URI in `p` with an empty folder `u`, so
/// the file plays on its own.
public struct LottieImageAsset: Encodable, Equatable, Sendable {
    public var id: String
    public var w: Int
    public var h: Int
    public var u = ""
    public var p: String
    public var e = 1

    public init(id: String, width: Int, height: Int, dataURI: String) {
        (self.id, w, h, p) = (id, width, height, dataURI)
    }
}

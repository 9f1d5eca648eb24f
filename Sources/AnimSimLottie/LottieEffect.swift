import Foundation

/// A layer effect (`ef`), as After Effects writes them and lottie-web draws them (the Lottie
/// specification 1.0 does not define effects; rlottie ignores them): a Drop Shadow (`ty` 25)
/// or a Gaussian Blur (`ty` 29), each a list of controls with keyframeable values.
public struct LottieEffect: Encodable, Equatable, Sendable {
    public var ty: Int
    public var nm: String
    public var mn: String
    public var np: Int
    public var en = 1
    public var ef: [Control]

    /// One control: `ty` 0 a slider, 1 an angle, 2 a colour, 7 a checkbox or drop-down.
    public struct Control: Encodable, Equatable, Sendable {
        public var ty: Int
        public var nm: String
        public var mn: String
        public var ix: Int
        public var v: LottieProperty
    }

    /// Drop Shadow: colour `[r, g, b, 1]`, opacity 0…255, direction in degrees clockwise from
    /// up, distance and softness in pixels.
    public static func dropShadow(color: LottieProperty, opacity: LottieProperty, direction: LottieProperty,
                                  distance: LottieProperty, softness: LottieProperty) -> LottieEffect {
        let names = ["Shadow Color", "Opacity", "Direction", "Distance", "Softness", "Shadow Only"]
        let values = [color, opacity, direction, distance, softness, .scalar(0)]
        let kinds = [2, 0, 1, 0, 0, 7]
        return LottieEffect(ty: 25, nm: "Drop Shadow", mn: "ADBE Drop Shadow", np: 7, ef: names.indices.map {
            Control(ty: kinds[$0], nm: names[$0], mn: "ADBE Drop Shadow-000\($0 + 1)", ix: $0 + 1, v: values[$0])
        })
    }

    /// Gaussian Blur: blurriness, in both dimensions, edges not repeated.
    public static func gaussianBlur(blurriness: LottieProperty) -> LottieEffect {
        let names = ["Blurriness", "Blur Dimensions", "Repeat Edge Pixels"]
        let values = [blurriness, .scalar(1), .scalar(0)]
        let kinds = [0, 7, 7]
        return LottieEffect(ty: 29, nm: "Gaussian Blur", mn: "ADBE Gaussian Blur 2", np: 5, ef: names.indices.map {
            Control(ty: kinds[$0], nm: names[$0], mn: "ADBE Gaussian Blur 2-000\($0 + 1)", ix: $0 + 1, v: values[$0])
        })
    }
}

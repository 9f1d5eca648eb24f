import AnimSimCore

/// SwiftUI's colour spaces for `Color(_:red:green:blue:opacity:)` and `Color(_:white:opacity:)`:
/// the shadow's default colour is `Color(.sRGBLinear, white: 0, opacity: 0.33)` (design doc V3).
extension Color {
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB, as `Color(red:green:blue:)`.
        case sRGB
        /// Linear-light sRGB components, encoded on the way in.
        case sRGBLinear
        /// Display P3: AnimSim draws in sRGB and takes the components as sRGB's (docs/swift.md).
        case displayP3
    }

    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGBLinear: self.init(linearRed: red, green: green, blue: blue, opacity: opacity)
        case .sRGB, .displayP3: self.init(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}

import Foundation

extension Color {
    /// A colour given by linear-light sRGB components (SwiftUI's `Color(.sRGBLinear, …)`),
    /// stored gamma-encoded as every AnimSim colour is.
    public init(linearRed red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), opacity: opacity)
    }
}

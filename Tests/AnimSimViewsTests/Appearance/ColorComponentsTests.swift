import AnimSim
import Testing

/// `Color(white:)` and `Color(hue:saturation:brightness:)` as SwiftUI makes them: a grey
/// level, and HSB converted to sRGB by the hexcone model (UIKit's conversion).
@Suite struct ColorComponentsTests {
    static let cases: [(Double, Double, Double, [Double])] = [
        (0.0, 1.0, 1.0, [1.0, 0.0, 0.0]),          // red
        (1.0 / 3, 1.0, 1.0, [0.0, 1.0, 0.0]),      // green
        (2.0 / 3, 1.0, 1.0, [0.0, 0.0, 1.0]),      // blue
        (1.0 / 6, 1.0, 1.0, [1.0, 1.0, 0.0]),      // yellow
        (0.5, 0.5, 0.8, [0.4, 0.8, 0.8]),          // v = 0.8, p = v(1 − s) = 0.4, sector 3 at f = 0: (p, q = v, v)
        (1.0, 1.0, 1.0, [1.0, 0.0, 0.0]),          // a full turn is red again
        (0.25, 0.0, 0.6, [0.6, 0.6, 0.6]),         // no saturation: grey
    ]

    @Test(arguments: cases)
    func hueSaturationBrightness(hue: Double, saturation: Double, brightness: Double, rgb: [Double]) {
        let color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: 0.5)
        let components = [color.red, color.green, color.blue]
        #expect(zip(components, rgb).allSatisfy { abs($0 - $1) < 1e-12 }, "\(components)")
        #expect(color.opacity == 0.5)
    }

    @Test func whiteIsAGreyLevel() {
        #expect(Color(white: 0.25) == Color(red: 0.25, green: 0.25, blue: 0.25))
        #expect(Color(white: 1, opacity: 0.3) == Color(red: 1, green: 1, blue: 1, opacity: 0.3))
    }
}

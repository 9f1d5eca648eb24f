import AnimSimCore
import Foundation

/// SwiftUI's other ways of making a colour: a grey level, and hue, saturation and brightness.
extension Color {
    /// SwiftUI's `Color(white:opacity:)`: a grey of that level in sRGB.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`, hue in turns (0…1), converted
    /// to sRGB as HSB is (the hexcone model, as `UIColor` and `NSColor` convert it).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}

import Foundation

/// R3's colour spaces as numbers: each colour converted into the space (`convertIn`),
/// premultiplied, and back (`convertOut`). Mixing two colours between stops and animating a
/// gradient's stops both work on these numbers, so a gradient animates and draws in one
/// space. Components are scaled by 128 as all of SwiftUI's colour animatable data is (C3).
extension GradientPaint.ColorSpace {
    /// The four premultiplied numbers of `color` in this space.
    public func components(_ color: Color) -> [Double] {
        switch self {
        case .perceptual: return color.animatableComponents
        case .device:
            let a = color.opacity * Color.animatableScale
            return [color.red * a, color.green * a, color.blue * a, a]
        }
    }

    /// The colour whose numbers in this space are `c`; a transparent colour keeps its
    /// components undivided, as `Color(animatableComponents:)` does.
    public func color(_ c: [Double]) -> Color {
        switch self {
        case .perceptual: return Color(animatableComponents: c)
        case .device:
            let divide = c[3] != 0 ? 1 / c[3] : 1 / Color.animatableScale
            return Color(red: c[0] * divide, green: c[1] * divide, blue: c[2] * divide,
                         opacity: min(max(c[3] / Color.animatableScale, 0), 1))
        }
    }

    /// The colour a fraction `t` of the way from `a` to `b` (SwiftUI's `ColorSpace.mix`).
    public func mix(_ a: Color, _ b: Color, by t: Double) -> Color {
        if t <= 0 { return a }
        if t >= 1 { return b }
        let x = components(a), y = components(b)
        return color((0..<4).map { x[$0] + (y[$0] - x[$0]) * t })
    }
}

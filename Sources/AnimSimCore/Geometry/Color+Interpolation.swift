import Foundation

/// How SwiftUI animates a colour: `Color.Resolved`'s `animatableData`. For apps built with
/// current SDKs it is the colour in `ResolvedGradient.ColorSpace.perceptual` (OpenSwiftUI,
/// `Sources/OpenSwiftUICore/Graphic/Gradient/Gradient.swift`, audited against SwiftUI
/// 6.5.4): Oklab's first matrix applied to linear sRGB, each LMS component cube-rooted, the
/// three multiplied by the opacity (premultiplied), and the opacity itself, every component
/// scaled by 128 (`ColorResolved.swift`: the `128.0` / `0.0078125` factors). Interpolating
/// these four numbers in a straight line is SwiftUI's colour animation; springs and
/// interruptions work on them like on any other animatable data.
extension Color {
    /// SwiftUI's scale of every colour component in animatable data (`unitScale`).
    static let animatableScale = 128.0

    /// The four numbers a colour animates through (see the type's comment).
    public var animatableComponents: [Double] {
        let r = Self.linear(red), g = Self.linear(green), b = Self.linear(blue)
        let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
        let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
        let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
        let a = opacity * Self.animatableScale
        return [cbrt(l) * a, cbrt(m) * a, cbrt(s) * a, a]
    }

    /// The colour whose animatable data is `components` (premultiplied cube-rooted LMS and
    /// opacity, scaled by 128). A transparent colour keeps its components un-divided, as
    /// SwiftUI's `convertOut` does. Opacity is clamped to 0…1; colour components may leave
    /// 0…1 under a spring's overshoot and are clamped where they are drawn.
    public init(animatableComponents c: [Double]) {
        let alpha = c[3] / Self.animatableScale
        let divide = c[3] != 0 ? 1 / c[3] : 1 / Self.animatableScale
        let l = pow3(c[0] * divide), m = pow3(c[1] * divide), s = pow3(c[2] * divide)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        self.init(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(b), opacity: min(max(alpha, 0), 1))
    }

    /// sRGB's transfer function, extended to negative values by symmetry (as SwiftUI's
    /// extended-range colours are).
    static func linear(_ encoded: Double) -> Double {
        let v = abs(encoded)
        let result = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -result : result
    }

    static func encoded(_ linear: Double) -> Double {
        let v = abs(linear)
        let result = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        return linear < 0 ? -result : result
    }
}

private func pow3(_ x: Double) -> Double { x * x * x }

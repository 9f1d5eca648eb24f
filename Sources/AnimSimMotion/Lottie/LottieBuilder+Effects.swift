import AnimSimCore
import AnimSimLottie
import Foundation

/// A view's compositing as layer effects (`LottieEffect`), keyed on the same keys as the SVG's
/// filter (`VectorTrack`), as lottie-web reads them: a blur is a Gaussian Blur whose
/// blurriness is σ / 0.3 (lottie-web draws blurriness b with σ = 0.3·b); the enclosing shadow a
/// Drop Shadow with opacity in 0…255, direction in degrees clockwise from up, distance in
/// points and softness 4σ (lottie-web draws softness s with σ = s / 4). The colour filters have
/// no Lottie effect and are left out with a warning (`FittedEffects.omissions`). rlottie draws
/// no effects at all.
///
/// Checked against lottie-web's source (airbnb/lottie-web, player/js/elements/svgElements/
/// effects/): `SVGGaussianBlurEffect.js` sets `stdDeviation` to blurriness · 0.3
/// (`kBlurrinessToSigma`, "matching AE's blur appearance"), so blurriness = σ / 0.3;
/// `SVGDropShadowEffect.js` sets the shadow's `stdDeviation` to softness / 4 (softness = 4σ),
/// `flood-opacity` to opacity / 255, and its offset to distance · (cos, sin) of
/// (direction − 90)°, so 180° is straight down. Control order (colour, opacity, direction,
/// distance, softness) is the one those files index (`effectElements[0…4]`).
extension LottieBuilder {
    /// Blur σ per Lottie's blurriness.
    static let blurrinessPerSigma = 1 / 0.3
    /// Drop Shadow softness per σ.
    static let softnessPerSigma = 4.0

    func effects(_ view: FittedView) -> [LottieEffect]? {
        let first = view.firstFrame
        var effects: [LottieEffect] = []
        for (kind, track) in view.filters.reversed() where kind == .blur {
            effects.append(.gaussianBlur(blurriness: Self.linear(track, from: first) { [$0[0] * Self.blurrinessPerSigma] }))
        }
        if let shadow = view.shadow {
            func property(_ value: ([Double]) -> [Double]) -> LottieProperty { Self.linear(shadow, from: first, value) }
            effects.append(.dropShadow(color: property { [$0[0] / 100, $0[1] / 100, $0[2] / 100, 1] },
                                       opacity: property { [$0[3] / 100 * 255] },
                                       direction: property { [Self.direction(dx: $0[5], dy: $0[6])] },
                                       distance: property { [hypot($0[5], $0[6])] },
                                       softness: property { [$0[4] * Self.softnessPerSigma] }))
        }
        return effects.isEmpty ? nil : effects
    }

    /// The direction of an offset in degrees clockwise from straight up (y grows downwards).
    static func direction(dx: Double, dy: Double) -> Double {
        guard dx != 0 || dy != 0 else { return 180 }
        var degrees = atan2(dx, -dy) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return degrees
    }
}

import AnimSimCore
import Foundation

/// One colour a view draws (its fill, its stroke, its label) over one stretch of its life,
/// as keys for players that interpolate colours **linearly in sRGB**: Lottie's `c` and `o`
/// (rlottie and lottie-web interpolate each stored component), SMIL's `animate` of `fill`
/// and `fill-opacity` (SVG animates colours per sRGB component). AnimSim interpolates in
/// premultiplied Oklab (`Color.animatableComponents`), so a colour change is a curve in
/// sRGB, and one key at each end would show sRGB's midpoint (#ff0000 → #0000ff through
/// #800080 instead of Oklab's #8c53a2).
///
/// The rule: every frame's colour is sampled from the display list, still stretches are cut
/// out, and keys are placed greedily in each run of change (pushed as far as one straight
/// piece still fits, doubling, then bisecting) so that at **every frame** the player's
/// colour is within `tolerance` **percent** of AnimSim's on each of red, green and blue
/// premultiplied by opacity, and on opacity: what the colour adds to the pixel over any
/// background. Percent is opacity's unit in the exports, so one `--tolerance` bounds both
/// (0.5 %: 1.3 of 255 levels). Two neighbouring frames always fit exactly, so the bound
/// holds whatever the animation (a spring's overshoot, an interruption, a black-or-white
/// label flipping). A colour that never changes has no keys.
public struct ColourTrack: Sendable {
    /// The colour at each frame of the stretch, components clamped to 0…1 as they are drawn.
    public let samples: [Color]
    /// Sample indices of the keys, in order; empty when the colour never changes.
    public let keyframes: [Int]

    public init(_ colours: [Color], tolerance: Double) {
        let samples = colours.map(Self.clamped)
        self.samples = samples
        // Still stretches are cut out first (as `CurveFitter` does): a key on each side of a
        // run of change, the colour held between runs and before the first key and after
        // the last, as players hold it. Only runs of change are fitted.
        let changing = samples.indices.dropLast().map { Self.error(samples[$0 + 1], samples[$0]) > Self.stillness }
        keyframes = GreedyPieces.keysOverRuns(changing) { Self.fits(samples, $0, $1, tolerance) }
    }

    /// Differences below this (in percent) are rounding, not change.
    static let stillness = 1e-7

    public var isAnimated: Bool { keyframes.count >= 2 }

    /// Whether the opacity changes too (then it is keyed as well, on the same keys).
    public var opacityChanges: Bool { samples.contains { $0.opacity != samples[0].opacity } }

    /// The colour a player draws at `frame` (a sample index): straight sRGB and opacity
    /// interpolation between the keys around it, the ends held.
    public func value(atFrame frame: Int) -> Color {
        guard let first = keyframes.first, let last = keyframes.last else { return samples.first ?? .clear }
        if frame <= first { return samples[first] }
        if frame >= last { return samples[last] }
        var k = 0
        while keyframes[k + 1] < frame { k += 1 }
        return Self.mix(samples[keyframes[k]], samples[keyframes[k + 1]], Double(frame - keyframes[k]) / Double(keyframes[k + 1] - keyframes[k]))
    }

    /// Each sample's distance from what the player draws at its frame, in percent.
    public var errors: [Double] { samples.indices.map { Self.error(value(atFrame: $0), samples[$0]) } }

    /// The distance between two colours as they add to a pixel, in percent: the largest
    /// difference of premultiplied red, green, blue and of opacity.
    public static func error(_ a: Color, _ b: Color) -> Double {
        let differences = [a.red * a.opacity - b.red * b.opacity, a.green * a.opacity - b.green * b.opacity,
                           a.blue * a.opacity - b.blue * b.opacity, a.opacity - b.opacity]
        return differences.map(abs).max()! * 100
    }

    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t, opacity: a.opacity + (b.opacity - a.opacity) * t)
    }

    static func clamped(_ c: Color) -> Color {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        return Color(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), opacity: unit(c.opacity))
    }

    /// Whether one straight piece from sample a to sample b keeps every sample between within tolerance.
    private static func fits(_ samples: [Color], _ a: Int, _ b: Int, _ tolerance: Double) -> Bool {
        (a + 1..<b).allSatisfy { error(mix(samples[a], samples[b], Double($0 - a) / Double(b - a)), samples[$0]) <= tolerance }
    }
}

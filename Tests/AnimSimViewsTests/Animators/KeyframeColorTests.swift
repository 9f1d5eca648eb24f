import Foundation
import Testing
import AnimSim

/// SwiftUI's `Color` is not `Animatable`; files that keyframe a colour declare the conformance
/// themselves, on the sRGB components `UIColor.getRed` gives, as an `AnimatableValues` of four.
/// Such a declaration compiles (here without `@retroactive`, which a target of AnimSim's own
/// package may not write), and the keyframes run on those components, straight.
extension Color: Animatable {
    public var animatableData: AnimatableValues<CGFloat, CGFloat, CGFloat, CGFloat> {
        get {
            var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = UIColor(self).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            return AnimatableValues(red, green, blue, alpha)
        }
        set { self = Color(red: newValue.value.0, green: newValue.value.1, blue: newValue.value.2, opacity: newValue.value.3) }
    }
}

@MainActor @Suite struct KeyframeColorTests {
    struct Swatch: View {
        var body: some View {
            KeyframeAnimator(initialValue: Color.blue) { color in
                Rectangle().fill(color).frame(width: 40, height: 40).id("swatch")
            } keyframes: { _ in
                KeyframeTrack(\.self) {
                    LinearKeyframe(Color.red, duration: 1)
                    LinearKeyframe(Color.green.opacity(0.5), duration: 1)
                }
            }
        }
    }

    static func mix(_ a: Color, _ b: Color, _ u: Double) -> [Double] {
        [a.red + (b.red - a.red) * u, a.green + (b.green - a.green) * u, a.blue + (b.blue - a.blue) * u,
         a.opacity + (b.opacity - a.opacity) * u]
    }

    /// Blue → red over the first second, red → half-transparent green over the next, each
    /// component on a straight line.
    @Test(arguments: [(0.25, Color.blue, Color.red, 0.25), (0.8, .blue, .red, 0.8), (1.5, .red, .green.opacity(0.5), 0.5)])
    func theColourRunsThroughItsComponents(time: Double, from: Color, to: Color, u: Double) throws {
        let probe = try Probe(ViewHost(Swatch()), duration: 3)
        let fill = try #require(try probe.list(at: time).items.first { $0.id.contains("swatch") && $0.shape != nil }?.fill)
        let expected = Self.mix(from, to, u)
        let drawn = [fill.red, fill.green, fill.blue, fill.opacity]
        #expect(zip(drawn, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "drew \(drawn), expected \(expected)")
    }
}

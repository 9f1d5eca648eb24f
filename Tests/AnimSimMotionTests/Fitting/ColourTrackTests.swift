import AnimSimCore
@testable import AnimSimMotion
import Foundation
import Testing

/// Colour keys for players that interpolate sRGB linearly, against colours AnimSim
/// interpolates in premultiplied Oklab (`Color.animatableComponents`).
@Suite struct ColourTrackTests {
    /// SwiftUI's red (#ff3b30) to its blue (#007aff) over `frames` frames, linearly in
    /// AnimSim's colour space, as `fill: $tint` animates.
    static func oklab(from a: Color, to b: Color, frames: Int) -> [Color] {
        let (p, q) = (a.animatableComponents, b.animatableComponents)
        return (0..<frames).map { f in
            let t = Double(f) / Double(frames - 1)
            return Color(animatableComponents: zip(p, q).map { $0 + ($1 - $0) * t })
        }
    }

    /// sRGB's straight line misses the Oklab path: halfway, Oklab gives #a774a6 and the line
    /// #805b98 (red 0xa7 − 0x80 = 39 levels, 15 %). Keys every few frames bring every frame
    /// within the tolerance, and the count is what the tolerance asks, not a key per frame.
    @Test func redToBlueIsKeyedWithinTheTolerance() throws {
        let samples = Self.oklab(from: .red, to: .blue, frames: 61)
        #expect(samples[30].hexRGB == "#a774a6")
        let ends = ColourTrack(samples, tolerance: 1000)
        #expect(ends.keyframes == [0, 60])
        #expect(ColourTrack.error(ends.value(atFrame: 30), samples[30]) > 15)
        let track = ColourTrack(samples, tolerance: 0.5)
        #expect(track.keyframes.first == 0 && track.keyframes.last == 60)
        #expect(track.keyframes.count > 2 && track.keyframes.count < 20, "\(track.keyframes)")
        #expect(track.errors.allSatisfy { $0 <= 0.5 }, "\(track.errors.max()!)")
        // A tighter tolerance asks for more keys; 0 keys every frame.
        #expect(ColourTrack(samples, tolerance: 0.1).keyframes.count > track.keyframes.count)
        #expect(ColourTrack(samples, tolerance: 0).keyframes == Array(0...60))
    }

    @Test func aColourThatNeverChangesHasNoKeys() {
        let track = ColourTrack(Array(repeating: Color.orange, count: 30), tolerance: 0.5)
        #expect(track.keyframes.isEmpty && !track.isAnimated)
        #expect(track.value(atFrame: 12) == Color.orange)
    }

    /// A colour that jumps between frames 9 and 10 (a label flipping from black to white) is
    /// two keys on those frames; players hold before and after them.
    @Test func aJumpIsTwoNeighbouringKeys() {
        let samples = Array(repeating: Color(hex: 0x1C1C1E), count: 10) + Array(repeating: Color(hex: 0xFFFFFF), count: 20)
        let track = ColourTrack(samples, tolerance: 0.5)
        #expect(track.keyframes == [9, 10])
        #expect(track.errors.allSatisfy { $0 == 0 })
    }

    /// The error is what the colour adds to a pixel: premultiplied components and opacity.
    /// Two transparent colours differ by nothing, a half-transparent colour's hue by half.
    @Test(arguments: [
        (Color(red: 1, green: 0, blue: 0, opacity: 0), Color(red: 0, green: 1, blue: 0, opacity: 0), 0.0),
        (Color(red: 1, green: 0, blue: 0, opacity: 0.5), Color(red: 0, green: 0, blue: 0, opacity: 0.5), 50.0),
        (Color(red: 1, green: 1, blue: 1, opacity: 1), Color(red: 1, green: 1, blue: 1, opacity: 0.9), 10.0),
    ])
    func errorIsPremultiplied(a: Color, b: Color, percent: Double) {
        #expect(abs(ColourTrack.error(a, b) - percent) < 1e-9)
    }

    /// A spring's overshoot leaves sRGB; samples are clamped to 0…1, as they are drawn.
    @Test func samplesAreClampedAsDrawn() {
        let track = ColourTrack([Color(red: -0.1, green: 0.5, blue: 1.2), Color(red: 0, green: 0.5, blue: 1)], tolerance: 0.5)
        #expect(!track.isAnimated && track.samples[0] == Color(red: 0, green: 0.5, blue: 1))
    }
}

import AnimSimCairo
import AnimSimCore
import AnimSimPresentation
import Foundation
import Testing

/// A blended view under a filter keeps its blend, through the binary on a Swift file: a
/// square `.blendMode(mode)` over a yellow one, in a `ZStack` that is blurred or saturated.
/// Filters apply to each item drawn inside (the stack is no layer), so the blended square's
/// layer carried the stack's filter, and the painter drew it into the filters' group and
/// blended it there, against the group's transparent inside; the group then went over the
/// yellow as `normal`, and the square showed its own colour. Far from the squares' edges the
/// blur changes nothing, nor does a saturation of 1, so each channel is the W3C formula of the
/// two colours (`BlendMode.blend`; multiply: s·d).
@Suite struct FilteredBlendFileTests {
    static let below = Color(red: 1, green: 0.8, blue: 0.2), above = Color(red: 0.2, green: 1, blue: 0.6)

    static func file(_ mode: String, filter: String) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                ZStack {
                    Color(red: 1, green: 0.8, blue: 0.2).frame(width: 200, height: 200)
                    Color(red: 0.2, green: 1, blue: 0.6)
                        .frame(width: 120, height: 120)
                        .blendMode(.\(mode))
                        .accessibilityIdentifier("above")
                }
                \(filter)
            }
        }
        """
    }

    @Test(arguments: [(BlendMode.multiply, ".blur(radius: 2)"), (.screen, ".blur(radius: 2)"), (.difference, ".saturation(1)"),
                      (.multiply, ".saturation(1)")])
    func aFilteredViewKeepsItsBlendMode(mode: BlendMode, filter: String) throws {
        let folder = try CompositingFileTests.write(Self.file("\(mode)", filter: filter))
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = folder.appendingPathComponent("still.png")
        _ = try CompositingFileTests.run(["render", "ContentView.swift", "--still", "0", "--strategy", "animatable",
                                          "-o", still.path], in: folder)
        let image = try PNGDecoder().decode(contentsOf: still)
        let frame = try #require(try CompositingFileTests.trace(folder, at: 0)["animatable"]?["above"]?["frame"] as? [Double])
        let top = Double(CompositionLayout.titleLineHeight + CompositionLayout.captionBandHeight)
        let pixel = image[Int(frame[0] + frame[2] / 2), Int(top + frame[1] + frame[3] / 2)]
        let pairs = [(Self.above.red, Self.below.red), (Self.above.green, Self.below.green), (Self.above.blue, Self.below.blue)]
        for (channel, (s, d)) in zip([pixel.red, pixel.green, pixel.blue], pairs) {
            let expected = 255 * (mode.blend(source: s, destination: d) ?? .nan)
            #expect(abs(Double(channel) - expected) <= 2, "\(mode) under \(filter): \(pixel), expected \(expected) from \(s), \(d)")
        }
    }
}

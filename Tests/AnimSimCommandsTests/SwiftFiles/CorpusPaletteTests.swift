import AnimSimCairo
import Foundation
import Testing

/// `HexPaletteLoader.swift`: a palette kept the way published `Colors.swift` files keep it,
/// `extension UIColor { convenience init(hex: String) }` delegating to
/// `init(red:green:blue:alpha:)` (Swift takes a convenience initializer only in a class, so this
/// needs UIKit's `UIColor` to be one), `static let` colours of `UIColor`, and
/// `Color(hex:)` through `Color(UIColor)`. In closed form through the binary:
///
/// - the background `Color(hex: "#311C4E")` is (0x31, 0x1C, 0x4E) / 255 in the trace's fill;
/// - the arc turns 360° · t / 1.5 (`linear(duration: 1.5).repeatForever`) in the animatable
///   pane, so at 0.5 s it spans 120° … 210° of the 90 pt ring round (200, 200): its 9 o'clock
///   point (155, 200) is the opaque accent 0xF235AE;
/// - the track `UIColor(hex: "#EDF2FF80")` is half-transparent (alpha 0x80 / 255) over the
///   background: at 12 o'clock (200, 155) each channel is a · track + (1 − a) · background.
@Suite struct CorpusPaletteTests {
    static let background: [Double] = [0x31, 0x1C, 0x4E]

    @Test(arguments: [0.375, 0.75, 1.2])
    func theBackgroundIsTheHexColourAndTheArcTurns(time: Double) throws {
        let panes = try HeroCorpusTests.views("HexPaletteLoader.swift", at: time)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let fill = try #require(views["root/content/0"]?["fill"] as? [Double], "\(pane): \(views.keys.sorted())")
            #expect(zip(fill, Self.background.map { $0 / 255 } + [1]).allSatisfy { abs($0 - $1) < 1e-3 }, "\(pane): \(fill)")
        }
        let turned = try CorpusMotionTests.value(try #require(panes["animatable"]), "arc", "rotation")
        #expect(abs(turned - 360 * time / 1.5) < 1e-3)
    }

    @Test func theStillPaintsTheAccentAndTheHalfTransparentTrack() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let still = out.appendingPathComponent("still.png")
        let render = try CorpusTests.run(["render", "HexPaletteLoader.swift", "--duration", "1", "--still", "0.5",
                                          "--strategy", "animatable", "-o", still.path])
        try #require(render.status == 0, "\(render.err)")
        let image = try PNGDecoder().decode(contentsOf: still)
        // The canvas begins at the first row of the background colour, below the title.
        let backdrop = PixelBuffer.Pixel(red: 0x31, green: 0x1C, blue: 0x4E)
        let top = try #require((0..<image.height).first { image[5, $0].distance(to: backdrop) <= 1 })
        let accent = image[155, top + 200]
        #expect(accent.distance(to: .init(red: 0xF2, green: 0x35, blue: 0xAE)) <= 2, "\(accent)")
        let a = 128.0 / 255
        let mixed = zip([0xED, 0xF2, 0xFF], Self.background).map { UInt8((a * Double($0) + (1 - a) * $1).rounded()) }
        let track = image[200, top + 155]
        #expect(track.distance(to: .init(red: mixed[0], green: mixed[1], blue: mixed[2])) <= 2, "\(track) ≠ \(mixed)")
    }
}

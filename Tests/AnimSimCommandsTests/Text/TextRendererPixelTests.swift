import AnimSimCairo
import Foundation
import Testing

/// A `TextRenderer` that draws every glyph slice unchanged draws the text's own pixels: each
/// slice lands where the painter puts that character of the whole string (x at the advance of
/// the characters before it, the baseline the line's), through the binary on files as a user
/// writes them, on a 400×120 canvas with no overlays. Kerning pairs ("AVA", "WAVE") and a
/// bold face are in the string, where a per-glyph advance that differed would show.
@Suite struct TextRendererPixelTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func file(rendered: Bool, bold: Bool) -> String {
        """
        import SwiftUI

        struct Glyphs: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for line in layout { for run in line { for slice in run { context.draw(slice) } } }
            }
        }

        struct ContentView: View {
            var body: some View {
                Text("AVA: WAVE fi! Kerning")
                    .font(.system(size: 28, weight: \(bold ? ".bold" : ".regular")))
                    .foregroundStyle(.indigo)
                    \(rendered ? ".textRenderer(Glyphs())" : "")
            }
        }

        """
    }

    static func still(_ source: String) throws -> PixelBuffer {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        let run = try AnimSimBinary.run(["render", "ContentView.swift", "--still", "0", "--strategy", "animatable", "--canvas", "400x120",
                                         "--overlays", "none", "-o", "still.png"], in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        return try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("still.png"))
    }

    /// Every pixel within 2 of the plain text's (8-bit channels): the glyph images are the
    /// same, placed at the same subpixel positions; some text must be drawn at all.
    @Test(arguments: [false, true])
    func glyphSlicesDrawTheTextsOwnPixels(bold: Bool) throws {
        let plain = try Self.still(Self.file(rendered: false, bold: bold))
        let rendered = try Self.still(Self.file(rendered: true, bold: bold))
        #expect(plain.width == rendered.width && plain.height == rendered.height)
        let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255)
        var inked = 0, worst = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                if plain[x, y].distance(to: white) > 100 { inked += 1 }
                worst = max(worst, plain[x, y].distance(to: rendered[x, y]))
            }
        }
        #expect(inked > 500, "\(inked) inked pixels")
        #expect(worst <= 2, "largest difference \(worst)")
    }
}

import AnimSimCairo
import Foundation
import Testing

/// `Canvas` with its `GraphicsContext`, run through the binary on a file as a user writes it:
/// the canvas fills a 300×200 canvas (`--canvas 300x200`), so a point of the drawing is the
/// same pixel of the animatable pane's still. Every expected pixel follows from the commands
/// in closed form; each probe sits 2–5 px inside or outside an edge, away from antialiasing.
@Suite struct CanvasPixelTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static let file = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Canvas { context, size in
                    // fill: x 20…80, y 30…70
                    context.fill(Path(CGRect(x: 20, y: 30, width: 60, height: 40)), with: .color(.red))
                    // stroke: the line x = 100, 10 wide: x 95…105, y 20…180
                    var line = Path()
                    line.move(to: CGPoint(x: 100, y: 20))
                    line.addLine(to: CGPoint(x: 100, y: 180))
                    context.stroke(line, with: .color(.blue), lineWidth: 10)
                    // translate then rotate 90°: (x, y) → (200 − y, 100 + x): x 190…200, y 100…140
                    var turned = context
                    turned.translateBy(x: 200, y: 100)
                    turned.rotate(by: .degrees(90))
                    turned.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 10)), with: .color(.green))
                    // translate then scale (2, 3): x 250…270, y 20…50
                    var scaled = context
                    scaled.translateBy(x: 250, y: 20)
                    scaled.scaleBy(x: 2, y: 3)
                    scaled.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.purple))
                    // half opacity black over white: x 20…60, y 120…160, grey 127.5
                    var faded = context
                    faded.opacity = 0.5
                    faded.fill(Path(CGRect(x: 20, y: 120, width: 40, height: 40)), with: .color(.black))
                    // a layer at half opacity holding an opaque black square: x 230…270, y 120…160
                    context.drawLayer { layer in
                        layer.opacity = 0.5
                        layer.fill(Path(CGRect(x: 230, y: 120, width: 40, height: 40)), with: .color(.black))
                    }
                    // text: a wide black bar of '█' centred on (150, 185)
                    context.draw(Text("█████").font(.system(size: 20)).foregroundColor(.black), at: CGPoint(x: 150, y: 185))
                }
            }
        }

        """

    static func still() throws -> PixelBuffer { try still(of: file, cache: cache.get()) }

    /// The animatable pane's still at t = 0 of `file` as `ContentView.swift`, 300×200, no overlays.
    static func still(of file: String, cache: URL) throws -> PixelBuffer {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(file.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        let run = try AnimSimBinary.run(["render", "ContentView.swift", "--still", "0", "--strategy", "animatable", "--canvas", "300x200", "--overlays", "none",
                                         "-o", "still.png"], in: folder, environment: ["XDG_CACHE_HOME": cache.path])
        try #require(run.status == 0, "\(run.err)")
        return try PNGDecoder().decode(contentsOf: folder.appendingPathComponent("still.png"))
    }

    static let image = Result { try still() }

    static let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255)
    static let red = PixelBuffer.Pixel(red: 0xFF, green: 0x3B, blue: 0x30)
    static let blue = PixelBuffer.Pixel(red: 0x00, green: 0x7A, blue: 0xFF)
    static let green = PixelBuffer.Pixel(red: 0x34, green: 0xC7, blue: 0x59)
    static let purple = PixelBuffer.Pixel(red: 0xAF, green: 0x52, blue: 0xDE)
    static let grey = PixelBuffer.Pixel(red: 128, green: 128, blue: 128)
    static let black = PixelBuffer.Pixel(red: 0, green: 0, blue: 0)

    @Test(arguments: [
        // fill
        (50, 50, red), (23, 33, red), (77, 67, red), (17, 50, white), (83, 50, white), (50, 27, white), (50, 73, white),
        // stroke
        (97, 100, blue), (103, 25, blue), (92, 100, white), (108, 100, white), (100, 15, white), (100, 185, white),
        // rotate
        (195, 103, green), (195, 137, green), (193, 120, green), (187, 120, white), (203, 120, white), (195, 97, white), (195, 143, white),
        // scale
        (253, 23, purple), (267, 47, purple), (273, 35, white), (260, 53, white), (247, 35, white),
        // opacity, alone and as a layer's
        (40, 140, grey), (17, 140, white), (250, 140, grey), (273, 140, white),
    ])
    func theDrawingsPixels(x: Int, y: Int, expected: PixelBuffer.Pixel) throws {
        let image = try Self.image.get()
        #expect(image.width == 300 && image.height == 200)
        let pixel = image[x, y]
        #expect(pixel.distance(to: expected) <= 3, "(\(x), \(y)): \(pixel), expected \(expected)")
    }

    /// The text's glyphs, centred on (150, 185): black at the centre and symmetric about
    /// x = 150 (the darkest columns' extent ends as far left of it as right), nothing of it
    /// above y = 170 (a 20 pt line is at most 24 tall: 173…197).
    @Test func theTextIsCentredOnItsPoint() throws {
        let image = try Self.image.get()
        #expect(image[150, 185].distance(to: Self.black) <= 40, "\(image[150, 185])")
        let dark = (0..<300).filter { image[$0, 185].distance(to: Self.black) <= 40 }
        let left = try #require(dark.first), right = try #require(dark.last)
        #expect(abs(Double(left + right) / 2 - 150) <= 1.5, "\(left)…\(right)")
        #expect(right - left > 40, "\(left)…\(right)")
        #expect((0..<300).allSatisfy { image[$0, 170].distance(to: Self.white) <= 3 || $0 >= 95 && $0 <= 105 })
    }
}

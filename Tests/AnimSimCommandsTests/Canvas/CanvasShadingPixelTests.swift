import AnimSimCairo
import Foundation
import Testing

/// `GraphicsContext.Shading`'s gradients in a `Canvas`, run through the binary on a file as
/// a user writes it (`--canvas 300x200`, so a point of the drawing is a pixel of the
/// animatable pane's still). Each gradient has a hard stop, two stops at one location, so
/// where its colour changes follows in closed form from its points, with no interpolated
/// colour to depend on; each probe sits 4–6 px away from an edge, clear of antialiasing.
@Suite struct CanvasShadingPixelTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static let file = """
        import SwiftUI

        struct ContentView: View {
            let hard = Gradient(stops: [.init(color: .red, location: 0), .init(color: .red, location: 0.5),
                                        .init(color: .blue, location: 0.5), .init(color: .blue, location: 1)])

            var body: some View {
                Canvas { context, size in
                    // linear from (60, 0) to (140, 0): red up to x = 100, blue after (padded past its ends)
                    context.fill(Path(CGRect(x: 0, y: 0, width: 150, height: 100)),
                                 with: .linearGradient(hard, startPoint: CGPoint(x: 60, y: 0), endPoint: CGPoint(x: 140, y: 0)))
                    // radial about (75, 100) in a context moved right by 150: about (225, 100) on the
                    // canvas, red within 20 (half of 40), blue beyond
                    var moved = context
                    moved.translateBy(x: 150, y: 0)
                    moved.fill(Path(CGRect(x: 0, y: 50, width: 150, height: 100)),
                               with: .radialGradient(hard, center: CGPoint(x: 75, y: 100), startRadius: 0, endRadius: 40))
                    // a stroke painted with a vertical linear gradient: the line y 150…190 at x = 50,
                    // 10 wide; red above y = 170, blue below
                    var line = Path()
                    line.move(to: CGPoint(x: 50, y: 150))
                    line.addLine(to: CGPoint(x: 50, y: 190))
                    context.stroke(line, with: .linearGradient(hard, startPoint: CGPoint(x: 0, y: 150), endPoint: CGPoint(x: 0, y: 190)),
                                   lineWidth: 10)
                }
            }
        }

        """

    static let image = Result { try CanvasPixelTests.still(of: file, cache: cache.get()) }

    static let white = PixelBuffer.Pixel(red: 255, green: 255, blue: 255)
    static let red = PixelBuffer.Pixel(red: 0xFF, green: 0x3B, blue: 0x30)
    static let blue = PixelBuffer.Pixel(red: 0x00, green: 0x7A, blue: 0xFF)

    @Test(arguments: [
        // linear: padded red before its start, red before the hard stop at x = 100, blue after, padded blue
        (10, 50, red), (95, 50, red), (105, 50, blue), (145, 50, blue), (145, 95, blue), (95, 5, red),
        // radial about (225, 100): red within 20, blue beyond, white outside the filled rect
        (225, 100, red), (240, 100, red), (225, 84, red), (250, 100, blue), (225, 130, blue), (225, 45, white),
        // the stroke: red above y = 170, blue below, white beside it
        (50, 155, red), (50, 165, red), (50, 175, blue), (50, 185, blue), (60, 170, white),
    ])
    func theGradientsPixels(x: Int, y: Int, expected: PixelBuffer.Pixel) throws {
        let image = try Self.image.get()
        #expect(image.width == 300 && image.height == 200)
        let pixel = image[x, y]
        #expect(pixel.distance(to: expected) <= 3, "(\(x), \(y)): \(pixel), expected \(expected)")
    }
}

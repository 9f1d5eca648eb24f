import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// The compositing effects drawn by the painter (`DisplayListPainter+Compositing`), on
/// display lists built by hand: a view carrying the effect (depth 0) over its content.
/// Every expected value is in closed form; the tolerance is in 8-bit levels.
@Suite struct CompositingDrawingTests {
    static let white = Color(red: 1, green: 1, blue: 1)

    static func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: CGSize(width: 200, height: 200), background: white, time: 0, strategy: .animatable, state: [], items: items)
    }

    /// A view carrying `kind` over the frame `frame`, at `opacity`.
    static func holder(_ kind: Compositing.Kind, _ frame: CGRect, opacity: Double = 1) -> DisplayItem {
        var item = DisplayItem(id: "holder", frame: frame, shape: nil, opacity: opacity)
        item.compositing = Compositing(kind)
        return item
    }

    static func square(_ id: String, _ frame: CGRect, _ fill: Color, parent: Int?, depth: Int, opacity: Double = 1,
                       shape: DisplayItem.Shape = .rectangle) -> DisplayItem {
        DisplayItem(id: id, frame: frame, shape: shape, fill: fill, opacity: opacity, parent: parent, depth: depth)
    }

    /// The fraction of an interval [a, b] under a Gaussian of σ centred at x.
    static func cover(_ x: Double, _ a: Double, _ b: Double, sigma: Double) -> Double {
        0.5 * (erf((b - x) / (sigma * 2.0.squareRoot())) - erf((a - x) / (sigma * 2.0.squareRoot())))
    }

    /// A black shadow of a 40 pt square at (40, 40), σ = 4, moved 50 pt down: beneath the
    /// square its alpha at a pixel's centre is cover(x)·cover(y) of the moved square, over white.
    @Test(arguments: [(60.0, 110.0), (60.0, 130.0), (60.0, 126.0), (60.0, 134.0), (60.0, 138.0), (40.0, 130.0), (36.0, 110.0)])
    func aShadowIsTheBlurredMovedAlpha(x: Double, y: Double) throws {
        let frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        let shadow = Compositing.Shadow(color: Color(red: 0, green: 0, blue: 0), radius: 4, offset: CGSize(width: 0, height: 50))
        let image = try DisplayListPainter().paint(Self.list([
            Self.holder(.shadow(shadow), frame),
            Self.square("card", frame, .red, parent: 0, depth: 1),
        ]))
        let (cx, cy) = (x + 0.5, y + 0.5)
        let alpha = Self.cover(cx, 40, 80, sigma: 4) * Self.cover(cy, 90, 130, sigma: 4)
        let expected = 255 * (1 - alpha)
        let pixel = image[Int(x), Int(y)]
        #expect(abs(Double(pixel.green) - expected) <= 3, "\(pixel) at (\(x), \(y)): alpha \(alpha)")
        #expect(pixel.red == pixel.green && pixel.green == pixel.blue, "grey: \(pixel)")
    }

    /// A blurred or hue-rotated view wholly off the canvas, or of zero size, is filtered in a
    /// group under an empty clip, a 0 × 0 image Cairo gives no pixels for: it draws nothing
    /// and the rest of the frame is drawn (a published file's keyframed gift box did this and
    /// trapped the render). A view on the canvas beside it is still drawn red.
    @Test(arguments: [CGRect(x: 400, y: 400, width: 40, height: 40), CGRect(x: 40, y: 40, width: 0, height: 0),
                      CGRect(x: -300, y: 20, width: 40, height: 40)])
    func aFilteredViewWithNoPixelsDrawsNothing(frame: CGRect) throws {
        for filter in [VisualFilter(.blur, [6]), VisualFilter(.hueRotation, [1])] {
            var blurred = Self.square("blurred", frame, .blue, parent: nil, depth: 0)
            blurred.filters = [filter]
            let image = try DisplayListPainter().paint(Self.list([
                blurred,
                Self.square("card", CGRect(x: 120, y: 120, width: 40, height: 40), .red, parent: nil, depth: 0),
            ]))
            #expect(image[140, 140] == PixelBuffer.Pixel(Color.red), "\(filter.kind) at \(frame)")
            #expect(image[10, 10] == PixelBuffer.Pixel(Self.white), "\(filter.kind) at \(frame)")
        }
    }

    @Test func theShadowIsBeneathTheContentAndNotAboveIt() throws {
        let frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        let shadow = Compositing.Shadow(color: Color(red: 0, green: 0, blue: 0), radius: 4, offset: CGSize(width: 10, height: 10))
        let image = try DisplayListPainter().paint(Self.list([
            Self.holder(.shadow(shadow), frame),
            Self.square("card", frame, .red, parent: 0, depth: 1),
        ]))
        #expect(image[70, 70] == PixelBuffer.Pixel(Color.red), "the card covers its own shadow")
        #expect(image[20, 20] == PixelBuffer.Pixel(Self.white), "no shadow above and left of it")
        #expect(image[84, 84].green < 200, "shadow below and right: \(image[84, 84])")
    }

    /// `clipShape(Circle())`: the mask is a circle over a 100 pt square; the last child of the
    /// holder's child is the mask.
    @Test func aCircleClipKeepsOnlyTheInside() throws {
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let image = try DisplayListPainter().paint(Self.list([
            Self.holder(.mask, frame),
            DisplayItem(id: "overlay", frame: frame, shape: nil, parent: 0, depth: 1),
            Self.square("content", frame, .red, parent: 1, depth: 2),
            Self.square("mask", frame, Color(red: 0, green: 0, blue: 0), parent: 1, depth: 2, shape: .circle),
        ]))
        #expect(image[100, 100] == PixelBuffer.Pixel(Color.red), "inside the circle")
        // (56, 56) is in the square and 62 pt from the centre, outside the 50 pt circle.
        #expect(image[56, 56] == PixelBuffer.Pixel(Self.white), "outside the circle: \(image[56, 56])")
        #expect(image[144, 100] == PixelBuffer.Pixel(Color.red), "inside, near the edge")
        #expect(image[100, 100] != PixelBuffer.Pixel(Color(red: 0, green: 0, blue: 0)), "the mask itself is not drawn")
    }

    /// Two overlapping squares, red then blue, at opacity ½ from their container. Without a
    /// group each is blended alone, so the overlap is blue over half red over white; in a
    /// group the overlap is blue alone at ½, one layer's alpha.
    @Test(arguments: [true, false])
    func aGroupsOpacityShowsNoSeam(grouped: Bool) throws {
        let frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        var container = DisplayItem(id: "group", frame: frame, shape: nil, opacity: 0.5)
        if grouped { container.compositing = Compositing(.group) }
        let image = try DisplayListPainter().paint(Self.list([
            container,
            Self.square("red", CGRect(x: 20, y: 20, width: 80, height: 80), Color(red: 1, green: 0, blue: 0), parent: 0, depth: 1, opacity: 0.5),
            Self.square("blue", CGRect(x: 60, y: 20, width: 80, height: 80), Color(red: 0, green: 0, blue: 1), parent: 0, depth: 1, opacity: 0.5),
        ]))
        let overlap = image[80, 60]
        // Blue at ½ over white: (½, ½, 1). Blue at ½ over (red at ½ over white = (1, ½, ½)): (½, ¼, ¾).
        let expected = grouped ? (127.5, 127.5, 255.0) : (127.5, 63.75, 191.25)
        #expect(abs(Double(overlap.red) - expected.0) <= 2 && abs(Double(overlap.green) - expected.1) <= 2
                && abs(Double(overlap.blue) - expected.2) <= 2, "\(overlap), expected \(expected)")
        // Outside the overlap both are the same half red.
        #expect(abs(Double(image[30, 60].green) - 127.5) <= 2, "\(image[30, 60])")
    }

    /// `blendMode`: a square blended onto a yellow one beneath it; each channel is the W3C
    /// formula of the two (`BlendMode.blend`).
    @Test(arguments: [BlendMode.multiply, .screen, .darken, .lighten, .difference, .exclusion, .plusLighter])
    func aBlendModeCombinesEachChannel(mode: BlendMode) throws {
        let below = Color(red: 1, green: 0.8, blue: 0.2), above = Color(red: 0.2, green: 1, blue: 0.6)
        let frame = CGRect(x: 60, y: 60, width: 80, height: 80)
        let image = try DisplayListPainter().paint(Self.list([
            Self.square("below", CGRect(x: 20, y: 20, width: 160, height: 160), below, parent: nil, depth: 0),
            Self.holder(.blend(mode), frame),
            Self.square("above", frame, above, parent: 1, depth: 1),
        ]))
        let pixel = image[100, 100]
        for (channel, (s, d)) in zip([pixel.red, pixel.green, pixel.blue], [(above.red, below.red), (above.green, below.green), (above.blue, below.blue)]) {
            let expected = 255 * (mode.blend(source: s, destination: d) ?? .nan)
            #expect(abs(Double(channel) - expected) <= 2, "\(mode): \(pixel), expected \(expected) from \(s), \(d)")
        }
    }
}

import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// One item filled and stroked, each with its own paint (iOS 17's `fill(_:).stroke(_:)`,
/// `DisplayItem.strokePaint`), drawn by Cairo and read pixel by pixel: a 160×60 rect at
/// (20, 20) filled red → blue leading → trailing, under a 10-pt stroke centred on its edge.
/// With its own gradient red → blue top → bottom, the stroke is red above the rect (location
/// below 0, padded) and blue below it (above 1) while the fill in the middle is its own
/// half-way purple; with no gradient of its own the stroke keeps its green. Built-in shapes
/// and outlines (a custom shape's path) alike; within 2 of 255 levels.
@Suite struct StrokeGradientDrawingTests {
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1), green = Color(red: 0, green: 1, blue: 0)
    static let frame = CGRect(x: 20, y: 20, width: 160, height: 60)

    static func paint(outline: Bool, strokeGradient: Bool) throws -> PixelBuffer {
        let stops = [GradientPaint.Stop(color: red, location: 0), GradientPaint.Stop(color: blue, location: 1)]
        let fill = GradientPaint.linear(stops, start: .leading, end: .trailing, colorSpace: .device)
        var item = DisplayItem(id: "g", frame: frame, shape: outline ? nil : .rectangle, fill: fill.color(at: 0.5),
                               stroke: StrokeStyle(color: green, lineWidth: 10))
        if outline { item.outline = Path(CGRect(origin: .zero, size: frame.size)) }
        item.gradient = fill
        if strokeGradient { item.strokeGradient = .linear(stops, start: .top, end: .bottom, colorSpace: .device) }
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        return try DisplayListPainter().paint(list)
    }

    static func expect(_ image: PixelBuffer, _ x: Int, _ y: Int, _ rgb: (Int, Int, Int), sourceLocation: SourceLocation = #_sourceLocation) {
        let pixel = image[x, y]
        let ok = abs(Int(pixel.red) - rgb.0) <= 2 && abs(Int(pixel.green) - rgb.1) <= 2 && abs(Int(pixel.blue) - rgb.2) <= 2
        #expect(ok, "(\(x), \(y)): \(pixel), expected \(rgb)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [false, true])
    func theStrokesOwnGradientOverTheFills(outline: Bool) throws {
        let image = try Self.paint(outline: outline, strokeGradient: true)
        let f = (100.5 - 20) / 160
        Self.expect(image, 100, 50, (Int((255 * (1 - f)).rounded()), 0, Int((255 * f).rounded())))
        Self.expect(image, 100, 17, (255, 0, 0))
        Self.expect(image, 100, 82, (0, 0, 255))
    }

    @Test(arguments: [false, true])
    func aColouredStrokeOverAGradientFillKeepsItsColour(outline: Bool) throws {
        let image = try Self.paint(outline: outline, strokeGradient: false)
        Self.expect(image, 100, 17, (0, 255, 0))
        Self.expect(image, 100, 82, (0, 255, 0))
    }
}

import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// A canvas sets one gradient pattern again for every use that shares its paint, rect and
/// alpha (`GradientPatternCache`): the pixels must be those of a pattern made afresh, whatever
/// user space the later use draws in.
@Suite struct GradientPatternCacheTests {
    static let gradient = GradientPaint.linear(GradientDrawingTests.stops, start: .leading, end: .trailing, colorSpace: .device)
    static let frame = CGRect(x: 50, y: 25, width: 100, height: 50)

    /// The same gradient in the same frame: an outline (drawn translated to its frame's
    /// corner, so its pattern's matrix carries that translation) and a rectangle (drawn in pane
    /// space), in either order.
    static func items() -> (outline: DisplayItem, rectangle: DisplayItem) {
        var outline = DisplayItem(id: "outline", frame: frame, shape: nil, fill: .black)
        outline.outline = Path(ellipseIn: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
        outline.gradient = gradient
        var rectangle = DisplayItem(id: "rectangle", frame: frame, shape: .rectangle, fill: .black)
        rectangle.gradient = gradient
        return (outline, rectangle)
    }

    static func paint(_ items: [DisplayItem]) throws -> PixelBuffer {
        let list = DisplayList(size: CGSize(width: 200, height: 100), background: .white, time: 0, strategy: .animatable,
                               state: [], items: items)
        return try DisplayListPainter().paint(list)
    }

    /// The second item, drawn over the first with the first one's pattern, gives the pixels it
    /// gives alone on a fresh canvas wherever it covers them whole (the ellipse's middle band,
    /// well inside it, or the whole pixel-aligned rectangle).
    @Test(arguments: [false, true])
    func aSharedPatternPaintsAsANewOne(outlineFirst: Bool) throws {
        let (outline, rectangle) = Self.items()
        let (first, second) = outlineFirst ? (outline, rectangle) : (rectangle, outline)
        let shared = try Self.paint([first, second])
        let fresh = try Self.paint([second])
        var differing = 0
        for y in 40..<60 {
            for x in 60..<140 where shared[x, y] != fresh[x, y] { differing += 1 }
        }
        #expect(differing == 0)
        // And it is the gradient: red at the frame's leading edge, blue at its trailing one.
        GradientDrawingTests.expect(shared, 52, 50, location: 2.5 / 100)
        GradientDrawingTests.expect(shared, 147, 50, location: 97.5 / 100)
    }
}

import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Labels as outlines for exports: the glyphs are where `showText(centeredIn:)` draws them,
/// centred on the origin, each contour a closed chain of cubic pieces.
@Suite struct GlyphOutlinesTests {
    static func bounds(_ contours: [[CGPoint]]) -> CGRect {
        let points = contours.flatMap { $0 }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @Test(arguments: ["8", "Alpha", "10"])
    func outlinesAreCentredClosedCubicChains(text: String) throws {
        let contours = GlyphOutlines.contours(text, fontSize: 20)
        try #require(!contours.isEmpty)
        for contour in contours {
            #expect((contour.count - 1) % 3 == 0, "a start point and three points per cubic piece")
            #expect(contour.first == contour.last)
        }
        let box = Self.bounds(contours)
        // Centred horizontally by advance width, vertically on the font's ascent and descent.
        #expect(abs(box.midX) < 2, "\(box)")
        #expect(abs(box.midY) < 4, "\(box)")
        #expect(box.height > 10 && box.height < 20)
    }

    @Test func sizeScalesTheOutline() {
        let small = Self.bounds(GlyphOutlines.contours("A", fontSize: 10))
        let large = Self.bounds(GlyphOutlines.contours("A", fontSize: 30))
        #expect(abs(large.width / small.width - 3) < 0.3)
    }

    @Test func emptyTextHasNoOutline() {
        #expect(GlyphOutlines.contours("", fontSize: 13).isEmpty)
        #expect(GlyphOutlines.contours("   ", fontSize: 13).isEmpty)
    }
}

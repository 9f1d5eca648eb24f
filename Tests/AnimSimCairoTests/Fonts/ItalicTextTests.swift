import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Italic text is the upright face sheared by `CairoCanvas.italicSlant`: the same advances
/// (so the same frame), and ink that leans right, the top of a vertical stroke
/// `italicSlant` × its height further right than its foot.
@Suite struct ItalicTextTests {
    static func paint(_ text: String, italic: Bool) throws -> PixelBuffer {
        var item = DisplayItem(id: "text", frame: CGRect(x: 20, y: 10, width: 120, height: 80), shape: .text(text, fontSize: 60), fill: .black)
        item.isItalic = italic
        let list = DisplayList(size: CGSize(width: 160, height: 100), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        return try DisplayListPainter().paint(list)
    }

    /// The mean x of the ink in each row that has any, with the rows' range.
    static func inkRows(_ image: PixelBuffer) -> [(y: Int, x: Double)] {
        (0..<image.height).compactMap { y in
            let xs = (0..<image.width).filter { image[$0, y].red < 128 }
            return xs.isEmpty ? nil : (y, Double(xs.reduce(0, +)) / Double(xs.count))
        }
    }

    /// An "l" (one vertical stroke): upright, its top and foot line up; italic, the top is
    /// 0.2 × the rows between them further right (±1.5 px of anti-aliasing).
    @Test func italicLeansByTheSlant() throws {
        let upright = Self.inkRows(try Self.paint("l", italic: false))
        let italic = Self.inkRows(try Self.paint("l", italic: true))
        let (top, foot) = (try #require(italic.first), try #require(italic.last))
        #expect(abs(upright.first!.x - upright.last!.x) < 1)
        let lean = top.x - foot.x, expected = CairoCanvas.italicSlant * Double(foot.y - top.y)
        #expect(abs(lean - expected) < 1.5, "lean \(lean), expected \(expected)")
    }
}

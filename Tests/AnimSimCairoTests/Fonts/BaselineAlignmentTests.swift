import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Text baselines and fitting with the real face (DejaVu Sans through `CairoTextMeasurer`):
/// the baseline the layout reports for `.firstTextBaseline` is where the painter draws the
/// glyphs, and a text laid out with a line limit or a minimum scale factor is drawn with the
/// lines and the size it was laid out with.
@Suite struct BaselineAlignmentTests {
    static func text(_ string: String, size: CGFloat, id: String) -> ViewNode {
        var node = ViewNode(.text(string), id: id)
        node.style.fontSize = size
        node.style.fill = .black
        return node
    }

    /// A 12 pt and a 30 pt text in an `HStack(alignment: .firstTextBaseline)`, laid out and drawn.
    static func baselineRow() throws -> DisplayList {
        let row = ViewNode(.layout(AnyLayout(HStackLayout(alignment: .firstTextBaseline, spacing: 0))),
                           children: [text("H", size: 12, id: "small"), text("H", size: 30, id: "big")], id: "row")
        let measurer = try #require(CairoTextMeasurer.shared)
        var list = try LayoutEngine(measurer: measurer).layout(row, in: CGSize(width: 200, height: 100))
        list.background = .white
        return list
    }

    /// The small text's top is lower by the difference of the painter's baselines,
    /// h/2 + (ascent − descent)/2 for each (exactly), which is the difference of the ascents
    /// within the half point the line height is rounded up by.
    @Test func theSmallTextIsLowerByTheDifferenceOfTheAscents() throws {
        let list = try Self.baselineRow()
        let small = try #require(list.item("small")), big = try #require(list.item("big"))
        let m = try #require(CairoTextMeasurer.shared)
        func baseline(_ size: CGFloat) -> CGFloat { m.lineHeight(fontSize: size) / 2 + (m.ascent(fontSize: size) - m.descent(fontSize: size)) / 2 }
        let drop = small.frame.minY - big.frame.minY
        #expect(abs(drop - (baseline(30) - baseline(12))) < 1e-9, "\(small.frame) \(big.frame)")
        #expect(abs(drop - (m.ascent(fontSize: 30) - m.ascent(fontSize: 12))) <= 0.5, "\(drop)")
    }

    /// The lowest inked row in each text's columns: an "H" sits on its baseline, so both "H"s
    /// end on the same row when drawn.
    @Test func bothGlyphsAreDrawnOnOneBaseline() throws {
        let list = try Self.baselineRow()
        let image = try DisplayListPainter().paint(list)
        let small = try #require(list.item("small")), big = try #require(list.item("big"))
        func lowestInk(_ frame: CGRect) -> Int? {
            let columns = Int(frame.minX.rounded(.up))..<Int(frame.maxX.rounded(.down))
            return (0..<image.height).last { y in columns.contains { x in image[x, y].red < 128 } }
        }
        let a = try #require(lowestInk(small.frame)), b = try #require(lowestInk(big.frame))
        #expect(abs(a - b) <= 1, "small ends on row \(a), big on \(b)")
    }

    /// A text cut to one line (`lineLimit(1)`) is drawn as one line: its ink stays within one
    /// line height of the frame's middle.
    @Test func aLineLimitedTextIsDrawnOnOneLine() throws {
        var node = Self.text("Handmade ceramic mugs glazed and fired in small batches", size: 20, id: "title")
        node.style.textFit = TextFit(maximumLines: 1)
        let framed = ViewNode(.layout(AnyLayout(HStackLayout())), children: [node], id: "row")
        let measurer = try #require(CairoTextMeasurer.shared)
        var list = try LayoutEngine(measurer: measurer).layout(framed, in: CGSize(width: 200, height: 200))
        list.background = .white
        let item = try #require(list.item("title"))
        #expect(item.frame.height == measurer.lineHeight(fontSize: 20))
        let image = try DisplayListPainter().paint(list)
        let inked = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].red < 128 } }
        let top = try #require(inked.first), bottom = try #require(inked.last)
        #expect(CGFloat(bottom - top + 1) <= measurer.lineHeight(fontSize: 20), "ink rows \(top)…\(bottom)")
    }

    /// A text shrunk by `minimumScaleFactor` is drawn at the shrunk size: its ink fits its
    /// frame, which is no wider than proposed.
    @Test func aShrunkTextIsDrawnAtTheShrunkSize() throws {
        var node = Self.text("Handmade ceramic mugs", size: 20, id: "title")
        node.style.textFit = TextFit(maximumLines: 1, minimumScaleFactor: 0.5)
        let measurer = try #require(CairoTextMeasurer.shared)
        let full = measurer.width(of: "Handmade ceramic mugs", fontSize: 20)
        let offered = (full * 0.7).rounded(.down)
        let framed = ViewNode(.layout(AnyLayout(HStackLayout())), children: [node], id: "row")
        var list = try LayoutEngine(measurer: measurer).layout(framed, in: CGSize(width: offered, height: 100))
        list.background = .white
        let item = try #require(list.item("title"))
        #expect(item.frame.width <= offered && item.frame.width > offered - 1, "\(item.frame) for \(offered)")
        let image = try DisplayListPainter().paint(list)
        let columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].red < 128 } }
        let left = try #require(columns.first), right = try #require(columns.last)
        #expect(CGFloat(left) >= item.frame.minX - 1 && CGFloat(right) <= item.frame.maxX + 1, "ink \(left)…\(right), \(item.frame)")
        #expect(CGFloat(right - left) > item.frame.width * 0.9, "ink \(left)…\(right), \(item.frame)")
    }
}

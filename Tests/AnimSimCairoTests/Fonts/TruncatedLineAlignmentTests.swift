import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// A text cut to one line by `.lineLimit(1)` is drawn where SwiftUI draws it: its frame is
/// the proposed width, its line ("MM…") narrower, and the line sits at the
/// frame's leading edge by default (`multilineTextAlignment`'s `.leading`), in its middle
/// for `.center` and at its trailing edge for `.trailing`. Drawn black on white with the real
/// face: the ink starts after M's left side bearing.
@Suite struct TruncatedLineAlignmentTests {
    /// Wide glyphs at 60 pt: "MM…" is all that fits in 200 pt, so the line is some 35 pt
    /// short of its frame and the three alignments are told apart.
    static let title = "MMMMMMMM"

    @Test(arguments: [0.0, 0.5, 1.0])
    func aCutLineSitsWhereTheAlignmentPutsIt(alignment: Double) throws {
        var node = ViewNode(.text(Self.title), id: "title")
        node.style.fontSize = 60
        node.style.fill = .black
        node.style.textFit = TextFit(maximumLines: 1)
        node.style.lineAlignment = CGFloat(alignment)
        let framed = ViewNode(.layout(AnyLayout(HStackLayout())), children: [node], id: "row")
        let measurer = try #require(CairoTextMeasurer.shared)
        var list = try LayoutEngine(measurer: measurer).layout(framed, in: CGSize(width: 200, height: 100))
        list.background = .white
        let frame = try #require(list.item("title")).frame
        #expect(abs(frame.width - 200) < 0.001, "\(frame)")
        let image = try DisplayListPainter().paint(list)
        let inked = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].red < 128 } }
        let left = try #require(inked.first)
        // The line the layout cut, and its advance: the spare width `alignment` shares out.
        let line = TextLayout(measurer: measurer, fontSize: 60, fit: TextFit(maximumLines: 1))
            .lines(of: Self.title, proposal: ProposedViewSize(width: frame.width, height: frame.height))
        #expect(line.lines == ["MM…"], "\(line.lines)")
        let spare = Double(frame.width - measurer.width(of: line.lines[0], fontSize: 60))
        #expect(spare > 30, "spare \(spare)")
        // Past where the line starts, the ink begins after M's left side bearing: 0 to 0.15 em.
        let bearing = Double(left) - (Double(frame.minX) + spare * alignment)
        #expect(bearing >= -1 && bearing <= 9, "ink starts at \(left), the line at \(Double(frame.minX) + spare * alignment)")
    }
}

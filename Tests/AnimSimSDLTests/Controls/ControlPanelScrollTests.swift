import AnimSimCore
import Foundation
import Testing
import AnimSimCairo
@testable import AnimSimSDL

/// A panel with more controls than fit scrolls: rows outside the viewport are neither drawn
/// nor clickable, the scroll stays within the rows, and the cut edges say how many rows
/// are hidden there.
@Suite struct ControlPanelScrollTests {
    /// Fourteen buttons in a 540-point panel: about eight rows fit above the last transaction.
    static func panel(scroll: CGFloat = 0, count: Int = 14, height: CGFloat = 540) -> ControlPanel {
        ControlPanel(rows: (0..<count).map { .init(key: $0 < 9 ? String($0 + 1) : "", title: "c\($0 + 1)", value: "0", widget: .button("Go")) },
                     height: height, scroll: scroll)
    }

    @Test func rowsThatFitDoNotScroll() {
        let panel = Self.panel(count: 5)
        #expect(!panel.isScrollable && panel.maxScroll == 0)
        #expect(panel.hiddenRows == (0, 0))
        #expect(panel.lastTop == panel.rowRect(5).minY + 4, "the last transaction right under the rows, as before")
    }

    @Test func theScrollStaysWithinTheRows() {
        let panel = Self.panel(scroll: 100_000)
        #expect(panel.isScrollable)
        #expect(panel.scroll == panel.maxScroll)
        #expect(abs(panel.rowRect(13).maxY - panel.viewportBottom) <= ControlPanel.rowGap, "scrolled to the end, the last row ends at the bottom")
        #expect(Self.panel(scroll: -40).scroll == 0)
        #expect(panel.lastTop == 540 - ControlPanel.footer + 4, "the last transaction is pinned at the bottom")
    }

    /// At 20 points down the first row is cut at the top, and the eighth ends under the band
    /// that marks the bottom edge: it counts as hidden, as the band covers its widget.
    @Test(arguments: [(0.0, 0, 7), (10_000.0, 7, 0), (20.0, 1, 7)])
    func theHiddenRowsAreCounted(_ scroll: Double, _ above: Int, _ below: Int) {
        let panel = Self.panel(scroll: CGFloat(scroll))
        #expect(panel.hiddenRows.above == above && panel.hiddenRows.below == below, "\(panel.hiddenRows)")
    }

    /// A row scrolled out is not clickable where it would be drawn (under the header or the
    /// last transaction); scrolled in, it is.
    @Test func onlyRowsInTheViewportAreHit() {
        let top = Self.panel()
        let last = top.widgetRect(13)
        #expect(top.hit(CGPoint(x: last.midX, y: last.midY)) == nil, "row 14 lies below the viewport")
        let bottom = Self.panel(scroll: 10_000)
        let shown = bottom.widgetRect(13)
        #expect(bottom.hit(CGPoint(x: shown.midX, y: shown.midY)) == .press(13))
        let first = bottom.widgetRect(0)
        #expect(bottom.hit(CGPoint(x: first.midX, y: first.midY)) == nil, "row 1 lies above it now")
    }

    @Test(arguments: [0, 7, 13])
    func scrollShowingBringsARowWhollyIntoView(_ index: Int) {
        for start in [0.0, 200, 10_000] {
            var panel = Self.panel(scroll: CGFloat(start))
            panel.scroll = panel.scrollShowing(index)
            let row = panel.rowRect(index)
            #expect(row.minY >= panel.viewportTop - 1e-9 && row.maxY <= panel.viewportBottom + 1e-9, "row \(index) from \(start): \(row)")
        }
    }

    /// The painter marks the cut edge with the count of hidden rows: the band at the bottom
    /// is drawn only while rows are hidden below, and the rows under it are clipped.
    @Test func theCutEdgesAreMarked() throws {
        func paint(_ panel: ControlPanel) throws -> PixelBuffer {
            try ControlPanelPainter(scale: 1).paint(panel, width: Int(ControlPanel.width), height: 540)
        }
        let top = try paint(Self.panel()), bottom = try paint(Self.panel(scroll: 10_000))
        let lowBand = Self.panel().viewportBottom - 8
        let highBand = Self.panel(scroll: 10_000).viewportTop + 8
        func yellow(_ buffer: PixelBuffer, _ y: CGFloat) -> Int {
            (0..<Int(ControlPanel.width)).filter { x in
                let p = buffer[x, Int(y)]
                return p.red > 180 && p.green > 150 && p.blue < 90
            }.count
        }
        #expect(yellow(top, lowBand) > 20, "\"▼ 7 more below\" in key yellow")
        #expect(yellow(bottom, lowBand) == 0, "nothing hidden below once scrolled to the end")
        #expect(yellow(bottom, highBand) > 20, "\"▲ 7 more above\"")
        #expect(yellow(top, Self.panel().viewportTop + 8) < yellow(bottom, highBand), "no band above at the top")
    }
}

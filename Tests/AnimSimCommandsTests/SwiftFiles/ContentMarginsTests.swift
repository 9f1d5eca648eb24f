import Foundation
import Testing

/// `.contentMargins(_:_:for:)` (iOS 17) through the binary: the scroll view below insets its
/// content by the margins, as SwiftUI does. On a 400 × 300 canvas a 300 × 100 scroll view is
/// at (50, 100); its content starts at the leading (top) margin along the scrolled axis and
/// is centred between the margins across it.
@Suite struct ContentMarginsTests {
    /// Two 100 × 40 rectangles in a horizontal scroll view with `modifier` on it: where the
    /// first one is. Without margins it is at the leading edge (x 50), centred down (y 130).
    /// Of two modifiers the inner one (written first) sets the edges it names: leading 8.
    @Test(arguments: [
        ("", [50.0, 130, 100, 40]),
        (".contentMargins(.horizontal, 24, for: .scrollContent)", [74, 130, 100, 40]),
        (".contentMargins(.horizontal, 24)", [74, 130, 100, 40]),
        (".contentMargins(.top, 20)", [50, 140, 100, 40]),
        (".contentMargins(.leading, EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 9))", [80, 130, 100, 40]),
        (".contentMargins(.horizontal, 24, for: .scrollIndicators)", [50, 130, 100, 40]),
        (".contentMargins(.leading, 8).contentMargins(.horizontal, 24)", [58, 130, 100, 40]),
    ])
    func aHorizontalScrollViewInsetsItsContent(modifier: String, frame: [Double]) throws {
        let views = try SurroundingsTests.trace("""
                    ScrollView(.horizontal) {
                        HStack(spacing: 10) {
                            Rectangle().frame(width: 100, height: 40).accessibilityIdentifier("first")
                            Rectangle().frame(width: 100, height: 40)
                        }
                    }
                    .frame(width: 300, height: 100)
                    \(modifier)
            """, extra: ["--canvas", "400x300"])
        #expect(SurroundingsTests.close(views["first"]?["frame"] as? [Double] ?? [], frame, 0.001), "\(views["first"] ?? [:])")
    }

    /// Across a vertical scroll view the content is proposed its width less the margins: a
    /// colour 30 pt tall is 260 wide, 20 pt in, at the top.
    @Test func acrossTheScrolledAxisTheContentIsProposedLessTheMargins() throws {
        let views = try SurroundingsTests.trace("""
                    ScrollView {
                        Color.red.frame(height: 30).accessibilityIdentifier("row")
                    }
                    .frame(width: 300, height: 100)
                    .contentMargins(.horizontal, 20, for: .scrollContent)
            """, extra: ["--canvas", "400x300"])
        #expect(SurroundingsTests.close(views["row"]?["frame"] as? [Double] ?? [], [70, 100, 260, 30], 0.001), "\(views["row"] ?? [:])")
    }

    /// Corpus/SnapCarousel.swift: its first 260 × 180 card starts 24 pt in from the scroll
    /// view's leading edge (the canvas's), in both panes.
    @Test func theCarouselsFirstCardIsInsetByItsMargin() throws {
        let panes = try HeroCorpusTests.views("SnapCarousel.swift", at: 0)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            let cards = views.values.compactMap { $0["frame"] as? [Double] }.filter { $0.count == 4 && $0[2] == 260 && $0[3] == 180 }
            #expect(cards.map { $0[0] }.min() == 24, "\(pane): \(cards)")
        }
    }
}

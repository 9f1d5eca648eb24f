import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

@Suite struct LayoutsFlowWaterfallCircularTests {
    /// Five "words": widths 30, 40, 20, 50, 5; all 10 tall but the fourth, 20.
    static func words() -> [ViewNode] {
        zip([30, 40, 20, 50, 5] as [CGFloat], [10, 10, 10, 20, 10] as [CGFloat]).enumerated().map { index, size in
            Rectangle().frame(width: size.0, height: size.1).id("w\(index)")
        }
    }

    // The exact variant. Spacing 10 in a width of 100: row 1 is 30 + 10 + 40 = 80 (adding 20 would make 110);
    // row 2 is 20 + 10 + 50 + 10 + 5 = 95. Rows are 10 and 20 tall: 10 + 10 + 20 = 40, centred
    // at y = 30, so row 2 starts at 50 and its 10-tall views are centred in it at 55.
    // Leading rows start at 0; centred ones at (100 − 80)/2 = 10 and (100 − 95)/2 = 2.5;
    // trailing ones at 20 and 5.
    @Test(arguments: [
        ("leading", [0, 40, 0, 30, 90]),
        ("center", [10, 50, 2.5, 32.5, 92.5]),
        ("trailing", [20, 60, 5, 35, 95]),
    ] as [(String, [CGFloat])])
    func flowRows(alignmentName: String, xs: [CGFloat]) throws {
        let alignment: HorizontalAlignment = ["leading": .leading, "center": .center, "trailing": .trailing][alignmentName]!
        let result = try LayoutCheck.run(FlowLayout(spacing: 10, alignment: alignment, breaking: .exact)(children: Self.words()))
        #expect(result.frame("root") == CGRect(x: 0, y: 30, width: 100, height: 40))
        let expected: [[CGFloat]] = [[30, 30, 10], [30, 40, 10], [55, 20, 10], [50, 50, 20], [55, 5, 10]]
        for (index, (x, e)) in zip(xs, expected).enumerated() {
            #expect(LayoutCheck.close(result.frame("w\(index)"), CGRect(x: x, y: e[0], width: e[1], height: e[2])), "w\(index)")
        }
    }

    @Test func flowMatchesTheArticlesStacksOfRows() throws {
        // The article builds the rows as a VStack(alignment:, spacing:) of HStack(spacing:);
        // pinned to the leading edge of the full width, it gives the same frames (here for
        // the exact variant's rows; the article's own rows are checked below).
        let words = Self.words()
        let stacks = VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) { words[0]; words[1] }
            HStack(spacing: 10) { words[2]; words[3]; words[4] }
        }.frame(maxWidth: .infinity, alignment: .leading)
        let flow = try LayoutCheck.run(FlowLayout(spacing: 10, alignment: .leading, breaking: .exact)(children: words))
        let article = try LayoutCheck.run(stacks)
        for index in 0..<5 {
            let a = try #require(article.frame("w\(index)"))
            #expect(LayoutCheck.close(flow.frame("w\(index)"), a), "w\(index)")
        }
    }

    @Test func flowWordWiderThanTheWidthGetsItsOwnRow() throws {
        // Width 40: rows [30], [40], [20], [50], [5] (each next view would exceed 40). The flow
        // is max(40, 50) = 50 wide, centred at −5; rows are 10, 10, 10, 20, 10 tall with 10
        // between: the 50-wide view's row starts at 60.
        let result = try LayoutCheck.run(FlowLayout(spacing: 10, breaking: .exact)(children: Self.words()), in: CGSize(width: 40, height: 100))
        #expect(result.frame("root") == CGRect(x: -5, y: 0, width: 50, height: 100))
        #expect(result.frame("w3") == CGRect(x: -5, y: 60, width: 50, height: 20))
    }

    // The article's rows (the default): a view joins a row while remaining − (width + 10) ≥ 0.
    // Width 100: 30 leaves 60, 40 leaves 10; 20 does not fit (10 − 30 < 0): row 2 leaves 70,
    // 50 leaves 10; 5 does not fit (10 − 15 < 0) although 5 plus one gap would: row 3.
    // Rows 10, 20 and 10 tall with 10 between: 60, centred at y = 20.
    @Test func flowArticleRowsCountTheTrailingSpacing() throws {
        let result = try LayoutCheck.run(FlowLayout(spacing: 10)(children: Self.words()))
        #expect(result.frame("root") == CGRect(x: 0, y: 20, width: 100, height: 60))
        let expected: [[CGFloat]] = [[0, 20, 30, 10], [40, 20, 40, 10], [0, 45, 20, 10], [30, 40, 50, 20], [0, 70, 5, 10]]
        for (index, frame) in expected.enumerated() {
            #expect(result.frame("w\(index)") == LayoutCheck.rect(frame), "w\(index)")
        }
    }

    // The article's first row stays empty when the first view does not fit: width 25, views
    // 30 and 10 → rows [], [30], [10]: 0 + 10 + 10 tall with two spacings = 40. The flow is
    // max(25, 30) = 30 wide, centred in the 25-wide frame at x = 35; the frame is centred at
    // y = 30, and the empty row pushes the first view down by one spacing.
    @Test func flowArticleFirstRowCanBeEmpty() throws {
        let views = [Rectangle().frame(width: 30, height: 10).id("a"), Rectangle().frame(width: 10, height: 10).id("b")]
        let result = try LayoutCheck.run(FlowLayout(spacing: 10)(children: views).frame(width: 25))
        #expect(result.frame("root/0") == CGRect(x: 35, y: 30, width: 30, height: 40))
        #expect(result.frame("a") == CGRect(x: 35, y: 40, width: 30, height: 10))
        #expect(result.frame("b") == CGRect(x: 35, y: 60, width: 10, height: 10))
    }

    @Test func flowIdealSizeIsOneRow() throws {
        // Unspecified width: 30 + 40 + 20 + 50 + 5 + 4·10 = 185 wide, 20 tall.
        let result = try LayoutCheck.run(FlowLayout(spacing: 10)(children: Self.words()).fixedSize())
        #expect(result.frame("root")?.size == CGSize(width: 185, height: 20))
    }

    @Test func flowOfText() throws {
        // Exact: "to" 20.4, "the" 30.6, "crazy" 51, "ones" 40.8 in a width of 100, spacing 8: row 1 is
        // 20.4 + 8 + 30.6 = 59 (adding 51 makes 118); row 2 is 51 + 8 + 40.8 = 99.8. Two lines
        // of 21 plus 8 = 50 tall, centred at y = 25.
        let words = ["to", "the", "crazy", "ones"].map { Text($0).id($0) }
        let result = try LayoutCheck.run(FlowLayout(spacing: 8, breaking: .exact)(children: words))
        #expect(LayoutCheck.close(result.frame("the"), CGRect(x: 28.4, y: 25, width: 30.6, height: 21)))
        #expect(LayoutCheck.close(result.frame("ones"), CGRect(x: 59, y: 54, width: 40.8, height: 21)))
    }

    static func bars() -> [ViewNode] {
        [50, 30, 40, 20, 60].enumerated().map { Rectangle().frame(height: CGFloat($0.element)).id("b\($0.offset)") }
    }

    // Tight: three columns of (320 − 2·10)/3 = 100 at x = 0, 110, 220. Bars 50, 30, 40 fill the
    // columns; 20 goes to the shortest (column 1, next top 30 + 10 = 40); 60 to column 2 (next
    // top 50, shorter than column 0's 60). Height max(50, 40 + 20, 50 + 60) = 110, centred in
    // 200 at y = 45.
    static let waterfallFrames: [[CGFloat]] = [[0, 45, 100, 50], [110, 45, 100, 30], [220, 45, 100, 40],
                                               [110, 85, 100, 20], [220, 95, 100, 60]]

    @Test func waterfallShortestColumnFirst() throws {
        let result = try LayoutCheck.run(WaterfallLayout(columns: 3, spacing: 10, sizing: .tight)(children: Self.bars()),
                                         in: CGSize(width: 320, height: 200))
        #expect(result.frame("root") == CGRect(x: 0, y: 45, width: 320, height: 110))
        for (index, frame) in Self.waterfallFrames.enumerated() {
            #expect(result.frame("b\(index)") == LayoutCheck.rect(frame), "b\(index)")
        }
    }

    @Test func waterfallSizesAsTheArticleDoes() throws {
        // By default (article 003's sizing) the height counts the spacing after each column's
        // last bar: 110 + 10 = 120, centred in 200 at y = 40; the bars are placed as the tight
        // sizing places them, 5 higher.
        let canvas = CGSize(width: 320, height: 200)
        let ours = try LayoutCheck.run(WaterfallLayout(columns: 3, spacing: 10)(children: Self.bars()), in: canvas)
        #expect(ours.frame("root") == CGRect(x: 0, y: 40, width: 320, height: 120))
        for (index, frame) in Self.waterfallFrames.enumerated() {
            #expect(ours.frame("b\(index)") == LayoutCheck.rect(frame).offsetBy(dx: 0, dy: -5), "b\(index)")
        }
        // Unspecified width: the article's `proposal.width ?? 0` makes it 0 wide.
        let ideal = try LayoutCheck.run(WaterfallLayout(columns: 3, spacing: 10)(children: Self.bars()).fixedSize())
        #expect(ideal.frame("root")?.width == 0)
    }

    @Test func waterfallIdealWidthUsesTheWidestView() throws {
        // Unspecified width: columns as wide as the widest ideal width (a shape's 10), so
        // 3·10 + 2·10 = 50 wide; heights unchanged: 110.
        let result = try LayoutCheck.run(WaterfallLayout(columns: 3, spacing: 10, sizing: .tight)(children: Self.bars()).fixedSize())
        #expect(result.frame("root")?.size == CGSize(width: 50, height: 110))
    }

    @Test func waterfallZeroColumnsIsOneColumn() throws {
        // One column of 100: the bars stack with 10 between: 50 + 30 + 40 + 20 + 60 + 4·10 = 240.
        let result = try LayoutCheck.run(WaterfallLayout(columns: 0, spacing: 10, sizing: .tight)(children: Self.bars()),
                                         in: CGSize(width: 100, height: 240))
        #expect(result.frame("b4") == CGRect(x: 0, y: 180, width: 100, height: 60))
    }

    @Test func circularRadiusIsAThirdOfTheShorterSide() throws {
        // 300 × 300: radius 100 around (150, 150); the first view at 3 o'clock, then clockwise.
        let views = (0..<4).map { Circle().frame(width: 20, height: 20).id("c\($0)") }
        let result = try LayoutCheck.run(CircularLayout()(children: views), in: CGSize(width: 300, height: 300))
        for (index, center) in [(250.0, 150.0), (150, 250), (50, 150), (150, 50)].enumerated() {
            #expect(LayoutCheck.close(LayoutCheck.center(result.frame("c\(index)")), CGPoint(x: center.0, y: center.1), 1e-9))
        }
    }

    /// On any canvas, view k of 6 is centred a third of the shorter side from the middle, at
    /// k · 60° from 3 o'clock, clockwise (article 003's `cos`, `sin` with y down).
    @Test(arguments: [CGSize(width: 300, height: 200), CGSize(width: 90, height: 400)])
    func circularPlacesAtAThirdOfTheShorterSide(canvas: CGSize) throws {
        let views = (0..<6).map { Circle().frame(width: 20, height: 20).id("c\($0)") }
        let ours = try LayoutCheck.run(CircularLayout()(children: views), in: canvas)
        let radius = min(canvas.width, canvas.height) / 3
        for index in 0..<6 {
            let angle = Double(index) * .pi / 3
            let expected = CGPoint(x: canvas.width / 2 + radius * cos(angle), y: canvas.height / 2 + radius * sin(angle))
            #expect(LayoutCheck.close(LayoutCheck.center(ours.frame("c\(index)")), expected, 1e-9), "c\(index)")
        }
    }

    @Test func circularIdealSizeIsTenByTen() throws {
        let result = try LayoutCheck.run(CircularLayout() { Rectangle() }.fixedSize())
        #expect(result.frame("root")?.size == CGSize(width: 10, height: 10))
    }
}

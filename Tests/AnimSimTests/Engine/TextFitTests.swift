import Testing
import Foundation
@testable import AnimSimCore

/// `.lineLimit` and `.minimumScaleFactor` in `TextLayout` (`TextFit`), with the fixed-advance
/// measurer: at 17 pt a character is 10.2 wide and a line ceil(1.2 × 17) = 21 tall, so every
/// figure below has a closed form.
@Suite struct TextFitTests {
    static let measurer = FixedAdvanceTextMeasurer()
    /// Four words of five letters: 23 characters, 234.6 wide at 17 pt; at 60 wide (five
    /// characters) each word is a line.
    static let text = "aaaaa bbbbb ccccc ddddd"

    static func layout(_ fit: TextFit, size: CGFloat = 17) -> TextLayout {
        TextLayout(measurer: measurer, fontSize: size, fit: fit)
    }

    @Test func withoutALimitTheTextWrapsToEveryLine() {
        let lines = Self.layout(TextFit()).lines(of: Self.text, proposal: ProposedViewSize(width: 60, height: nil))
        #expect(lines.lines == ["aaaaa", "bbbbb", "ccccc", "ddddd"])
        #expect(lines.size == CGSize(width: 60, height: 84))
        #expect(!lines.isTruncated)
    }

    /// A limit of one line: one line's height, the text cut with "…" where the ellipsis fits.
    @Test func lineLimitOneIsOneLineTall() {
        let lines = Self.layout(TextFit(maximumLines: 1)).lines(of: Self.text, proposal: ProposedViewSize(width: 60, height: nil))
        #expect(lines.size.height == 21)
        #expect(lines.lines == ["aaaa…"])
        #expect(lines.isTruncated)
    }

    @Test func lineLimitTwoKeepsTwoLinesTheLastCut() {
        let lines = Self.layout(TextFit(maximumLines: 2)).lines(of: Self.text, proposal: ProposedViewSize(width: 60, height: 1000))
        #expect(lines.lines == ["aaaaa", "bbbb…"])
        #expect(lines.size.height == 42)
    }

    /// A limit above the lines the text needs changes nothing.
    @Test func aLimitAboveTheLinesChangesNothing() {
        let proposal = ProposedViewSize(width: 60, height: nil)
        #expect(Self.layout(TextFit(maximumLines: 9)).lines(of: Self.text, proposal: proposal)
                == Self.layout(TextFit()).lines(of: Self.text, proposal: proposal))
    }

    /// `reservesSpace`: a one-line text under `lineLimit(3, reservesSpace: true)` is three lines tall.
    @Test func reservedLinesMakeAShortTextTaller() {
        let lines = Self.layout(TextFit(maximumLines: 3, reservedLines: 3)).lines(of: "hi", proposal: .unspecified)
        #expect(lines.lines == ["hi"])
        #expect(lines.size == CGSize(width: 20.4, height: 63))
    }

    /// A one-line text 234.6 wide proposed 117.3 (half) with `minimumScaleFactor(0.4)`:
    /// it shrinks to (about) half its size instead of truncating, and is no wider than offered.
    @Test func aTextShrinksToFitBeforeItTruncates() {
        let fit = TextFit(maximumLines: 1, minimumScaleFactor: 0.4)
        let proposal = ProposedViewSize(width: 117.3, height: nil)
        let lines = Self.layout(fit).lines(of: Self.text, proposal: proposal)
        #expect(lines.lines == [Self.text])
        #expect(!lines.isTruncated)
        #expect(lines.size.width <= 117.3)
        // The search's step: (1 - 0.4) / 2¹² of 17 pt.
        let tolerance = 0.6 / 4096 * 17 + 1e-9
        #expect(abs(lines.fontSize - 8.5) <= tolerance, "\(lines.fontSize)")
        #expect(lines.size.height == (1.2 * lines.fontSize).rounded(.up))
    }

    /// Proposed a third (78.2 wide) with a factor of one half: even 8.5 pt is 117.3 wide, so
    /// the text is truncated at 8.5 pt (0.5 × 17, 5.1 per character).
    @Test func belowTheFactorItTruncatesAtTheFactor() {
        let fit = TextFit(maximumLines: 1, minimumScaleFactor: 0.5)
        let lines = Self.layout(fit).lines(of: Self.text, proposal: ProposedViewSize(width: 78.2, height: nil))
        #expect(lines.fontSize == 8.5)
        #expect(lines.isTruncated)
        #expect(lines.lines[0].hasSuffix("…"))
        #expect(Self.measurer.width(of: lines.lines[0], fontSize: 8.5) <= 78.2)
    }

    /// A factor of 1 (the default) never shrinks.
    @Test func theDefaultFactorNeverShrinks() {
        let lines = Self.layout(TextFit(maximumLines: 1)).lines(of: Self.text, proposal: ProposedViewSize(width: 117.3, height: nil))
        #expect(lines.fontSize == 17)
        #expect(lines.isTruncated)
    }

    /// The baselines the layout reports are the painter's: one line has ascent + descent
    /// centred in the frame (0.8 × 21 = 16.8 from its top for the fixed measurer); two lines
    /// are a block 42 tall whose first baseline is one ascent (16.8) down and the last one
    /// line (21) further.
    @Test func baselinesAreWhereThePainterDrawsThem() {
        let layout = Self.layout(TextFit(maximumLines: 2))
        let one = layout.lines(of: "hi", proposal: .unspecified)
        let single = layout.baselines(of: one, inHeight: one.size.height)
        #expect(abs(single.first - 16.8) < 1e-9 && abs(single.last - 16.8) < 1e-9)
        let two = layout.lines(of: Self.text, proposal: ProposedViewSize(width: 60, height: nil))
        let double = layout.baselines(of: two, inHeight: two.size.height)
        #expect(abs(double.first - 16.8) < 1e-9 && abs(double.last - 37.8) < 1e-9, "\(double)")
    }
}

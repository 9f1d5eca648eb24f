import Testing
import Foundation
@testable import AnimSimCore

/// `TextFit.lineSpacing` in `TextLayout`, with the fixed-advance measurer: at 17 pt a line is
/// ceil(1.2 × 17) = 21 tall and "aaaaa bbbbb ccccc ddddd" offered 60 wide is four lines, so
/// n lines under spacing s are n × 21 + (n - 1) × s tall.
@Suite struct TextLineSpacingLayoutTests {
    static let text = "aaaaa bbbbb ccccc ddddd"

    static func layout(_ fit: TextFit) -> TextLayout {
        TextLayout(measurer: FixedAdvanceTextMeasurer(), fontSize: 17, fit: fit)
    }

    @Test func fourLinesAreFourLineHeightsAndThreeSpacings() {
        let lines = Self.layout(TextFit(lineSpacing: 10)).lines(of: Self.text, proposal: ProposedViewSize(width: 60, height: nil))
        #expect(lines.lines == ["aaaaa", "bbbbb", "ccccc", "ddddd"])
        #expect(abs(lines.size.width - 60) < 1e-9 && abs(lines.size.height - (4 * 21 + 3 * 10)) < 1e-9, "\(lines.size)")
    }

    /// 70 high holds three bare lines (63) but only two spaced ones (52; three are 83).
    @Test func aProposedHeightHoldsFewerSpacedLines() {
        let proposal = ProposedViewSize(width: 60, height: 70)
        #expect(Self.layout(TextFit()).lines(of: Self.text, proposal: proposal).lines.count == 3)
        let spaced = Self.layout(TextFit(lineSpacing: 10)).lines(of: Self.text, proposal: proposal)
        #expect(spaced.lines == ["aaaaa", "bbbb…"])
        #expect(abs(spaced.size.height - (2 * 21 + 10)) < 1e-9, "\(spaced.size)")
    }

    /// Reserved lines are spaced as drawn ones: `lineLimit(3, reservesSpace: true)` on "hi".
    @Test func reservedLinesAreSpaced() {
        let lines = Self.layout(TextFit(maximumLines: 3, reservedLines: 3, lineSpacing: 5)).lines(of: "hi", proposal: .unspecified)
        #expect(abs(lines.size.height - (3 * 21 + 2 * 5)) < 1e-9, "\(lines.size)")
    }

    /// The baselines the painter draws on: the block centred in the frame, the first one an
    /// ascent (0.8 × 21 = 16.8) below its top, each next 21 + 10 lower.
    @Test func baselinesStepByTheLineAndTheSpacing() {
        let layout = Self.layout(TextFit(lineSpacing: 10))
        let lines = layout.lines(of: Self.text, proposal: ProposedViewSize(width: 60, height: nil))
        let baselines = layout.baselines(of: lines, inHeight: 114)
        #expect(abs(baselines.first - 16.8) < 1e-9 && abs(baselines.last - (16.8 + 3 * 31)) < 1e-9, "\(baselines)")
    }
}

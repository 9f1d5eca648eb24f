import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Text in article 004's four proposal modes, each row beside the article's sentence.
/// Fixed advance at 17 pt: 10.2 per character, lines 21 tall; "Hello world" is 112.2 wide,
/// "Hello" and "world" 51 each (the article's own figures are 85.33 × 20.33).
struct TextModeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let proposal: ProposedViewSize
    let size: CGSize
    let lines: [String]
    let quote: String
    let english: String

    var testDescription: String { name }
}

private let zeroQuote = ("当任意维度为最小化模式时，需求尺寸为 0 x 0", "when either dimension is in the minimum mode, the size is 0 × 0")
private let line = CGSize(width: 112.2, height: 21)

let textModeCases: [TextModeCase] = [
    TextModeCase(name: "zero", proposal: .zero, size: .zero, lines: [], quote: zeroQuote.0, english: zeroQuote.1),
    TextModeCase(name: "zero width", proposal: ProposedViewSize(width: 0, height: 100), size: .zero, lines: [],
                 quote: zeroQuote.0, english: zeroQuote.1),
    TextModeCase(name: "zero height", proposal: ProposedViewSize(width: 100, height: 0), size: .zero, lines: [],
                 quote: zeroQuote.0, english: zeroQuote.1),
    TextModeCase(name: "infinity", proposal: .infinity, size: line, lines: ["Hello world"],
                 quote: "最大化模式：需求尺寸为 Text 的实际显示尺寸( 文本不折行、不省略 )",
                 english: "maximum mode: the Text's real display size (no wrapping, no truncation)"),
    TextModeCase(name: "unspecified", proposal: .unspecified, size: line, lines: ["Hello world"],
                 quote: "当两个维度均为未指定模式时，需求尺寸为单行完整显示所需的宽和高",
                 english: "when both dimensions are unspecified, the width and height a single complete line needs"),
    // Unspecified width, a height below one line: still the single line.
    TextModeCase(name: "unspecified width, 10 high", proposal: ProposedViewSize(width: nil, height: 10), size: line,
                 lines: ["Hello world"],
                 quote: "如果建议高度小于单行显示的高度，则需求高度返回单行的显示高度",
                 english: "if the proposed height is less than one line's, the height is one line's"),
    TextModeCase(name: "explicit, wider than the line", proposal: ProposedViewSize(width: 200, height: 100), size: line,
                 lines: ["Hello world"],
                 quote: "如果建议宽度大于单行显示的需要，则需求宽度返回单行实现显示尺寸的宽度；如果建议高度高于单行显示的高度且宽度大于单行显示的宽度，则需求高度返回单行显示的高度",
                 english: "if the proposed width exceeds the single line's, the width is the line's; a taller height with that width gives one line's height"),
    // Wraps at the space: two lines, and the width is the proposed 60.
    TextModeCase(name: "explicit, narrower than the line", proposal: ProposedViewSize(width: 60, height: 100),
                 size: CGSize(width: 60, height: 42), lines: ["Hello", "world"],
                 quote: "如果建议宽度小于单行显示的需要则需求宽度返回建议尺寸的宽度",
                 english: "if the proposed width is less than the single line needs, the width is the proposed width"),
    // 60 × 10 (the case): one line's height, the rest cut: "Hell" + "…" = 5 × 10.2 = 51 ≤ 60.
    TextModeCase(name: "explicit 60 × 10", proposal: ProposedViewSize(width: 60, height: 10),
                 size: CGSize(width: 60, height: 21), lines: ["Hell…"],
                 quote: "如果建议高度小于单行显示的高度，则需求高度返回单行的显示高度",
                 english: "if the proposed height is less than one line's, the height is one line's"),
    // 30 high holds one line of 21, not two.
    TextModeCase(name: "explicit 60 × 30", proposal: ProposedViewSize(width: 60, height: 30),
                 size: CGSize(width: 60, height: 21), lines: ["Hell…"],
                 quote: "如果建议宽度小于单行显示的需要则需求宽度返回建议尺寸的宽度",
                 english: "if the proposed width is less than the single line needs, the width is the proposed width"),
    // Infinite width with an explicit height: the single line.
    TextModeCase(name: "infinite width, 10 high", proposal: ProposedViewSize(width: .infinity, height: 10), size: line,
                 lines: ["Hello world"],
                 quote: "最大化模式：需求尺寸为 Text 的实际显示尺寸( 文本不折行、不省略 )",
                 english: "maximum mode: the Text's real display size (no wrapping, no truncation)"),
]

@Suite struct TextLayoutTests {
    static let layout = TextLayout(measurer: FixedAdvanceTextMeasurer(), fontSize: 17)

    @Test(arguments: textModeCases)
    func proposalModes(_ c: TextModeCase) {
        let answer = Self.layout.lines(of: "Hello world", proposal: c.proposal)
        #expect(LayoutCheck.close(answer.size, c.size), "\(answer.size) ≠ \(c.size) — \(c.quote) (\(c.english))")
        #expect(answer.lines == c.lines, "\(c.quote) (\(c.english))")
    }

    /// Not in the article: SwiftUI breaks a word wider than the line between characters.
    /// "Hello" in 40: "Hel" is 30.6, "Hell" 40.8 would not fit.
    @Test func wordWiderThanTheWidthBreaks() {
        let answer = Self.layout.lines(of: "Hello", proposal: ProposedViewSize(width: 40, height: nil))
        #expect(answer.lines == ["Hel", "lo"])
        #expect(answer.size == CGSize(width: 40, height: 42))
    }

    /// A cut inside a broken word carries no invented space: "abcdef gh" in 30 (3 characters
    /// a line) is "abc", "def", "gh"; two lines' height keeps "abc" and "de…".
    @Test func truncationReadsTheTextAsWritten() {
        let layout = TextLayout(measurer: FixedAdvanceTextMeasurer(advance: 1, lineSpacing: 1), fontSize: 10)
        #expect(layout.lines(of: "abcdef gh", proposal: ProposedViewSize(width: 30, height: nil)).lines == ["abc", "def", "gh"])
        #expect(layout.lines(of: "abcdef gh", proposal: ProposedViewSize(width: 30, height: 25)).lines == ["abc", "de…"])
    }

    /// Through the engine: a Text in a 60 × 10 frame is one line high, not two.
    @Test func sixtyByTenInAFrame() throws {
        let result = try LayoutCheck.run(Text("Hello world").frame(width: 60, height: 10))
        #expect(result.frame("root/0")?.size == CGSize(width: 60, height: 21))
    }
}

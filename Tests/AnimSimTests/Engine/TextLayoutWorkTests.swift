import Foundation
import Testing
@testable import AnimSimCore

/// Wrapping and truncating are linear in the text's length: counted in characters the
/// measurer is asked about, not in seconds, so the bound holds on any machine. Measuring
/// every candidate line and every prefix of a broken word from its start was quadratic; a
/// 400,000-character word did not finish in minutes.
@Suite struct TextLayoutWorkTests {
    /// The fixed-advance measurer, counting every character it is handed.
    final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        let inner = FixedAdvanceTextMeasurer()
        private let lock = NSLock()
        private var counted = 0
        var characters: Int { lock.withLock { counted } }

        func width(of text: String, fontSize: CGFloat) -> CGFloat {
            lock.withLock { counted += text.count }
            return inner.width(of: text, fontSize: fontSize)
        }
        func lineHeight(fontSize: CGFloat) -> CGFloat { inner.lineHeight(fontSize: fontSize) }
        func extend(_ run: inout TextRun, with piece: Substring, fontSize: CGFloat) {
            lock.withLock { counted += piece.count }
            inner.extend(&run, with: piece, fontSize: fontSize)
        }
    }

    static let length = 20_000

    /// (name, text, proposal): one word breaking over many lines, many words wrapping, and
    /// both cut to three lines (the tail truncated with "…").
    static let cases: [(String, String, ProposedViewSize)] = [
        ("one long word", String(repeating: "x", count: length), ProposedViewSize(width: 200, height: nil)),
        ("many words", Array(repeating: "ab", count: length / 3).joined(separator: " "), ProposedViewSize(width: 200, height: nil)),
        ("one long word, three lines", String(repeating: "x", count: length), ProposedViewSize(width: 200, height: 50)),
        ("many words, three lines", Array(repeating: "ab", count: length / 3).joined(separator: " "), ProposedViewSize(width: 200, height: 50)),
        ("long lines", Array(repeating: "ab", count: length / 3).joined(separator: " "), ProposedViewSize(width: 50_000, height: nil)),
    ]

    @Test(arguments: cases.indices)
    func workIsLinearInTheTextsLength(_ index: Int) {
        let (name, text, proposal) = Self.cases[index]
        let measurer = CountingMeasurer()
        let lines = TextLayout(measurer: measurer, fontSize: 12).lines(of: text, proposal: proposal)
        #expect(!lines.lines.isEmpty)
        // Each character is measured a bounded number of times: the whole text once, each
        // word as a candidate and as the line it joins, the kept tail once more.
        #expect(measurer.characters <= 8 * text.count, "\(name): \(measurer.characters) characters measured for \(text.count)")
    }

    /// The linear wrap gives the lines the greedy rule defines, checked against a direct
    /// (quadratic) statement of it on texts small enough for that.
    @Test(arguments: ["Hello world, this is wrapped text", "aaaaaaaaaaaaaaaaaaaaaaa bb c  dddddddddddd", "a", "",
                      "  leading and trailing  ", "ééééé ünïcödé wörds 漢字漢字漢字漢字漢字"],
          [5.0, 20.0, 37.5, 60.0, 500.0])
    func linesMatchTheGreedyRule(_ text: String, _ width: Double) {
        let measurer = FixedAdvanceTextMeasurer()
        let layout = TextLayout(measurer: measurer, fontSize: 10)
        let proposal = ProposedViewSize(width: width, height: nil)
        #expect(layout.lines(of: text, proposal: proposal).lines == Self.greedy(text, width, measurer))
    }

    static func greedy(_ text: String, _ limit: CGFloat, _ m: FixedAdvanceTextMeasurer) -> [String] {
        let w = { (s: String) in m.width(of: s, fontSize: 10) }
        guard limit < w(text) else { return [text] }
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ").map(String.init) {
            if !line.isEmpty {
                if w(line + " " + word) <= limit { line += " " + word; continue }
                lines.append(line)
                line = ""
            }
            var rest = Substring(word)
            while w(String(rest)) > limit, rest.count > 1 {
                var end = rest.index(after: rest.startIndex)
                while end < rest.endIndex, w(String(rest[...end])) <= limit { end = rest.index(after: end) }
                lines.append(String(rest[..<end]))
                rest = rest[end...]
            }
            line = String(rest)
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}

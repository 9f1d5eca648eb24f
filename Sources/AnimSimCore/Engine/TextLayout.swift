import Foundation

/// How a `Text` answers a proposal, and which lines it then draws: article 004's four
/// proposal modes, each dimension on its own.
///
/// - Either dimension zero: 0 × 0 ("当任意维度为最小化模式时，需求尺寸为 0 x 0").
/// - Width unspecified or infinite: the single line, neither wrapped nor truncated.
/// - Explicit width: one line when it fits; otherwise the text wraps at spaces (a word
///   wider than the width breaks between characters) and answers the proposed width.
///   An explicit height keeps as many lines as fit, at least one; the last kept line ends in
///   "…" when text is cut ("如果建议高度小于单行显示的高度，则需求高度返回单行的显示高度").
/// - `fit` (`.lineLimit`, `.minimumScaleFactor`): at most its lines, and a text that would be
///   cut shrinks first, down to its factor (`TextLayout+Fit.swift`); `.lineSpacing` adds its
///   points between each two lines, to the height and to what a proposed height holds.
///
/// The renderer draws the lines this type computes, with the same measurer the layout
/// used, so a frame and its glyphs agree.
public struct TextLayout: Sendable {
    public let measurer: any TextMeasurer
    public let fontSize: CGFloat
    public let fit: TextFit

    public init(measurer: any TextMeasurer, fontSize: CGFloat, fit: TextFit = TextFit()) {
        self.measurer = measurer
        self.fontSize = fontSize
        self.fit = fit
    }

    /// The lines to draw, top to bottom, the size the text answers, and the font size they
    /// are drawn at (smaller than the text's under `minimumScaleFactor`).
    public struct Lines: Equatable, Sendable {
        public var lines: [String]
        public var size: CGSize
        public var fontSize: CGFloat
        /// Whether text was cut (the last line ends in "…").
        public var isTruncated = false
    }

    public static let ellipsis = "…"

    public func size(of text: String, proposal: ProposedViewSize) -> CGSize {
        lines(of: text, proposal: proposal).size
    }

    /// The lines at the text's own size, at most `fit.maximumLines` of them and as many as
    /// the proposed height holds (at least one), at least `fit.reservedLines` high.
    func unscaledLines(of text: String, proposal: ProposedViewSize) -> Lines {
        if proposal.width == 0 || proposal.height == 0 { return Lines(lines: [], size: .zero, fontSize: fontSize) }
        let lineHeight = measurer.lineHeight(fontSize: fontSize)
        let reserved = fit.reservedLines ?? 1
        let full = width(text)
        guard let limit = proposal.width, limit.isFinite, limit < full else {
            return Lines(lines: [text], size: CGSize(width: full, height: fit.height(ofLines: reserved, lineHeight: lineHeight)),
                         fontSize: fontSize)
        }
        let wrapped = wrap(text, to: limit)
        var lines = wrapped.map(\.text)
        var fitting = fit.maximumLines ?? Int.max
        if let height = proposal.height, height.isFinite {
            fitting = min(fitting, fit.lineCount(fitting: height, lineHeight: lineHeight))
        }
        let isTruncated = lines.count > fitting
        if isTruncated {
            let rest = wrapped[(fitting - 1)...].map { $0.text + $0.separator }.joined()
            lines = Array(lines.prefix(fitting - 1)) + [truncated(rest, to: limit)]
        }
        let height = fit.height(ofLines: max(lines.count, reserved), lineHeight: lineHeight)
        return Lines(lines: lines, size: CGSize(width: limit, height: height), fontSize: fontSize, isTruncated: isTruncated)
    }

    /// The measurer's width with `fit.tracking` after each character, the one place (with
    /// `extended`) a line is measured, so wrapping, truncation and size all see the spacing.
    private func width(_ text: String) -> CGFloat {
        measurer.width(of: text, fontSize: fontSize) + fit.tracking * CGFloat(text.count)
    }

    /// The run's width holds the spacing of its `characters`; the measurer extends the
    /// unspaced width (a fixed-advance one recomputes it from the count), so the spacing is
    /// taken out first and put back for the longer run.
    private func extended(_ run: TextRun, _ piece: Substring) -> TextRun {
        var run = run
        run.width -= fit.tracking * CGFloat(run.characters)
        measurer.extend(&run, with: piece, fontSize: fontSize)
        run.width += fit.tracking * CGFloat(run.characters)
        return run
    }

    /// Greedy: each word goes on the current line while the line still fits. Each line
    /// carries what separated it from the next in the text (a space, or nothing inside a
    /// broken word), so a truncated tail reads as the text did.
    ///
    /// Linear in the text's length: the line's width grows by each word and a broken word's
    /// by each character (`TextRun`), instead of measuring every candidate from its start.
    private func wrap(_ text: String, to limit: CGFloat) -> [(text: String, separator: String)] {
        var lines: [(text: String, separator: String)] = []
        var line = ""
        var lineRun = TextRun()
        for word in text.split(separator: " ") {
            if !line.isEmpty {
                let candidate = extended(extended(lineRun, " "), word)
                if candidate.width <= limit {
                    line += " "
                    line += word
                    lineRun = candidate
                    continue
                }
                lines.append((line, " "))
            }
            // Break the word: while the rest is wider than the line and longer than one
            // character, the longest prefix that fits (at least one character) is a line.
            var start = word.startIndex, index = start
            var run = TextRun()
            while index < word.endIndex {
                let next = word.index(after: index)
                let grown = extended(run, word[index..<next])
                if grown.width > limit, index > start || next < word.endIndex {
                    let end = index > start ? index : next
                    lines.append((String(word[start..<end]), ""))
                    start = end
                    index = end
                    run = TextRun()
                    continue
                }
                run = grown
                index = next
            }
            line = String(word[start...])
            lineRun = run
        }
        if !line.isEmpty || lines.isEmpty { lines.append((line, "")) }
        return lines
    }

    /// The line with as many characters as fit before "…" (just "…" when none do): the
    /// longest prefix whose trimmed text and "…" fit, found in one pass because that width
    /// only grows with the prefix.
    private func truncated(_ text: String, to limit: CGFloat) -> String {
        if width(text) <= limit { return text }
        let isSpace = { (c: Character) in c.unicodeScalars.allSatisfy { CharacterSet.whitespaces.contains($0) } }
        let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
        var keptEnd = start
        var pending = TextRun()
        var index = start
        while index < text.endIndex {
            let next = text.index(after: index)
            pending = extended(pending, text[index..<next])
            if !isSpace(text[index]) {
                if extended(pending, Substring(Self.ellipsis)).width > limit { break }
                keptEnd = next
            }
            index = next
        }
        return String(text[start..<keptEnd]) + Self.ellipsis
    }
}

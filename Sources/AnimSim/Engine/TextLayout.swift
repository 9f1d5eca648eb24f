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
///
/// The renderer draws the lines this type computes, with the same measurer the layout
/// used, so a frame and its glyphs agree.
public struct TextLayout: Sendable {
    public let measurer: any TextMeasurer
    public let fontSize: CGFloat

    public init(measurer: any TextMeasurer, fontSize: CGFloat) {
        self.measurer = measurer
        self.fontSize = fontSize
    }

    /// The lines to draw, top to bottom, and the size the text answers.
    public struct Lines: Equatable, Sendable {
        public var lines: [String]
        public var size: CGSize
    }

    public static let ellipsis = "…"

    public func size(of text: String, proposal: ProposedViewSize) -> CGSize {
        lines(of: text, proposal: proposal).size
    }

    public func lines(of text: String, proposal: ProposedViewSize) -> Lines {
        if proposal.width == 0 || proposal.height == 0 { return Lines(lines: [], size: .zero) }
        let lineHeight = measurer.lineHeight(fontSize: fontSize)
        let full = width(text)
        guard let limit = proposal.width, limit.isFinite, limit < full else {
            return Lines(lines: [text], size: CGSize(width: full, height: lineHeight))
        }
        let wrapped = wrap(text, to: limit)
        var lines = wrapped.map(\.text)
        if let height = proposal.height, height.isFinite {
            let fitting = max(1, Int((height / lineHeight).rounded(.down)))
            if lines.count > fitting {
                let rest = wrapped[(fitting - 1)...].map { $0.text + $0.separator }.joined()
                lines = Array(lines.prefix(fitting - 1)) + [truncated(rest, to: limit)]
            }
        }
        return Lines(lines: lines, size: CGSize(width: limit, height: CGFloat(lines.count) * lineHeight))
    }

    private func width(_ text: String) -> CGFloat { measurer.width(of: text, fontSize: fontSize) }

    /// Greedy: each word goes on the current line while the line still fits. Each line
    /// carries what separated it from the next in the text (a space, or nothing inside a
    /// broken word), so a truncated tail reads as the text did.
    private func wrap(_ text: String, to limit: CGFloat) -> [(text: String, separator: String)] {
        var lines: [(text: String, separator: String)] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            if !line.isEmpty {
                let candidate = line + " " + word
                if width(candidate) <= limit { line = candidate; continue }
                lines.append((line, " "))
                line = ""
            }
            var rest = Substring(word)
            while width(String(rest)) > limit, rest.count > 1 {
                let piece = longestPrefix(of: rest, fitting: limit)
                lines.append((String(piece), ""))
                rest = rest.dropFirst(piece.count)
            }
            line = String(rest)
        }
        if !line.isEmpty || lines.isEmpty { lines.append((line, "")) }
        return lines
    }

    /// At least one character, so breaking always progresses.
    private func longestPrefix(of word: Substring, fitting limit: CGFloat) -> Substring {
        var end = word.index(after: word.startIndex)
        while end < word.endIndex {
            let next = word.index(after: end)
            if width(String(word[..<next])) > limit { break }
            end = next
        }
        return word[..<end]
    }

    /// The line with as many characters as fit before "…" (just "…" when none do).
    private func truncated(_ text: String, to limit: CGFloat) -> String {
        if width(text) <= limit { return text }
        var kept = Substring(text)
        while !kept.isEmpty, width(kept.trimmingCharacters(in: .whitespaces) + Self.ellipsis) > limit { kept = kept.dropLast() }
        return kept.trimmingCharacters(in: .whitespaces) + Self.ellipsis
    }
}

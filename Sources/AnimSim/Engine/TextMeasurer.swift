import Foundation

/// How the core learns the size of text without knowing any font library: the renderer
/// supplies a measurer backed by real font metrics, tests a deterministic one.
public protocol TextMeasurer: Sendable {
    func width(of text: String, fontSize: CGFloat) -> CGFloat
    func lineHeight(fontSize: CGFloat) -> CGFloat
}

/// Every character advances `advance × fontSize`: deterministic, for tests and traces.
public struct FixedAdvanceTextMeasurer: TextMeasurer {
    public var advance: CGFloat
    public var lineSpacing: CGFloat

    public init(advance: CGFloat = 0.6, lineSpacing: CGFloat = 1.2) {
        self.advance = advance
        self.lineSpacing = lineSpacing
    }

    public func width(of text: String, fontSize: CGFloat) -> CGFloat { CGFloat(text.count) * advance * fontSize }
    public func lineHeight(fontSize: CGFloat) -> CGFloat { (lineSpacing * fontSize).rounded(.up) }
}

/// Word-wrapped text sizing: one line when there is room (or no width is proposed),
/// otherwise greedy wrapping at spaces. A word wider than the proposal overflows rather
/// than being broken, so the minimum width of a text is its longest word.
struct TextLayout {
    let measurer: any TextMeasurer
    let fontSize: CGFloat

    func size(of text: String, proposal: ProposedViewSize) -> CGSize {
        let lineHeight = measurer.lineHeight(fontSize: fontSize)
        let full = measurer.width(of: text, fontSize: fontSize)
        guard let limit = proposal.width, limit < full else { return CGSize(width: full, height: lineHeight) }
        let space = measurer.width(of: " ", fontSize: fontSize)
        var lines = 1
        var lineWidth: CGFloat = 0
        var widest: CGFloat = 0
        for word in text.split(separator: " ") {
            let w = measurer.width(of: String(word), fontSize: fontSize)
            if lineWidth > 0, lineWidth + space + w > limit {
                lines += 1
                widest = max(widest, lineWidth)
                lineWidth = w
            } else {
                lineWidth += (lineWidth > 0 ? space : 0) + w
            }
        }
        widest = max(widest, lineWidth)
        return CGSize(width: widest, height: CGFloat(lines) * lineHeight)
    }
}

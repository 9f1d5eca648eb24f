import Foundation

/// How the core learns the size of text without knowing any font library: the renderer
/// supplies a measurer backed by real font metrics, tests a deterministic one.
public protocol TextMeasurer: Sendable {
    func width(of text: String, fontSize: CGFloat) -> CGFloat
    func lineHeight(fontSize: CGFloat) -> CGFloat
}

/// Every character advances `advance × fontSize`: deterministic, for unit tests (and
/// `--measurer fixed`). What users see and read is measured with the font the renderer
/// draws with (`CairoTextMeasurer`), which the command line wires into every evaluator.
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

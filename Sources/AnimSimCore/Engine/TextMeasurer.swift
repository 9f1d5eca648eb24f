import Foundation

/// How the core learns the size of text without knowing any font library: the renderer
/// supplies a measurer backed by real font metrics, tests a deterministic one.
///
/// Wrapping asks for the width of a line grown word by word and of a word grown character
/// by character. Measuring each candidate from scratch made that quadratic in the text's
/// length (a 400,000-character word took minutes), so a measurer also extends a `TextRun`:
/// the width of the run's text so far, grown by a piece in time proportional to the piece,
/// and always exactly `width(of:)` of the whole run's text.
public protocol TextMeasurer: Sendable {
    func width(of text: String, fontSize: CGFloat) -> CGFloat
    func lineHeight(fontSize: CGFloat) -> CGFloat
    /// Appends `piece` to `run`; afterwards `run.width == width(of: <the run's text>)` (for
    /// pieces that do not fuse with the run into one character at their seam).
    func extend(_ run: inout TextRun, with piece: Substring, fontSize: CGFloat)
    /// The measurer of the bold face (`.bold()`, `.fontWeight(.semibold)` and heavier):
    /// itself for a measurer with one face (the default).
    var boldFace: any TextMeasurer { get }
    /// How far the font rises above and falls below the baseline: what a `TextRenderer`'s
    /// `Text.Layout` reports as each glyph's `typographicBounds`, and where a line's baseline
    /// sits in its frame (the painter centres ascent + descent in the line's height).
    func ascent(fontSize: CGFloat) -> CGFloat
    func descent(fontSize: CGFloat) -> CGFloat
}

extension TextMeasurer {
    public var boldFace: any TextMeasurer { self }
    /// Four fifths of the line above the baseline, one fifth below: a measurer without a font.
    public func ascent(fontSize: CGFloat) -> CGFloat { lineHeight(fontSize: fontSize) * 0.8 }
    public func descent(fontSize: CGFloat) -> CGFloat { lineHeight(fontSize: fontSize) * 0.2 }
}

/// The measure of a piece of text being built left to right: its width and its length in
/// characters (what a fixed-advance measurer needs to stay exact).
public struct TextRun: Equatable, Sendable {
    public var width: CGFloat = 0
    public var characters = 0

    public init() {}
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

    public func extend(_ run: inout TextRun, with piece: Substring, fontSize: CGFloat) {
        run.characters += piece.count
        run.width = CGFloat(run.characters) * advance * fontSize
    }
}

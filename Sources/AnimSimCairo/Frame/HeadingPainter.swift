import AnimSimCore
import AnimSimPresentation
import Foundation

/// The band above the panes: the scene's title in bold, and under it as much of the
/// description as fits on one line (cut at a word, with an ellipsis). A frame that leaves
/// the scene's file behind still says what it shows.
struct HeadingPainter {
    var heading: FrameComposition.Heading

    static let margin: CGFloat = 12
    static let titleSize: CGFloat = 16
    static let descriptionSize: CGFloat = 11.5

    func draw(in band: CGRect, canvas: CairoCanvas) {
        let width = band.width - 2 * Self.margin
        guard width > 0 else { return }
        canvas.setFont(size: Self.titleSize, bold: true)
        let titleRect = CGRect(x: band.minX + Self.margin, y: band.minY, width: width,
                               height: CompositionLayout.titleLineHeight)
        Self.show(Self.fitted(heading.title, width: width, canvas: canvas), leftIn: titleRect, color: Palette.text, canvas: canvas)
        guard let description = heading.description else { return }
        canvas.setFont(size: Self.descriptionSize)
        let line = description.split(whereSeparator: \.isNewline).joined(separator: " ")
        let descriptionRect = CGRect(x: titleRect.minX, y: titleRect.maxY - 4, width: width,
                                     height: CompositionLayout.descriptionLineHeight)
        Self.show(Self.fitted(line, width: width, canvas: canvas), leftIn: descriptionRect, color: Palette.caption, canvas: canvas)
    }

    static func show(_ text: String, leftIn rect: CGRect, color: Color, canvas: CairoCanvas) {
        let metrics = canvas.fontMetrics
        canvas.showText(text, baseline: CGPoint(x: rect.minX, y: rect.midY + (metrics.ascent - metrics.descent) / 2),
                        color: color)
    }

    /// `text` if it fits `width` in the current font, else its longest run of whole words
    /// that fits with "…" after it (a single long word is cut at a character). A run's width
    /// only grows with its length, so the longest is found by bisection: O(n log n) for a
    /// text of n characters, where removing a word at a time was quadratic.
    static func fitted(_ text: String, width: CGFloat, canvas: CairoCanvas) -> String {
        guard canvas.textWidth(text) > width else { return text }
        let words = text.split(separator: " ")
        let kept = longest(words.count) { canvas.textWidth(words.prefix($0).joined(separator: " ") + "…") <= width }
        if kept >= 1, words.count > 1 { return words.prefix(kept).joined(separator: " ") + "…" }
        let characters = Array(words.first ?? "")
        let fitting = longest(characters.count) { canvas.textWidth(String(characters.prefix($0)) + "…") <= width }
        return fitting == 0 ? "" : String(characters.prefix(fitting)) + "…"
    }

    /// The largest n in 0...count for which `fits(n)` holds, for a `fits` true up to some n
    /// and false after (0 when only 0 fits).
    static func longest(_ count: Int, _ fits: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

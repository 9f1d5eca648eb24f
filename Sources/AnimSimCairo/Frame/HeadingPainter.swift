import AnimSim
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
    /// that fits with "…" after it (a single long word is cut at a character).
    static func fitted(_ text: String, width: CGFloat, canvas: CairoCanvas) -> String {
        guard canvas.textWidth(text) > width else { return text }
        var words = text.split(separator: " ").map(String.init)
        while words.count > 1 {
            words.removeLast()
            let candidate = words.joined(separator: " ") + "…"
            if canvas.textWidth(candidate) <= width { return candidate }
        }
        var characters = words.first ?? ""
        while !characters.isEmpty, canvas.textWidth(characters + "…") > width { characters.removeLast() }
        return characters.isEmpty ? "" : characters + "…"
    }
}

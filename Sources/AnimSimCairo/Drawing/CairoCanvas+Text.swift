import AnimSimCore
import CCairo
import Foundation

/// Text in DejaVu Sans, measured and drawn with the same face and options as
/// `CairoTextMeasurer`, so laid-out text fits its frame exactly.
extension CairoCanvas {
    public struct FontMetrics {
    public     var ascent: CGFloat
    public     var descent: CGFloat
    public     var lineHeight: CGFloat { (ascent + descent).rounded(.up) }
    }

    /// `italic`: the glyphs slanted by `italicSlant` (x moves by that much of the height
    /// above the baseline), a shear of the font matrix, which leaves every advance as it is.
    public func setFont(size: CGFloat, bold: Bool = false, italic: Bool = false) {
        let face = bold ? boldFont : regularFont
        cairo_set_font_face(cr, face.cairoFace)
        guard italic else { return cairo_set_font_size(cr, Double(size)) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, Double(size), 0, -Self.italicSlant * Double(size), Double(size), 0, 0)
        cairo_set_font_matrix(cr, &matrix)
    }

    /// The slant of synthesized italic: tan 11.3°, about DejaVu Sans Oblique's.
    public static let italicSlant = 0.2

    /// The advance of `text`, its emoji measured in the emoji font (`CairoCanvas+Emoji`).
    public func textWidth(_ text: String) -> CGFloat {
        guard let runs = emojiRuns(text) else { return plainTextWidth(text) }
        return width(of: runs)
    }

    /// The advance of `text` all in the current face.
    func plainTextWidth(_ text: String) -> CGFloat {
        withDrawableFont { factor in
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, text, &extents)
            return CGFloat(extents.x_advance * factor)
        }
    }

    public var fontMetrics: FontMetrics {
        withDrawableFont { factor in
            var extents = cairo_font_extents_t()
            cairo_font_extents(cr, &extents)
            return FontMetrics(ascent: CGFloat(extents.ascent * factor), descent: CGFloat(extents.descent * factor))
        }
    }

    /// Draws one line with its baseline's left end at `origin`, its emoji in colour.
    public func showText(_ text: String, baseline origin: CGPoint, color: Color, alpha: Double = 1) {
        guard let runs = emojiRuns(text) else { return showPlainText(text, baseline: origin, color: color, alpha: alpha) }
        showRuns(runs, baseline: origin, color: color, alpha: alpha)
    }

    /// Draws one line all in the current face.
    func showPlainText(_ text: String, baseline origin: CGPoint, color: Color, alpha: Double) {
        setColor(color, alpha: alpha)
        guard let factor = oversizedFontFactor else {
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            cairo_show_text(cr, text)
            cairo_new_path(cr)
            return
        }
        // Glyph outlines at a size FreeType draws, scaled up as a path: a 100-point label
        // under a 1000× scale effect is 100,000 pixels per em, past FreeType's 65,535.
        cairo_save(cr)
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        withDrawableFont { _ in
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            cairo_text_path(cr, text)
        }
        if let path = cairo_copy_path(cr) {
            cairo_new_path(cr)
            if let data = path.pointee.data {
                var index = 0
                while index < Int(path.pointee.num_data) {
                    let length = max(Int(data[index].header.length), 1)
                    for point in 1..<max(length, 1) {
                        data[index + point].point.x *= factor
                        data[index + point].point.y *= factor
                    }
                    index += length
                }
            }
            cairo_append_path(cr, path)
            cairo_path_destroy(path)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// The most pixels per em asked of FreeType, which fails past 65,535 ("error occurred
    /// in libfreetype"). Fonts are bounded at load, but scale effects and `--scale` multiply.
    static let largestPixelsPerEm = 16_384.0

    /// How many times the current font's device size exceeds `largestPixelsPerEm`; nil
    /// when FreeType can draw it as it is.
    private var oversizedFontFactor: Double? {
        var font = cairo_matrix_t(), ctm = cairo_matrix_t(), device = cairo_matrix_t()
        cairo_get_font_matrix(cr, &font)
        cairo_get_matrix(cr, &ctm)
        cairo_matrix_multiply(&device, &font, &ctm)
        let size = max(hypot(device.xx, device.yx), hypot(device.xy, device.yy))
        return size > Self.largestPixelsPerEm ? size / Self.largestPixelsPerEm : nil
    }

    /// Runs `body` with the font shrunk to a size FreeType draws, passing how much it was
    /// shrunk (1 when not at all), so measurements scale back up exactly: metrics are
    /// unhinted, hence linear in the size.
    func withDrawableFont<T>(_ body: (Double) -> T) -> T {
        guard let factor = oversizedFontFactor else { return body(1) }
        var font = cairo_matrix_t()
        cairo_get_font_matrix(cr, &font)
        var shrunk = font
        cairo_matrix_scale(&shrunk, 1 / factor, 1 / factor)
        cairo_set_font_matrix(cr, &shrunk)
        defer { cairo_set_font_matrix(cr, &font) }
        return body(factor)
    }

    /// `text` cut to `width` in the current font, at a word with "…" (`HeadingPainter.fitted`):
    /// how a heading, a panel's value or a long control title is kept on its line.
    public func fitted(_ text: String, width: CGFloat) -> String {
        HeadingPainter.fitted(text, width: width, canvas: self)
    }

    /// One line centred in `rect` both ways (labels, captions), `tracking` points after each
    /// character (`TextFit.tracking`).
    public func showText(_ text: String, centeredIn rect: CGRect, color: Color, alpha: Double = 1, tracking: CGFloat = 0) {
        let metrics = fontMetrics
        let x = rect.midX - trackedWidth(text, tracking: tracking) / 2
        let y = rect.midY + (metrics.ascent - metrics.descent) / 2
        showText(text, baseline: CGPoint(x: x, y: y), tracking: tracking, color: color, alpha: alpha)
    }

    /// The width `TextLayout` gives a line with `tracking`: its advance and the spacing after
    /// each character.
    func trackedWidth(_ text: String, tracking: CGFloat) -> CGFloat {
        textWidth(text) + tracking * CGFloat(text.count)
    }

    /// One line with `tracking` points after each character: Cairo has no letter spacing, so
    /// each character is drawn where the line's prefix before it ends (its advance, pair
    /// kerning kept) plus the spacing of the characters before it.
    func showText(_ text: String, baseline origin: CGPoint, tracking: CGFloat, color: Color, alpha: Double) {
        guard tracking != 0 else { return showText(text, baseline: origin, color: color, alpha: alpha) }
        var prefix = ""
        for (index, character) in text.enumerated() {
            let x = origin.x + textWidth(prefix) + tracking * CGFloat(index)
            showText(String(character), baseline: CGPoint(x: x, y: origin.y), color: color, alpha: alpha)
            prefix.append(character)
        }
    }

    /// A `Text` view's content in its frame: the lines `TextLayout` gives for the frame's
    /// size, measured by the shared `CairoTextMeasurer` (the one layouts use), so the lines
    /// are the ones the layout sized. One whole line is centred; several, or one cut to "…"
    /// (`.lineLimit(1)`), are placed along the
    /// frame's width by `alignment`, the share of each line's spare width left before it
    /// (`.multilineTextAlignment`: 0 leading, SwiftUI's default, 0.5 centre, 1 trailing),
    /// the block centred vertically. The frame is offered a hundredth of a point more than
    /// its size: frames pass through sums and interpolation, and must not lose a line to rounding.
    /// `fit` is the text's line limit and minimum scale factor: a text the layout shrank is
    /// drawn at the size it was shrunk to (the font is set again, in `italic` if it was);
    /// its `lineSpacing` separates the lines, as the layout counted it.
    func showWrappedText(_ text: String, fontSize: CGFloat, in rect: CGRect, color: Color, alpha: Double = 1, bold: Bool = false,
                         alignment: CGFloat = 0, fit: TextFit = TextFit(), italic: Bool = false) {
        guard rect.width > 0, rect.height > 0, let measurer = bold ? CairoTextMeasurer.sharedBold : CairoTextMeasurer.shared
        else { return }
        let proposal = ProposedViewSize(width: rect.width + 0.01, height: rect.height + 0.01)
        let laidOut = TextLayout(measurer: measurer, fontSize: fontSize, fit: fit).lines(of: text, proposal: proposal)
        if laidOut.fontSize != fontSize { setFont(size: laidOut.fontSize, bold: bold, italic: italic) }
        let lines = laidOut.lines
        // A whole line fills its frame, so centring it is exact; a line cut to "…" is narrower
        // than its frame and sits where `alignment` puts it, leading by default, as SwiftUI's.
        if lines.count == 1, !laidOut.isTruncated {
            return showText(lines[0], centeredIn: rect, color: color, alpha: alpha, tracking: fit.tracking)
        }
        let metrics = fontMetrics
        var y = rect.midY - fit.height(ofLines: lines.count, lineHeight: metrics.lineHeight) / 2 + metrics.ascent
        for line in lines {
            let spare = alignment == 0 ? 0 : max(0, rect.width - trackedWidth(line, tracking: fit.tracking))
            showText(line, baseline: CGPoint(x: rect.minX + spare * alignment, y: y), tracking: fit.tracking, color: color, alpha: alpha)
            y += metrics.lineHeight + fit.lineSpacing
        }
    }
}

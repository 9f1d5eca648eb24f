import AnimSim
import CCairo
import Foundation

/// Text in DejaVu Sans, measured and drawn with the same face and options as
/// `CairoTextMeasurer`, so laid-out text fits its frame exactly.
extension CairoCanvas {
    struct FontMetrics {
        var ascent: CGFloat
        var descent: CGFloat
        var lineHeight: CGFloat { (ascent + descent).rounded(.up) }
    }

    func setFont(size: CGFloat, bold: Bool = false) {
        let face = bold ? boldFont : regularFont
        cairo_set_font_face(cr, face.cairoFace)
        cairo_set_font_size(cr, Double(size))
    }

    func textWidth(_ text: String) -> CGFloat {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return CGFloat(extents.x_advance)
    }

    var fontMetrics: FontMetrics {
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        return FontMetrics(ascent: CGFloat(extents.ascent), descent: CGFloat(extents.descent))
    }

    /// Draws one line with its baseline's left end at `origin`.
    func showText(_ text: String, baseline origin: CGPoint, color: Color, alpha: Double = 1) {
        setColor(color, alpha: alpha)
        cairo_move_to(cr, Double(origin.x), Double(origin.y))
        cairo_show_text(cr, text)
        cairo_new_path(cr)
    }

    /// One line centred in `rect` both ways (labels, captions).
    func showText(_ text: String, centeredIn rect: CGRect, color: Color, alpha: Double = 1) {
        let metrics = fontMetrics
        let x = rect.midX - textWidth(text) / 2
        let y = rect.midY + (metrics.ascent - metrics.descent) / 2
        showText(text, baseline: CGPoint(x: x, y: y), color: color, alpha: alpha)
    }

    /// A `Text` view's content in its frame: the lines `TextLayout` gives for the frame's
    /// size, measured by the shared `CairoTextMeasurer` (the one layouts use), so the lines
    /// are the ones the layout sized. One line is centred; several are leading-aligned like
    /// SwiftUI's default multiline alignment, the block centred vertically. The frame is
    /// offered a hundredth of a point more than its size: frames pass through sums and
    /// interpolation, and must not lose a line to rounding.
    func showWrappedText(_ text: String, fontSize: CGFloat, in rect: CGRect, color: Color, alpha: Double = 1) {
        guard rect.width > 0, rect.height > 0, let measurer = CairoTextMeasurer.shared else { return }
        let proposal = ProposedViewSize(width: rect.width + 0.01, height: rect.height + 0.01)
        let lines = TextLayout(measurer: measurer, fontSize: fontSize).lines(of: text, proposal: proposal).lines
        if lines.count == 1 { return showText(lines[0], centeredIn: rect, color: color, alpha: alpha) }
        let metrics = fontMetrics
        var y = rect.midY - CGFloat(lines.count) * metrics.lineHeight / 2 + metrics.ascent
        for line in lines {
            showText(line, baseline: CGPoint(x: rect.minX, y: y), color: color, alpha: alpha)
            y += metrics.lineHeight
        }
    }
}

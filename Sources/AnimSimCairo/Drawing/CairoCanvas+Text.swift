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

    /// A `Text` view's content in its frame: one centred line when it fits, otherwise lines
    /// wrapped at spaces the way `TextLayout` sized them, leading-aligned like SwiftUI's
    /// default multiline alignment, the block centred vertically.
    func showWrappedText(_ text: String, in rect: CGRect, color: Color, alpha: Double = 1) {
        let full = textWidth(text)
        guard full > rect.width + 0.5, text.contains(" ") else {
            return showText(text, centeredIn: rect, color: color, alpha: alpha)
        }
        let space = textWidth(" ")
        var lines: [String] = []
        var line = ""
        var lineWidth: CGFloat = 0
        for word in text.split(separator: " ").map(String.init) {
            let w = textWidth(word)
            if !line.isEmpty, lineWidth + space + w > rect.width + 0.5 {
                lines.append(line)
                (line, lineWidth) = (word, w)
            } else {
                line += (line.isEmpty ? "" : " ") + word
                lineWidth += (lineWidth > 0 ? space : 0) + w
            }
        }
        lines.append(line)
        let metrics = fontMetrics
        var y = rect.midY - CGFloat(lines.count) * metrics.lineHeight / 2 + metrics.ascent
        for line in lines {
            showText(line, baseline: CGPoint(x: rect.minX, y: y), color: color, alpha: alpha)
            y += metrics.lineHeight
        }
    }
}

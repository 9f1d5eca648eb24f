import AnimSimCore
import CCairo
import Foundation

/// Emoji in text, in colour: the runs `EmojiClusters` picks out are measured and drawn with
/// Noto Color Emoji at the text's size, the rest with the text's own face, each run starting
/// where the one before ends. `CairoTextMeasurer` adds the same advances, so a `Text` laid
/// out with it fits what is drawn here.
///
/// The glyphs are Noto's, not Apple's: an emoji advances Noto's 1.2477 em (its 136-pixel
/// bitmaps on a 109-pixel em), rises 0.9266 em and falls 0.2477 em, whatever Apple's are.
extension CairoCanvas {
    typealias TextRuns = [(text: String, isEmoji: Bool)]

    /// `text`'s runs when it has emoji this canvas draws in colour; nil when the text's face
    /// draws all of it (no emoji, or no emoji font on this machine: boxes, as before).
    func emojiRuns(_ text: String) -> TextRuns? {
        guard EmojiClusters.mayContainEmoji(text), emojiFont != nil else { return nil }
        let runs = EmojiClusters.runs(text)
        return runs.contains(where: \.isEmoji) ? runs : nil
    }

    func width(of runs: TextRuns) -> CGFloat {
        runs.reduce(0) { $0 + ($1.isEmoji ? emojiWidth($1.text) : plainTextWidth($1.text)) }
    }

    /// Draws `runs` left to right from `origin` on the baseline.
    func showRuns(_ runs: TextRuns, baseline origin: CGPoint, color: Color, alpha: Double) {
        var x = origin.x
        for run in runs {
            let start = CGPoint(x: x, y: origin.y)
            if run.isEmoji {
                showEmoji(run.text, baseline: start, alpha: alpha)
                x += emojiWidth(run.text)
            } else {
                showPlainText(run.text, baseline: start, color: color, alpha: alpha)
                x += plainTextWidth(run.text)
            }
        }
    }

    private func emojiWidth(_ text: String) -> CGFloat {
        withEmojiFace { factor in
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, text, &extents)
            return CGFloat(extents.x_advance * factor)
        }
    }

    /// Colour glyphs keep their own colours, as on a phone: the text's colour does not tint
    /// them, its opacity (`alpha`) fades them. They are drawn through a group so that fading
    /// does not depend on whether this Cairo applies the source's alpha to colour glyphs.
    private func showEmoji(_ text: String, baseline origin: CGPoint, alpha: Double) {
        cairo_save(cr)
        if alpha < 1 { cairo_push_group(cr) }
        cairo_set_source_rgb(cr, 0, 0, 0)
        withEmojiFace { factor in
            if factor == 1 {
                cairo_move_to(cr, Double(origin.x), Double(origin.y))
                cairo_show_text(cr, text)
                cairo_new_path(cr)
            } else {
                showEnlargedEmoji(text, baseline: origin, factor: factor)
            }
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        cairo_restore(cr)
    }

    /// Emoji past `largestPixelsPerEm` (a scale effect of 1000×): Cairo would transform the
    /// bitmaps to that size whole. They are drawn at the drawable size into a surface of
    /// their own, which is then painted enlarged `factor` times, so only the pixels in view
    /// are made. The bitmaps are 109 pixels per em, so nothing sharper is lost.
    private func showEnlargedEmoji(_ text: String, baseline origin: CGPoint, factor: Double) {
        var font = cairo_matrix_t()
        cairo_get_font_matrix(cr, &font)
        let em = 128.0
        var extents = cairo_text_extents_t(), fontExtents = cairo_font_extents_t()
        cairo_text_extents(cr, text, &extents)
        cairo_font_extents(cr, &fontExtents)
        // Extents at the shrunk size, in the shrunk font's units: convert to `em` pixels.
        let scale = em / font.yy
        let width = Int((extents.x_advance * scale).rounded(.up)) + 1
        let ascent = fontExtents.ascent * scale
        let height = Int((ascent + fontExtents.descent * scale).rounded(.up)) + 1
        guard width > 1, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(surface) }
        let glyphs = cairo_create(surface)!
        cairo_set_font_face(glyphs, cairo_get_font_face(cr))
        cairo_set_font_options(glyphs, emojiFont?.options)
        cairo_set_font_size(glyphs, em)
        cairo_move_to(glyphs, 0, ascent)
        cairo_show_text(glyphs, text)
        cairo_destroy(glyphs)
        // `em` pixels become the full size: the shrunk em times `factor`, in user space.
        let size = font.yy * factor
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        cairo_scale(cr, size / em, size / em)
        cairo_set_source_surface(cr, surface, 0, -ascent)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }

    /// Runs `body` with the emoji face at the current font's size (upright: synthesized
    /// italic shears DejaVu, not the emoji, as a phone does), shrunk as `withDrawableFont`
    /// shrinks text past what FreeType draws; the text's face and matrix come back after.
    private func withEmojiFace<T>(_ body: (Double) -> T) -> T {
        var saved = cairo_matrix_t()
        cairo_get_font_matrix(cr, &saved)
        let face = cairo_font_face_reference(cairo_get_font_face(cr))
        defer {
            cairo_set_font_face(cr, face)
            cairo_font_face_destroy(face)
            cairo_set_font_matrix(cr, &saved)
        }
        if let emojiFont { cairo_set_font_face(cr, emojiFont.cairoFace) }
        var upright = cairo_matrix_t()
        cairo_matrix_init_scale(&upright, saved.yy, saved.yy)
        cairo_set_font_matrix(cr, &upright)
        return withDrawableFont(body)
    }
}

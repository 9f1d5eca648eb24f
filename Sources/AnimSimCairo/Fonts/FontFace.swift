import CCairo
import Foundation

/// One DejaVu Sans face (or Noto Color Emoji, for emoji) loaded through FreeType and
/// wrapped as a Cairo font face.
///
/// Loading the file ourselves (instead of Cairo's toy "sans-serif" lookup through
/// fontconfig) pins the exact font on every machine, and fixed font options (grey
/// anti-aliasing, no hinting, unhinted metrics) make glyph outlines and advances independent
/// of the output scale: the same frame renders to the same bytes, and a label measured at
/// 1× is exactly half as wide as at 2×.
///
/// Not thread-safe: FreeType faces must not be used from two threads at once. `FontPool`
/// hands each thread its own.
final class FontFace {
    enum Weight: String, Sendable, CaseIterable {
        case regular = "DejaVuSans.ttf"
        case bold = "DejaVuSans-Bold.ttf"
        /// Noto Color Emoji (colour bitmaps, CBDT), for the emoji in either weight's text
        /// (`EmojiClusters`); optional: without it emoji draw as DejaVu's boxes, as before.
        case emoji = "NotoColorEmoji.ttf"

        var path: String {
            self == .emoji ? FontFace.emojiPath : FontFace.directory + "/" + rawValue
        }
    }

    let weight: Weight
    /// `cairo_font_face_t *`, owning the FreeType library and face (see `init`).
    let cairoFace: OpaquePointer
    /// `cairo_font_options_t *` applied wherever the face is used.
    let options: OpaquePointer

    /// The directory holding the DejaVu files: `ANIMSIM_FONT_DIR` or Debian's location.
    static var directory: String {
        ProcessInfo.processInfo.environment["ANIMSIM_FONT_DIR"] ?? "/usr/share/fonts/truetype/dejavu"
    }

    /// Noto Color Emoji: `ANIMSIM_EMOJI_FONT` (empty: draw no colour emoji) or where the
    /// Debian package fonts-noto-color-emoji installs it.
    static var emojiPath: String {
        ProcessInfo.processInfo.environment["ANIMSIM_EMOJI_FONT"] ?? "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    }

    /// Whether emoji are drawn in colour on this machine, decided once per process so that
    /// measuring and drawing always agree.
    static let hasEmoji = !emojiPath.isEmpty && FileManager.default.isReadableFile(atPath: emojiPath)

    /// Cairo identifies user data by the key's address; one process-wide key, never freed.
    nonisolated(unsafe) private static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    init(_ weight: Weight) throws {
        self.weight = weight
        let path = weight.path
        guard weight != .emoji || Self.hasEmoji, FileManager.default.isReadableFile(atPath: path) else { throw RenderError.fontMissing(path: path) }

        // One FreeType library per face: FreeType libraries are not thread-safe either, and
        // this keeps faces fully independent.
        var library: FT_Library?
        var status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw RenderError.freetype(call: "FT_Init_FreeType", code: status) }
        var face: FT_Face?
        status = FT_New_Face(library, path, 0, &face)
        guard status == 0, let face else {
            FT_Done_FreeType(library)
            throw RenderError.freetype(call: "FT_New_Face(\(path))", code: status)
        }

        // The emoji font's glyphs are colour bitmaps, which FreeType loads only when asked.
        let loadFlags: Int32 = weight == .emoji ? 1 << 20 : 0  // FT_LOAD_COLOR
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, loadFlags) else {
            FT_Done_FreeType(library)
            throw RenderError.cairo(call: "cairo_ft_font_face_create_for_ft_face", status: "null")
        }
        // Cairo may keep the font face alive in its scaled-font caches after we release it,
        // so the FreeType objects must live exactly as long as the Cairo face: hand their
        // ownership to Cairo. FT_Done_FreeType also frees the face.
        let attached = cairo_font_face_set_user_data(cairoFace, Self.ownerKey, UnsafeMutableRawPointer(library)) { pointer in
            if let pointer { FT_Done_FreeType(OpaquePointer(pointer)) }
        }
        guard attached == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(cairoFace)
            FT_Done_FreeType(library)
            throw RenderError.cairo(call: "cairo_font_face_set_user_data", status: String(cString: cairo_status_to_string(attached)))
        }
        self.cairoFace = cairoFace

        let options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        self.options = options
    }

    deinit {
        cairo_font_options_destroy(options)
        cairo_font_face_destroy(cairoFace)
    }

    /// A scaled font at `size` points in user space; the caller destroys it.
    func makeScaledFont(size: CGFloat) -> OpaquePointer {
        var fontMatrix = cairo_matrix_t()
        var ctm = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, Double(size), Double(size))
        cairo_matrix_init_identity(&ctm)
        return cairo_scaled_font_create(cairoFace, &fontMatrix, &ctm, options)
    }
}

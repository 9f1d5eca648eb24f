import AnimSim
import CCairo
import Foundation

/// Text widths from DejaVu Sans's real advances, for the layout engine.
///
/// Uses the same face and font options as the painter, so a `Text` laid out with this
/// measurer fits its drawn glyphs exactly. Advances are unhinted, hence independent of the
/// output scale. Thread-safe: the measurer owns its face and serialises access with a lock;
/// answers are cached because layouts ask about the same strings on every frame.
public final class CairoTextMeasurer: TextMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private let face: FontFace
    private var scaledFonts: [CGFloat: OpaquePointer] = [:]
    private var widths: [WidthKey: CGFloat] = [:]

    private struct WidthKey: Hashable {
        var text: String
        var fontSize: CGFloat
    }

    /// One measurer for the whole process: the painter wraps with it, and layouts that
    /// share it share its cache. nil only when the bundled font cannot be loaded.
    public static let shared: CairoTextMeasurer? = try? CairoTextMeasurer()

    public init() throws {
        face = try FontFace(.regular)
    }

    deinit {
        for font in scaledFonts.values { cairo_scaled_font_destroy(font) }
    }

    public func width(of text: String, fontSize: CGFloat) -> CGFloat {
        let key = WidthKey(text: text, fontSize: fontSize)
        lock.lock()
        defer { lock.unlock() }
        if let known = widths[key] { return known }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaledFont(fontSize), text, &extents)
        let width = CGFloat(extents.x_advance)
        if widths.count > 50_000 { widths.removeAll(keepingCapacity: true) }
        widths[key] = width
        return width
    }

    /// Ascent plus descent, rounded up to whole points like the fixed-advance measurer.
    public func lineHeight(fontSize: CGFloat) -> CGFloat {
        lock.lock()
        defer { lock.unlock() }
        var extents = cairo_font_extents_t()
        cairo_scaled_font_extents(scaledFont(fontSize), &extents)
        return CGFloat(extents.ascent + extents.descent).rounded(.up)
    }

    /// Called with the lock held.
    private func scaledFont(_ size: CGFloat) -> OpaquePointer {
        if let font = scaledFonts[size] { return font }
        let font = face.makeScaledFont(size: size)
        scaledFonts[size] = font
        return font
    }
}

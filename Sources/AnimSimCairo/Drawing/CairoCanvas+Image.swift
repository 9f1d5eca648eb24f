import CCairo
import Foundation

/// Drawing an existing `PixelBuffer` (contact-sheet thumbnails), scaled into a rect.
extension CairoCanvas {
    /// Paints `image` stretched into `rect` (user space) with Cairo's good filter, which
    /// averages properly when shrinking (thumbnails stay smooth, not aliased).
    public func draw(_ image: PixelBuffer, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0 else { return }
        // Cairo needs its own row alignment; our buffers come from Cairo or are packed
        // (width × 4, always valid for ARGB32), so the check is a guard, not a conversion.
        let source = image.stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
            ? image : image.packed
        var bytes = source.bytes
        bytes.withUnsafeMutableBufferPointer { pixels in
            let surface = cairo_image_surface_create_for_data(pixels.baseAddress, CAIRO_FORMAT_ARGB32,
                                                              Int32(source.width), Int32(source.height), Int32(source.stride))!
            defer {
                // Finish before the bytes go away: Cairo must not touch them afterwards.
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            withState {
                translate(rect.minX, rect.minY)
                cairo_scale(cr, Double(rect.width) / Double(source.width), Double(rect.height) / Double(source.height))
                cairo_set_source_surface(cr, surface, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_rectangle(cr, 0, 0, Double(source.width), Double(source.height))
                cairo_fill(cr)
            }
        }
    }
}

import AnimSimCore
import CCairo
import Foundation

/// Visual filters (design doc V2, V5): the content is drawn into a group clipped to
/// `bounds`, its pixels filtered (innermost filter first), and the group composited back.
/// Colour matrices act on unpremultiplied gamma-encoded sRGB, clamped to [0, 1] after each
/// filter (V5's choice); the blur is a Gaussian (σ = radius in points, V2's choice) on
/// premultiplied pixels, separable, within 5/255 of the exact one (`FilterImage`, `GaussianLine`).
extension CairoCanvas {
    /// `blend`: how the filtered group is composited onto what is beneath it (a layer's blend
    /// mode, which must meet the backdrop after the filters, not the group's empty inside).
    func withFilters(_ filters: [VisualFilter], bounds: CGRect, blend: BlendMode = .normal, _ body: () -> Void) {
        withState {
            clip(to: bounds)
            cairo_push_group(cr)
            body()
            guard let pattern = cairo_pop_group(cr) else { return }
            defer { cairo_pattern_destroy(pattern) }
            var surface: OpaquePointer?
            if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
               cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
                cairo_surface_flush(surface)
                let ctm = deviceMatrix
                let pixelsPerPoint = Double(abs(ctm.m11 * ctm.m22 - ctm.m12 * ctm.m21).squareRoot())
                if var image = FilterImage(surface) {
                    for filter in filters.reversed() {
                        if let matrix = filter.colorMatrix {
                            image.apply(matrix)
                        } else {
                            image.blur(sigma: (filter.values.first ?? 0) * pixelsPerPoint)
                        }
                    }
                    cairo_surface_mark_dirty(surface)
                }
            }
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, blend.cairoOperator)
            cairo_paint(cr)
        }
    }
}

import AnimSimCore
import CCairo
import Foundation

/// Layers for the compositing effects (`Compositing`): a subtree drawn into a Cairo group
/// and popped as a pattern, masked by another layer's alpha, shadowed, and painted with a
/// blend mode's operator.
extension CairoCanvas {
    /// What `body` draws, as a pattern the caller destroys; nil when Cairo has none.
    func layer(_ body: () -> Void) -> OpaquePointer? {
        cairo_push_group(cr)
        body()
        return cairo_pop_group(cr)
    }

    /// `content` where `mask` has alpha, in proportion to it: `mask(_:)` and `clipShape`.
    func masked(_ content: OpaquePointer, by mask: OpaquePointer) -> OpaquePointer? {
        layer {
            cairo_set_source(cr, content)
            cairo_mask(cr, mask)
        }
    }

    /// V3's shadow of `content`: its alpha tinted with `color`, moved by `offset` (user
    /// space), blurred by a Gaussian of σ = `sigma` points (V2's mapping), painted at `alpha`.
    func paintShadow(of content: OpaquePointer, color: Color, offset: CGSize, sigma: Double, alpha: Double) {
        guard let shadow = layer({
            cairo_save(cr)
            cairo_translate(cr, Double(offset.width), Double(offset.height))
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, min(max(color.opacity, 0), 1))
            cairo_mask(cr, content)
            cairo_restore(cr)
        }) else { return }
        defer { cairo_pattern_destroy(shadow) }
        var surface: OpaquePointer?
        if sigma > 0, cairo_pattern_get_surface(shadow, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            cairo_surface_flush(surface)
            let ctm = deviceMatrix
            let pixelsPerPoint = Double(abs(ctm.m11 * ctm.m22 - ctm.m12 * ctm.m21).squareRoot())
            if var image = FilterImage(surface) {
                image.blur(sigma: sigma * pixelsPerPoint)
                cairo_surface_mark_dirty(surface)
            }
        }
        cairo_set_source(cr, shadow)
        cairo_paint_with_alpha(cr, alpha)
    }

    /// Paints a layer at `alpha` onto what is beneath it, combined by `blend`.
    func paint(layer: OpaquePointer, alpha: Double, blend: BlendMode) {
        cairo_save(cr)
        cairo_set_operator(cr, blend.cairoOperator)
        cairo_set_source(cr, layer)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }
}

extension BlendMode {
    /// The Cairo operator that draws it: exact for all but `plusDarker` (`BlendMode.isExact`),
    /// which Cairo lacks (no saturating subtraction) and which is drawn as `multiply`.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

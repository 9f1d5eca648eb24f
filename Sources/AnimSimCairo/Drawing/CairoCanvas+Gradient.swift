import AnimSimCore
import CCairo
import Foundation

/// A gradient that paints instead of the colour of every fill, stroke and text operation
/// while it is set (`beginGradient`): how one `DisplayItem.gradient` reaches the fill of a
/// shape, a stroked outline or a text drawn by code that only knows colours.
struct GradientSource {
    let paint: GradientPaint
    /// The filled shape's bounding rect (the item's frame), in `space`.
    let rect: CGRect
    /// The user space the rect is in: the CTM when the gradient was set. A pattern made at
    /// any later CTM (an outline's translation) is mapped back to it.
    let space: cairo_matrix_t
}

extension CairoCanvas {
    /// From here to `endGradient`, paint with `paint` (nil: with colours), resolved in `rect`
    /// of the current user space.
    func beginGradient(_ paint: GradientPaint?, in rect: CGRect) {
        guard let paint else { return gradientSource = nil }
        var space = cairo_matrix_t()
        cairo_get_matrix(cr, &space)
        gradientSource = GradientSource(paint: paint, rect: rect, space: space)
    }

    func endGradient() { gradientSource = nil }

    /// Sets `source`'s gradient as Cairo's source, every stop's alpha times `alpha`. False
    /// when it cannot be drawn (a rect without area, a singular space); the caller then
    /// uses the colour.
    func setGradient(_ source: GradientSource, alpha: Double) -> Bool {
        let rect = source.rect
        guard rect.width > 0, rect.height > 0 else { return false }
        var current = cairo_matrix_t(), back = source.space
        cairo_get_matrix(cr, &current)
        guard cairo_matrix_invert(&back) == CAIRO_STATUS_SUCCESS else { return false }
        // User space now → device → the space the rect is in.
        var toSpace = cairo_matrix_t()
        cairo_matrix_multiply(&toSpace, &current, &back)
        let paint = source.paint
        if paint.kind == .elliptical {
            // Its unit circle is stretched to the rect in the pattern's matrix.
            var unit = cairo_matrix_t(), scale = cairo_matrix_t(), combined = cairo_matrix_t()
            cairo_matrix_init_translate(&unit, -Double(rect.minX), -Double(rect.minY))
            cairo_matrix_init_scale(&scale, 1 / Double(rect.width), 1 / Double(rect.height))
            cairo_matrix_multiply(&combined, &unit, &scale)
            let spaceMatrix = toSpace
            cairo_matrix_multiply(&toSpace, [spaceMatrix], &combined)
        }
        let pattern = gradientPatterns.pattern(paint, in: rect, alpha: alpha) { Self.makePattern(paint, in: rect, alpha: alpha) }
        cairo_pattern_set_matrix(pattern, &toSpace)
        cairo_set_source(cr, pattern)
        return true
    }

    /// A new pattern for `paint` in `rect`, every stop's alpha times `alpha`, without its
    /// matrix (`setGradient` sets it at each use).
    private static func makePattern(_ paint: GradientPaint, in rect: CGRect, alpha: Double) -> OpaquePointer {
        let pattern: OpaquePointer
        switch paint.kind {
        case .linear:
            let (start, end) = paint.linearPoints(in: rect)
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
        case .radial:
            let (center, r0, r1) = paint.radialCircle(in: rect)
            pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(max(r0, 0)),
                                                  Double(center.x), Double(center.y), Double(max(r1, 0)))
        case .elliptical:
            // A circle in the unit square, stretched to the rect (R1).
            let g = paint.geometry
            pattern = cairo_pattern_create_radial(g[0], g[1], max(g[2], 0), g[0], g[1], max(g[3], 0))
        case .angular:
            pattern = AngularMesh(paint: paint, rect: rect).pattern(alpha: alpha)
        case .mesh:
            pattern = GridMesh(paint: paint, rect: rect).pattern(alpha: alpha)
        }
        if paint.kind != .angular && paint.kind != .mesh {
            for stop in paint.renderedStops {
                let c = stop.color
                cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.opacity * alpha)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        return pattern
    }
}

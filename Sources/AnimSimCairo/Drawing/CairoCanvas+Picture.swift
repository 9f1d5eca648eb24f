import AnimSimCore
import CCairo
import Foundation

/// Painting a view's picture (`DrawnImage`) into its frame, as SwiftUI draws an `Image`:
/// stretched to the frame, or with cap insets (the edges at their size, the middle stretched:
/// nine slices), or tiled at its natural size; sampled with the filter its interpolation
/// names; a template image paints its alpha in its tint.
extension CairoCanvas {
    public func draw(_ image: DrawnImage, pixels: PixelBuffer, in rect: CGRect, alpha: Double) {
        guard rect.width > 0, rect.height > 0, pixels.width > 0, pixels.height > 0, image.scale > 0 else { return }
        pixels.bytes.withUnsafeBufferPointer { bytes in
            // A source surface only: Cairo reads these bytes and never writes them.
            let surface = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: bytes.baseAddress), CAIRO_FORMAT_ARGB32,
                                                              Int32(pixels.width), Int32(pixels.height), Int32(pixels.stride))!
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            let whole = CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height)
            if image.tiles {
                paintSlice(surface, whole, into: rect, image, alpha: alpha, tiledAt: image.scale)
            } else if image.capInsets == EdgeInsets() {
                paintSlice(surface, whole, into: rect, image, alpha: alpha)
            } else {
                for (source, target) in NineSlices.slices(of: whole, insets: image.capInsets, scale: image.scale, into: rect) {
                    paintSlice(surface, source, into: target, image, alpha: alpha)
                }
            }
        }
    }

    /// Clips to the current path (a shape added with `addShape`).
    func clipToPath() { cairo_clip(cr) }

    /// `source` (pixels of `surface`) stretched onto `target` (user space), or, with `tiledAt`,
    /// repeated from the target's origin at that many pixels per point.
    private func paintSlice(_ surface: OpaquePointer, _ source: CGRect, into target: CGRect, _ image: DrawnImage, alpha: Double,
                            tiledAt tileScale: CGFloat? = nil) {
        let part = cairo_surface_create_for_rectangle(surface, Double(source.minX), Double(source.minY),
                                                      Double(source.width), Double(source.height))!
        let pattern = cairo_pattern_create_for_surface(part)!
        defer {
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(part)
        }
        var matrix = cairo_matrix_t()
        if let tileScale {
            cairo_matrix_init_scale(&matrix, Double(tileScale), Double(tileScale))
        } else {
            cairo_matrix_init_scale(&matrix, Double(source.width / target.width), Double(source.height / target.height))
        }
        cairo_matrix_translate(&matrix, -Double(target.minX), -Double(target.minY))
        cairo_pattern_set_matrix(pattern, &matrix)
        // Padding repeats the edge pixels outward, so a stretched edge is not blended with
        // the transparency around the picture.
        cairo_pattern_set_extend(pattern, tileScale == nil ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, Self.filter(image.interpolation))
        withState {
            cairo_rectangle(cr, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
            cairo_clip(cr)
            if let tint = image.tint {
                setColor(tint, alpha: alpha)
                cairo_mask(cr, pattern)
            } else {
                cairo_set_source(cr, pattern)
                cairo_paint_with_alpha(cr, alpha)
            }
        }
    }

    /// SwiftUI's interpolation as Cairo's filter: `.none` the nearest pixel, `.low` and
    /// `.medium` bilinear, `.high` Cairo's good filter (which also averages when shrinking).
    static func filter(_ interpolation: DrawnImage.Interpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low, .medium: CAIRO_FILTER_BILINEAR
        case .high: CAIRO_FILTER_GOOD
        }
    }
}

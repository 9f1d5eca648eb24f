import AnimSimCore
import CCairo
import Foundation

/// Visual filters (design doc V2, V5): the content is drawn into a group clipped to
/// `bounds`, its pixels filtered (innermost filter first), and the group composited back.
/// Colour matrices act on unpremultiplied gamma-encoded sRGB, clamped to [0, 1] after each
/// filter (V5's choice); the blur is a true Gaussian (σ = radius in points, V2's choice) on
/// premultiplied pixels, run as two separable passes.
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
                var image = FilterImage(surface)
                for filter in filters.reversed() {
                    if let matrix = filter.colorMatrix {
                        image.apply(matrix)
                    } else {
                        image.blur(sigma: (filter.values.first ?? 0) * pixelsPerPoint)
                    }
                }
                cairo_surface_mark_dirty(surface)
            }
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, blend.cairoOperator)
            cairo_paint(cr)
        }
    }
}

/// An ARGB32 image surface's pixels, premultiplied, native-endian (a in the top byte).
struct FilterImage {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int, height: Int, stride: Int

    init(_ surface: OpaquePointer) {
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface)) / 4
        pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
    }

    /// A 4×5 colour matrix on each pixel's unpremultiplied (r, g, b, a, 1).
    mutating func apply(_ m: [[Double]]) {
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * stride + x]
                let a = Double(p >> 24) / 255
                guard a > 0 || m[3][4] > 0 else { continue }
                let inverse = a > 0 ? 1 / a : 0
                let c = [Double((p >> 16) & 0xff) / 255 * inverse, Double((p >> 8) & 0xff) / 255 * inverse,
                         Double(p & 0xff) / 255 * inverse, a, 1]
                var out = [0.0, 0.0, 0.0, 0.0]
                for i in 0..<4 {
                    var v = 0.0
                    for j in 0..<5 { v += m[i][j] * c[j] }
                    out[i] = min(max(v, 0), 1)
                }
                let alpha = out[3]
                func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
                pixels[y * stride + x] = byte(alpha) << 24 | byte(out[0] * alpha) << 16 | byte(out[1] * alpha) << 8 | byte(out[2] * alpha)
            }
        }
    }

    /// A Gaussian of standard deviation `sigma` pixels, cut at 3σ, horizontally then vertically.
    mutating func blur(sigma: Double) {
        guard sigma > 0.05, width > 0, height > 0 else { return }
        let reach = Int((3 * sigma).rounded(.up))
        var kernel = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var channels = [Double](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels[y * stride + x]
                for c in 0..<4 { channels[(y * width + x) * 4 + c] = Double((p >> UInt32(24 - 8 * c)) & 0xff) }
            }
        }
        var pass = [Double](repeating: 0, count: channels.count)
        for (dx, dy) in [(1, 0), (0, 1)] {
            for y in 0..<height {
                for x in 0..<width {
                    var sum = (0.0, 0.0, 0.0, 0.0)
                    for (k, weight) in kernel.enumerated() {
                        let sx = x + (k - reach) * dx, sy = y + (k - reach) * dy
                        guard sx >= 0, sx < width, sy >= 0, sy < height else { continue }
                        let i = (sy * width + sx) * 4
                        sum = (sum.0 + weight * channels[i], sum.1 + weight * channels[i + 1],
                               sum.2 + weight * channels[i + 2], sum.3 + weight * channels[i + 3])
                    }
                    let o = (y * width + x) * 4
                    (pass[o], pass[o + 1], pass[o + 2], pass[o + 3]) = sum
                }
            }
            swap(&channels, &pass)
        }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                func byte(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
                pixels[y * stride + x] = byte(channels[i]) << 24 | byte(channels[i + 1]) << 16 | byte(channels[i + 2]) << 8 | byte(channels[i + 3])
            }
        }
    }
}

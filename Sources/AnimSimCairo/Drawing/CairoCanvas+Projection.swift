import AnimSimCore
import CCairo
import CPixman
import Foundation

/// Drawing through a view's whole drawn transform. An affine one goes straight into Cairo's
/// matrix; a projective one (perspective: `rotation3DEffect`, `projectionEffect`) Cairo
/// cannot take, so the content is drawn flat into an offscreen image at device resolution
/// and composited through pixman, which Cairo draws with and which resamples through any
/// 3×3 matrix (given as the inverse: destination pixel → source pixel).
extension CairoCanvas {
    /// Appends `t` (row-vector: a point maps to (x, y, 1)·t) to the current matrix.
    func transform(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }

    /// The current user → device matrix, as a row-vector 3×3.
    var deviceMatrix: ProjectionTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return ProjectionTransform(rows: [CGFloat(m.xx), CGFloat(m.yx), 0, CGFloat(m.xy), CGFloat(m.yy), 0,
                                          CGFloat(m.x0), CGFloat(m.y0), 1])
    }

    /// Draws `body`, which draws in the coordinates of `bounds`, through the projective
    /// `toUser` (those coordinates → current user space). Nothing is drawn when any corner
    /// lies at or behind the eye, or the result would be empty.
    func drawProjected(_ toUser: ProjectionTransform, bounds: CGRect, _ body: (CairoCanvas) -> Void) {
        let device = toUser.concatenating(deviceMatrix)
        let ctm = deviceMatrix
        let k = max(abs(ctm.m11 * ctm.m22 - ctm.m12 * ctm.m21).squareRoot(), 0.01)
        let width = Int((bounds.width * k).rounded(.up)), height = Int((bounds.height * k).rounded(.up))
        let margin = Self.projectionMargin, padded = (width: width + 2 * margin, height: height + 2 * margin)
        guard width > 0, height > 0, width <= 8_192, height <= 8_192,
              let offscreen = try? CairoCanvas(width: padded.width, height: padded.height,
                                               regularFont: regularFont, boldFont: boldFont)
        else { return }
        offscreen.translate(CGFloat(margin), CGFloat(margin))
        offscreen.scale(k)
        offscreen.translate(-bounds.minX, -bounds.minY)
        body(offscreen)
        cairo_surface_flush(offscreen.surface)

        // Source pixel → device: undo the offscreen's scale and translation, then `device`.
        let target = cairo_get_group_target(cr)!
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let toSurface = ProjectionTransform(rows: [1 / k, 0, 0, 0, 1 / k, 0, bounds.minX, bounds.minY, 1])
            .concatenating(device).concatenating(.translation(CGFloat(offsetX), CGFloat(offsetY)))
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height), CGPoint(x: width, y: height)]
        let mapped = corners.map { $0.applying(toSurface) }
        guard mapped.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        // What pixman samples: the padded image, whose content starts `margin` pixels in.
        var inverse = ProjectionTransform.translation(-CGFloat(margin), -CGFloat(margin)).concatenating(toSurface)
        guard inverse.invert() else { return }
        cairo_surface_flush(target)
        guard let targetData = cairo_image_surface_get_data(target) else { return }
        let targetWidth = Int(cairo_image_surface_get_width(target)), targetHeight = Int(cairo_image_surface_get_height(target))
        // What the current clip allows, in surface pixels.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let clipCorners = [CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y1), CGPoint(x: x1, y: y2), CGPoint(x: x2, y: y2)]
            .map { $0.applying(ctm.concatenating(.translation(CGFloat(offsetX), CGFloat(offsetY)))) }
        // One pixel wider than the content's corners: the bilinear filter's soft edge.
        let minX = max(0, Int(max(mapped.map(\.x).min()! - 1, clipCorners.map(\.x).min()!).rounded(.down)))
        let minY = max(0, Int(max(mapped.map(\.y).min()! - 1, clipCorners.map(\.y).min()!).rounded(.down)))
        let maxX = min(targetWidth, Int(min(mapped.map(\.x).max()! + 1, clipCorners.map(\.x).max()!).rounded(.up)))
        let maxY = min(targetHeight, Int(min(mapped.map(\.y).max()! + 1, clipCorners.map(\.y).max()!).rounded(.up)))
        guard maxX > minX, maxY > minY else { return }

        let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(padded.width), Int32(padded.height),
                                              UnsafeMutableRawPointer(cairo_image_surface_get_data(offscreen.surface))?
                                                  .assumingMemoryBound(to: UInt32.self),
                                              cairo_image_surface_get_stride(offscreen.surface))
        let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(targetWidth), Int32(targetHeight),
                                                   UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self),
                                                   cairo_image_surface_get_stride(target))
        defer {
            if let source { pixman_image_unref(source) }
            if let destination { pixman_image_unref(destination) }
        }
        guard let source, let destination else { return }
        // pixman multiplies column vectors: its matrix is the transpose of ours. Scaled so
        // w is 1 at the middle of the area drawn: positive where the content is (an inverse
        // through a mirroring matrix has every sign flipped, which pixman would not sample)
        // and near 1, which keeps the 16.16 fixed-point entries precise.
        let middle = CGPoint(x: CGFloat(minX + maxX) / 2, y: CGFloat(minY + maxY) / 2)
        let w = inverse.m13 * middle.x + inverse.m23 * middle.y + inverse.m33
        guard abs(w) > 1e-12 else { return }
        let norm = w
        var f = pixman_f_transform()
        let rows = [[inverse.m11, inverse.m21, inverse.m31], [inverse.m12, inverse.m22, inverse.m32], [inverse.m13, inverse.m23, inverse.m33]]
        withUnsafeMutableBytes(of: &f.m) { raw in
            let m = raw.bindMemory(to: Double.self)
            for i in 0..<3 { for j in 0..<3 { m[i * 3 + j] = Double(rows[i][j] / norm) } }
        }
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &f) != 0 else { return }
        pixman_image_set_transform(source, &fixed)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        // Row by row, only where the sample lies inside the padded image (see `projectionMargin`).
        let sampled = CGSize(width: padded.width, height: padded.height)
        for row in minY..<maxY {
            guard let span = Self.sampledSpan(row: row, columns: minX..<maxX, matrix: rows, norm: norm, image: sampled)
            else { continue }
            pixman_image_composite32(PIXMAN_OP_OVER, source, nil, destination, Int32(span.lowerBound), Int32(row), 0, 0,
                                     Int32(span.lowerBound), Int32(row), Int32(span.count), 1)
        }
        cairo_surface_mark_dirty(target)
    }
}

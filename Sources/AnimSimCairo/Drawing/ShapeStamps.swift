import AnimSimCore
import CCairo
import Foundation

/// Small filled shapes, rasterised once and then stamped. Cairo's scan converter costs about
/// 5 µs per small rounded rectangle, whatever its size; compositing a ready coverage mask
/// costs under 1 µs. Scenes are mostly many equal shapes (a wheel of 1,000 squares), so a
/// pane of 1,000 views paints six times faster.
///
/// A stamp is the shape's coverage in device pixels, rasterised at the shape's position
/// rounded to 1/8 pixel, so a mask serves every position with the same fraction. Moving a
/// shape by under 1/16 pixel is invisible, and the result is still a pure function of the
/// display list: the same frame gives the same bytes, in exports, shards and the window.
final class ShapeStamps {
    /// Fractions of a pixel positions are rounded to.
    static let steps = 8.0
    /// Larger shapes gain little and their masks cost memory; they are filled as paths.
    static let largestSide = 96.0
    /// Farther than this from the origin a stamp's cell arithmetic loses its fraction (and
    /// at 1e308 overflows to a trap); such shapes are far off any canvas and go to the path fill.
    static let farthest = 1e7
    /// Stamps kept before the cache starts over (each a few hundred bytes).
    static let capacity = 4_096

    struct Key: Hashable {
        var kind: Int
        var corner: UInt64, width: UInt64, height: UInt64
        var fractionX: Int, fractionY: Int
    }

    private var masks: [Key: OpaquePointer] = [:]

    deinit { for mask in masks.values { cairo_surface_destroy(mask) } }

    /// Fills `shape` in `rect` (user space) if the canvas maps user space to device space by
    /// scale and translation only and the shape is small; false otherwise, for the caller to
    /// fill it as a path.
    func fill(_ shape: DisplayItem.Shape, in rect: CGRect, color: Color, alpha: Double, on cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        let (x, y) = (m.xx * Double(rect.minX) + m.x0, m.yy * Double(rect.minY) + m.y0)
        let (width, height) = (m.xx * Double(rect.width), m.yy * Double(rect.height))
        guard width > 0, height > 0, width <= Self.largestSide, height <= Self.largestSide,
              abs(x) <= Self.farthest, abs(y) <= Self.farthest,
              let (kind, corner) = Self.outline(of: shape, width: width, height: height, scale: m.xx) else { return false }
        let (cellX, cellY) = ((x * Self.steps).rounded(), (y * Self.steps).rounded())
        let (pixelX, pixelY) = ((cellX / Self.steps).rounded(.down), (cellY / Self.steps).rounded(.down))
        let key = Key(kind: kind, corner: corner.bitPattern, width: width.bitPattern, height: height.bitPattern,
                      fractionX: Int(cellX - pixelX * Self.steps), fractionY: Int(cellY - pixelY * Self.steps))
        guard let mask = masks[key] ?? makeMask(key, width: width, height: height, corner: corner) else { return false }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity * alpha)
        cairo_mask_surface(cr, mask, pixelX - 1, pixelY - 1)
        cairo_restore(cr)
        return true
    }

    /// 0 rectangle, 1 rounded (with its corner radius in device pixels), 2 circle.
    private static func outline(of shape: DisplayItem.Shape, width: Double, height: Double,
                                scale: Double) -> (kind: Int, corner: Double)? {
        switch shape {
        case .rectangle: (0, 0)
        case .roundedRectangle(let radius): (1, max(0, min(Double(radius) * scale, min(width, height) / 2)))
        case .capsule: (1, min(width, height) / 2)
        case .circle: (2, 0)
        case .text: nil
        }
    }

    /// The shape's coverage, drawn one pixel in from the mask's corner at the key's fraction.
    private func makeMask(_ key: Key, width: Double, height: Double, corner: Double) -> OpaquePointer? {
        if masks.count >= Self.capacity {
            for mask in masks.values { cairo_surface_destroy(mask) }
            masks.removeAll(keepingCapacity: true)
        }
        let (dx, dy) = (1 + Double(key.fractionX) / Self.steps, 1 + Double(key.fractionY) / Self.steps)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32((width + dx + 1).rounded(.up)),
                                                       Int32((height + dy + 1).rounded(.up))),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        let rect = CGRect(x: dx, y: dy, width: width, height: height)
        switch key.kind {
        case 0: CairoCanvas.addRect(rect, on: cr)
        case 1: CairoCanvas.addRoundedRect(rect, radius: corner, on: cr)
        default: CairoCanvas.addCircle(in: rect, on: cr)
        }
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        masks[key] = surface
        return surface
    }
}

/// Stamp caches lent to canvases, one per canvas at a time, so the pane painters of one
/// frame never share one (and each warms its own over the frames it paints).
final class ShapeStampPool: @unchecked Sendable {
    static let shared = ShapeStampPool()
    private let lock = NSLock()
    private var idle: [ShapeStamps] = []

    func checkOut() -> ShapeStamps { lock.withLock { idle.popLast() } ?? ShapeStamps() }
    func checkIn(_ stamps: ShapeStamps) { lock.withLock { if idle.count < 8 { idle.append(stamps) } } }
}

import AnimSimCore
import CCairo
import Foundation

/// Small shape outlines (a `Shape`'s path: polygons, trimmed and dashed rings), filled or
/// stroked once per position fraction and then stamped, as `ShapeStamps` does for the built-in
/// shapes. A list of equal shapes (`bench/shapes-100.yaml`: 100 polygons and 100 rings per
/// pane, each row one outline at every frame) was 100 scan conversions of the same outline a
/// frame; the dashed, round-capped rings alone took three quarters of a pane's painting, nearly
/// all of it Cairo's scan converter, whatever the shapes' equality.
///
/// An outline is rasterised as coverage in device pixels, with its origin rounded to 1/8 pixel
/// (`ShapeStamps.steps`), so one mask serves every shape of the same outline, operation, scale
/// and fraction. The same display list still gives the same bytes (exports, shards, window).
/// Outlines are compared, not hashed (`Path` is only `Equatable`); a pane's consecutive items
/// mostly share the newest group, and a canvas (one pane of one frame) meets few outlines.
final class OutlineStamps {
    enum Operation: Equatable {
        case fill(evenOdd: Bool)
        case stroke(LineStyle)
    }

    /// One outline drawn one way at one scale, and its masks by position fraction.
    private final class Group {
        let outline: AnimSimCore.Path
        let operation: Operation
        let xx: Double, yy: Double
        var masks: [Int: Mask] = [:]

        init(outline: AnimSimCore.Path, operation: Operation, xx: Double, yy: Double) {
            self.outline = outline
            self.operation = operation
            self.xx = xx
            self.yy = yy
        }

        deinit { for mask in masks.values { cairo_surface_destroy(mask.surface) } }
    }

    /// A mask and where its first pixel lies from the pixel the outline's origin falls in.
    private struct Mask {
        let surface: OpaquePointer
        let x: Int, y: Int
    }

    /// Groups kept before the oldest is dropped: a pane's distinct small outlines per frame.
    static let capacity = 16
    private var groups: [Group] = []
    /// Masks rasterised so far (tests: equal outlines at one fraction are rasterised once).
    private(set) var masksMade = 0

    /// Draws `outline` (user space) with `operation` in `color` if the user space maps to
    /// device space by scale and translation only and the outline's ink is small; false
    /// otherwise, for the caller to draw it as a path.
    func draw(_ outline: AnimSimCore.Path, _ operation: Operation, color: Color, alpha: Double, on cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0,
              abs(m.x0) <= ShapeStamps.farthest, abs(m.y0) <= ShapeStamps.farthest,
              let ink = Self.inkBounds(outline, operation) else { return false }
        let device = CGRect(x: ink.minX * m.xx, y: ink.minY * m.yy, width: ink.width * m.xx, height: ink.height * m.yy)
        guard device.width <= ShapeStamps.largestSide, device.height <= ShapeStamps.largestSide,
              abs(device.minX) <= ShapeStamps.farthest, abs(device.minY) <= ShapeStamps.farthest else { return false }
        let steps = ShapeStamps.steps
        let (cellX, cellY) = ((m.x0 * steps).rounded(), (m.y0 * steps).rounded())
        let (pixelX, pixelY) = ((cellX / steps).rounded(.down), (cellY / steps).rounded(.down))
        let (fractionX, fractionY) = (Int(cellX - pixelX * steps), Int(cellY - pixelY * steps))
        let group = group(outline, operation, xx: m.xx, yy: m.yy)
        let index = fractionX * Int(steps) + fractionY
        guard let mask = group.masks[index] ?? makeMask(group, device: device, fractionX: fractionX, fractionY: fractionY,
                                                        tolerance: cairo_get_tolerance(cr), antialias: cairo_get_antialias(cr))
        else { return false }
        group.masks[index] = mask
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity * alpha)
        cairo_mask_surface(cr, mask.surface, pixelX + Double(mask.x), pixelY + Double(mask.y))
        cairo_restore(cr)
        return true
    }

    private func group(_ outline: AnimSimCore.Path, _ operation: Operation, xx: Double, yy: Double) -> Group {
        // Newest first: consecutive items mostly share the last one.
        if let group = groups.last(where: { $0.xx == xx && $0.yy == yy && $0.operation == operation && $0.outline == outline }) {
            return group
        }
        if groups.count >= Self.capacity { groups.removeFirst() }
        let group = Group(outline: outline, operation: operation, xx: xx, yy: yy)
        groups.append(group)
        return group
    }

    /// Where the outline can leave ink, in its user space: its points' bounds (a Bézier curve
    /// stays inside its control points) widened by the stroke as far as a miter or square cap
    /// reaches. Nil for an empty or non-finite outline.
    static func inkBounds(_ outline: AnimSimCore.Path, _ operation: Operation) -> CGRect? {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in outline.elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        var margin: CGFloat = 0
        if case .stroke(let style) = operation {
            let reach = max(style.lineJoin == .miter ? max(style.miterLimit, 1) : 1, style.lineCap == .square ? 2.0.squareRoot() : 1)
            margin = style.lineWidth / 2 * reach
        }
        guard margin.isFinite, margin >= 0 else { return nil }
        return CGRect(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// The outline's coverage at the fraction, at least one clear pixel on every side.
    private func makeMask(_ group: Group, device: CGRect, fractionX: Int, fractionY: Int,
                          tolerance: Double, antialias: cairo_antialias_t) -> Mask? {
        let (x, y) = (Int(device.minX.rounded(.down)) - 1, Int(device.minY.rounded(.down)) - 1)
        let width = Int((device.maxX + 2).rounded(.up)) - x, height = Int((device.maxY + 2).rounded(.up)) - y
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, group.xx, 0, 0, group.yy,
                          Double(fractionX) / ShapeStamps.steps - Double(x), Double(fractionY) / ShapeStamps.steps - Double(y))
        cairo_set_matrix(cr, &m)
        cairo_set_tolerance(cr, tolerance)
        cairo_set_antialias(cr, antialias)
        CairoCanvas.addPath(group.outline, on: cr)
        switch group.operation {
        case .fill(let evenOdd):
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let style):
            CairoCanvas.setLineStyle(style, on: cr)
            cairo_stroke(cr)
        }
        cairo_surface_flush(surface)
        masksMade += 1
        return Mask(surface: surface, x: x, y: y)
    }
}

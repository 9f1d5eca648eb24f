import AnimSimCore
import CCairo
import Foundation

/// An angular (conic) gradient as a Cairo mesh pattern, which Cairo has no gradient for:
/// thin pie sectors about the centre, long enough to cover the rect, each with the
/// gradient's colours at its two edges (Cairo shades between them along the arc). The shown
/// part of the turn is cut into sectors of at most `sectorAngle`, so a perceptual gradient's
/// curve through sRGB is followed as closely as `renderedStops` follows it for linear ones;
/// a gap (a span under 2π, R1) is two flat sectors, the colour at location 1 then at 0.
struct AngularMesh {
    let paint: GradientPaint
    let rect: CGRect

    /// One degree: 360 sectors a turn, each shaded in a straight sRGB line between the exact
    /// colours at its edges (for a perceptual gradient, as finely as `renderedStops` cuts a
    /// segment when the gradient has few stops).
    static let sectorAngle = Double.pi / 180

    /// The sectors: start and end angle, and the colour at each.
    func sectors() -> [(a0: Double, a1: Double, c0: Color, c1: Color)] {
        let turn = 2 * Double.pi
        let g = paint.geometry
        var span = g[3] - g[2]
        if span == 0 { span = turn }
        let sign: Double = span < 0 ? -1 : 1
        let magnitude = abs(span), shown = min(magnitude, turn)
        // Where the shown part starts: its last complete turn when longer.
        let start = magnitude > turn ? g[3] - sign * turn : g[2]
        let offset = magnitude > turn ? (magnitude - turn) / magnitude : 0
        var out: [(Double, Double, Color, Color)] = []
        let count = max(1, Int((shown / Self.sectorAngle).rounded(.up)))
        for k in 0..<count {
            let t0 = Double(k) / Double(count), t1 = Double(k + 1) / Double(count)
            let l0 = offset + (1 - offset) * t0, l1 = offset + (1 - offset) * t1
            out.append((start + sign * shown * t0, start + sign * shown * t1, paint.color(at: l0), paint.color(at: l1)))
        }
        let gap = turn - shown
        if gap > 0 {
            let end = start + sign * shown, middle = end + sign * gap / 2, last = start + sign * turn
            for (a, b, color) in [(end, middle, paint.color(at: 1)), (middle, last, paint.color(at: 0))] {
                let pieces = max(1, Int((abs(b - a) / (Double.pi / 4)).rounded(.up)))
                for k in 0..<pieces {
                    out.append((a + (b - a) * Double(k) / Double(pieces), a + (b - a) * Double(k + 1) / Double(pieces), color, color))
                }
            }
        }
        return out
    }

    /// The mesh, in the rect's space, every colour's alpha times `alpha`.
    func pattern(alpha: Double) -> OpaquePointer {
        let center = paint.point(paint.geometry[0], paint.geometry[1], in: rect)
        let cx = Double(center.x), cy = Double(center.y)
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let radius = corners.map { hypot(Double($0.0) - cx, Double($0.1) - cy) }.max()! + 2
        let mesh = cairo_pattern_create_mesh()!
        func corner(_ index: UInt32, _ c: Color) {
            cairo_mesh_pattern_set_corner_color_rgba(mesh, index, c.red, c.green, c.blue, c.opacity * alpha)
        }
        for sector in sectors() {
            let (a0, a1) = (sector.a0, sector.a1)
            // A cubic through the arc: control points at 4/3·tan(δ/4) of the radius.
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
            let p0 = (cx + radius * cos(a0), cy + radius * sin(a0)), p1 = (cx + radius * cos(a1), cy + radius * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_curve_to(mesh, p0.0 - k * sin(a0), p0.1 + k * cos(a0),
                                        p1.0 + k * sin(a1), p1.1 - k * cos(a1), p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            corner(0, sector.c0)
            corner(1, sector.c0)
            corner(2, sector.c1)
            corner(3, sector.c1)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}

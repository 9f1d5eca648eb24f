import AnimSimCore
import CCairo
import Foundation

/// A `MeshGradient` as a Cairo mesh pattern: one Coons patch per cell of the grid, its four
/// sides the straight lines between neighbouring points and its corners their colours, so
/// Cairo blends each cell bilinearly between its corners (SwiftUI draws the sides as curves
/// through the points when `smoothsColors`; straight sides are AnimSim's approximation).
/// Points are unit points of `rect`, as SwiftUI's are of the view's bounds.
struct GridMesh {
    let paint: GradientPaint
    let rect: CGRect

    func pattern(alpha: Double) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        guard let grid = paint.meshGrid else { return mesh }
        let colors = paint.stops.map(\.color)
        func point(_ column: Int, _ row: Int) -> (Double, Double) {
            let p = grid.points[row * grid.width + column]
            return (Double(rect.minX + p.x * rect.width), Double(rect.minY + p.y * rect.height))
        }
        for row in 0..<(grid.height - 1) {
            for column in 0..<(grid.width - 1) {
                // Corners 0…3 clockwise on screen from the top-leading one.
                let corners = [(column, row), (column + 1, row), (column + 1, row + 1), (column, row + 1)]
                cairo_mesh_pattern_begin_patch(mesh)
                for (index, corner) in corners.enumerated() {
                    let (x, y) = point(corner.0, corner.1)
                    if index == 0 { cairo_mesh_pattern_move_to(mesh, x, y) } else { cairo_mesh_pattern_line_to(mesh, x, y) }
                }
                for (index, corner) in corners.enumerated() {
                    let c = colors[corner.1 * grid.width + corner.0]
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(index), c.red, c.green, c.blue, c.opacity * alpha)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
        }
        return mesh
    }
}

import AnimSimCore
import CCairo
import Foundation

/// Path construction for SwiftUI's shapes, in the canvas's current user space.
extension CairoCanvas {
    public func newPath() { cairo_new_path(cr) }

    public func addRect(_ rect: CGRect) { Self.addRect(rect, on: cr) }

    /// Circular corners; the radius is clamped to half the shorter side as SwiftUI does.
    public func addRoundedRect(_ rect: CGRect, radius: CGFloat) { Self.addRoundedRect(rect, radius: radius, on: cr) }

    /// A circle inscribed in the rect, centred, like SwiftUI's `Circle`.
    public func addCircle(in rect: CGRect) { Self.addCircle(in: rect, on: cr) }

    /// Fills a shape, stamping it from `ShapeStamps` when it is small and unrotated.
    func fillShape(_ shape: DisplayItem.Shape, in rect: CGRect, color: Color, alpha: Double) {
        guard gradientSource != nil || !stamps.fill(shape, in: rect, color: color, alpha: alpha, on: cr) else { return }
        newPath()
        addShape(shape, in: rect)
        fill(color, alpha: alpha)
    }

    // The outlines on any context, so `ShapeStamps` draws exactly the canvas's shapes.

    static func addRect(_ rect: CGRect, on cr: OpaquePointer) {
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }

    static func addRoundedRect(_ rect: CGRect, radius: CGFloat, on cr: OpaquePointer) {
        let r = Double(max(0, min(radius, min(rect.width, rect.height) / 2)))
        guard r > 0 else { return addRect(rect, on: cr) }
        let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - r, y0 + r, r, -.pi / 2, 0)
        cairo_arc(cr, x1 - r, y1 - r, r, 0, .pi / 2)
        cairo_arc(cr, x0 + r, y1 - r, r, .pi / 2, .pi)
        cairo_arc(cr, x0 + r, y0 + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    static func addCircle(in rect: CGRect, on cr: OpaquePointer) {
        let r = Double(min(rect.width, rect.height) / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, Double(rect.midX), Double(rect.midY), r, 0, 2 * .pi)
        cairo_close_path(cr)
    }

    public func addCircle(center: CGPoint, radius: CGFloat) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), 0, 2 * .pi)
        cairo_close_path(cr)
    }

    /// The outline of a drawable shape; text has none (it is drawn as glyphs).
    func addShape(_ shape: DisplayItem.Shape, in rect: CGRect) {
        switch shape {
        case .rectangle: addRect(rect)
        case .roundedRectangle(let radius): addRoundedRect(rect, radius: radius)
        case .circle: addCircle(in: rect)
        case .capsule: addRoundedRect(rect, radius: min(rect.width, rect.height) / 2)
        case .text: break
        }
    }

    func addPolyline(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        cairo_move_to(cr, Double(first.x), Double(first.y))
        for point in points.dropFirst() { cairo_line_to(cr, Double(point.x), Double(point.y)) }
    }

    func addPath(_ path: AnimSimCore.Path) { Self.addPath(path, on: cr) }

    static func addPath(_ path: AnimSimCore.Path, on cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    func moveTo(_ p: CGPoint) { cairo_move_to(cr, Double(p.x), Double(p.y)) }
    func lineTo(_ p: CGPoint) { cairo_line_to(cr, Double(p.x), Double(p.y)) }
    func closePath() { cairo_close_path(cr) }
}

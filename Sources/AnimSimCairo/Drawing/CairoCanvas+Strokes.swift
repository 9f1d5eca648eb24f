import AnimSimCore
import CCairo
import Foundation

/// Any path with every field of SwiftUI's `StrokeStyle` (caps, joins, miter limit, dashes
/// and their phase), and fills by either rule: what a shape's outline needs.
extension CairoCanvas {
    /// Strokes the current path with the whole line style.
    func stroke(_ color: Color, style: LineStyle, alpha: Double = 1) {
        setColor(color, alpha: alpha)
        Self.setLineStyle(style, on: cr)
        cairo_stroke(cr)
    }

    /// Sets every field of `style` on any context, so `OutlineStamps` strokes as the canvas does.
    static func setLineStyle(_ style: LineStyle, on cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        let cap = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_cap(cr, cap)
        cairo_set_line_join(cr, join)
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        let lengths = style.dash.map(Double.init).filter { $0 >= 0 }
        if lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, lengths, Int32(lengths.count), Double(style.dashPhase))
        }
    }

    /// Strokes or fills `outline` (user space) in a colour, stamped by `OutlineStamps` when
    /// it is small and unrotated, else as a path. A gradient always paints the path.
    func draw(_ outline: AnimSimCore.Path, _ operation: OutlineStamps.Operation, color: Color, alpha: Double) {
        guard gradientSource != nil || !outlineStamps.draw(outline, operation, color: color, alpha: alpha, on: cr) else { return }
        newPath()
        addPath(outline)
        switch operation {
        case .fill(let evenOdd): fill(color, eoFill: evenOdd, alpha: alpha)
        case .stroke(let style): stroke(color, style: style, alpha: alpha)
        }
    }

    /// Fills the current path with the even-odd rule when `eoFill`, else non-zero.
    func fill(_ color: Color, eoFill: Bool, alpha: Double = 1) {
        cairo_set_fill_rule(cr, eoFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        fill(color, alpha: alpha)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
}

extension DisplayListPainter {
    /// A shape's outline, in the item's local space (its frame's top-left the origin), inside
    /// the item's rotation and scale: filled with its fill colour by its rule, or stroked
    /// with its style (`stroke(style:)` paints the stroke in the fill colour, as SwiftUI
    /// fills a stroked shape); a view-level `.stroke(_:lineWidth:)` strokes it too.
    func drawOutline(of item: DisplayItem, in canvas: CairoCanvas, alpha: Double) {
        guard let outline = item.outline, !outline.isEmpty else { return }
        let paint = item.outlinePaint ?? ShapePaint()
        // The stroke's own paint (a gradient fill under a coloured or gradient stroke),
        // resolved in the item's frame in the space the fill's was, before the translation.
        let fillSource = canvas.gradientSource
        canvas.beginGradient(item.strokePaint, in: item.frame)
        let strokeSource = canvas.gradientSource
        canvas.gradientSource = fillSource
        canvas.withState {
            canvas.translate(item.frame.minX, item.frame.minY)
            if let style = paint.stroke {
                guard style.lineWidth > 0 else { return }
                canvas.draw(outline, .stroke(style), color: item.fill ?? item.stroke?.color ?? Palette.defaultFill, alpha: alpha)
                return
            }
            if let fill = item.fill ?? (item.stroke == nil ? Palette.defaultFill : nil) {
                canvas.draw(outline, .fill(evenOdd: paint.eoFill), color: fill, alpha: alpha)
            }
            if let stroke = item.stroke, stroke.lineWidth > 0 {
                canvas.gradientSource = strokeSource
                canvas.draw(outline, .stroke(stroke.line), color: stroke.color, alpha: alpha)
            }
        }
    }
}

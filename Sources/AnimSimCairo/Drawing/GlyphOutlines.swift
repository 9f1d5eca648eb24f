import AnimSimCore
import CCairo
import Foundation

/// Labels as outlines, for exports whose players draw no text of their own (Lottie players
/// such as rlottie ignore text layers): the glyphs Cairo would draw for `showText(centeredIn:)`,
/// with the same face and size, centred on the origin.
public enum GlyphOutlines {
    /// Contours of cubic pieces [p0, c1, c2, p1, c1, c2, p2, …]; lines become cubics with
    /// their handles on the ends, and each contour ends back at its start.
    public static func contours(_ text: String, fontSize: CGFloat) -> [[CGPoint]] {
        (try? CairoCanvas.with(width: 1, height: 1) { canvas in
            canvas.setFont(size: fontSize)
            let metrics = canvas.fontMetrics
            let origin = CGPoint(x: -canvas.textWidth(text) / 2, y: (metrics.ascent - metrics.descent) / 2)
            cairo_new_path(canvas.cr)
            cairo_move_to(canvas.cr, Double(origin.x), Double(origin.y))
            cairo_text_path(canvas.cr, text)
            guard let path = cairo_copy_path(canvas.cr) else { return [] }
            defer {
                cairo_path_destroy(path)
                cairo_new_path(canvas.cr)
            }
            return read(path.pointee)
        }) ?? []
    }

    private static func read(_ path: cairo_path_t) -> [[CGPoint]] {
        var contours: [[CGPoint]] = [], current: [CGPoint] = []
        func finish() {
            if current.count > 1 {
                if let first = current.first, current.last != first { line(to: first) }
                contours.append(current)
            }
            current = []
        }
        func line(to p: CGPoint) {
            guard let last = current.last else { return current = [p] }
            current += [last, p, p]
        }
        var i = 0
        while i < Int(path.num_data) {
            let header = path.data[i].header
            func point(_ k: Int) -> CGPoint { CGPoint(x: path.data[i + k].point.x, y: path.data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finish()
                current = [point(1)]
            case CAIRO_PATH_LINE_TO: line(to: point(1))
            case CAIRO_PATH_CURVE_TO: current += [point(1), point(2), point(3)]
            case CAIRO_PATH_CLOSE_PATH: finish()
            default: break
            }
            i += Int(header.length)
        }
        finish()
        return contours
    }
}

import AnimSimCore
import Foundation

/// A `Text` whose string is changing under a content transition (`TextTransition`): each
/// piece the transition gives is drawn on one line, where the plain text would put it (each
/// string centred in the frame, as a one-line text is), offset vertically by its ems and at
/// its opacity. A rolling glyph is not clipped to the line: it fades as it travels (its
/// opacity reaches 0 as it reaches a whole em away), so it is gone where it would overlap.
extension DisplayListPainter {
    func drawTextTransition(_ transition: TextTransition, to text: String, fontSize: CGFloat, in frame: CGRect,
                            canvas: CairoCanvas, color: Color, alpha: Double) {
        let metrics = canvas.fontMetrics
        let baseline = frame.midY + (metrics.ascent - metrics.descent) / 2
        let starts = (old: frame.midX - canvas.textWidth(transition.from) / 2, new: frame.midX - canvas.textWidth(text) / 2)
        for run in transition.runs(to: text) {
            let opacity = min(max(run.opacity, 0), 1) * alpha
            guard opacity > 0 else { continue }
            // A run of an interrupted transition is placed by the string it was drawn in.
            let start = run.line.map { frame.midX - canvas.textWidth($0) / 2 } ?? (run.isNew ? starts.new : starts.old)
            let x = start + canvas.textWidth(run.prefix)
            canvas.showText(run.text, baseline: CGPoint(x: x, y: baseline + CGFloat(run.dy) * fontSize), color: color, alpha: opacity)
        }
    }
}

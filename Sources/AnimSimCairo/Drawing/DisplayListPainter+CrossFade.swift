import AnimSimCore
import Foundation

/// The position pane's cross-fade (`ContentFade`): content it cannot interpolate is drawn
/// twice, the old at 1 − p and the new at p. A text is its whole content, so both texts
/// fade; so do two pictures (an `Image` whose file changed); an image placeholder keeps its
/// box, only the name on it fades.
extension DisplayListPainter {
    func drawCrossFade(_ item: DisplayItem, _ fade: ContentFade, in canvas: CairoCanvas, alpha: Double) {
        var new = item
        new.crossFade = nil
        let p = fade.progress
        if let fromImage = fade.fromImage, item.image != nil {
            var old = new
            old.image = fromImage
            draw(old, in: canvas, alpha: alpha * (1 - p))
            draw(new, in: canvas, alpha: alpha * p)
            return
        }
        if let text = fade.fromText, case .text(_, let fontSize)? = item.shape {
            var old = new
            old.shape = .text(text, fontSize: fontSize)
            old.label = fade.fromLabel ?? old.label
            draw(old, in: canvas, alpha: alpha * (1 - p))
            draw(new, in: canvas, alpha: alpha * p)
            return
        }
        guard let fromLabel = fade.fromLabel, let label = item.label else { return draw(new, in: canvas, alpha: alpha) }
        // The label's colour as the item would draw it, so the fading labels match it.
        let colour = label.color ?? Palette.label(on: item.fill ?? Palette.defaultFill)
        var box = new
        box.label = nil
        draw(box, in: canvas, alpha: alpha)
        for (shown, share) in [(fromLabel, 1 - p), (label, p)] {
            var only = new
            (only.shape, only.fill, only.stroke, only.outline, only.paths) = (nil, nil, nil, nil, [])
            var coloured = shown
            coloured.color = shown.color ?? colour
            only.label = coloured
            draw(only, in: canvas, alpha: alpha * share)
        }
    }
}

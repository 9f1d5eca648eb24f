import AnimSimCore
import Foundation

/// The position pane's cross-fade (`ContentFade`): content it cannot interpolate is drawn
/// twice, the old at 1 − p and the new at p. A text is its whole content, so both texts
/// fade; so do two pictures (an `Image` whose file changed); an image placeholder keeps its
/// box, only the name on it fades. What an interrupted fade still drew (`ContentFade.earlier`)
/// fades out with the old content, each layer at its share of 1 − p.
extension DisplayListPainter {
    func drawCrossFade(_ item: DisplayItem, _ fade: ContentFade, in canvas: CairoCanvas, alpha: Double) {
        var new = item
        new.crossFade = nil
        let p = fade.progress
        if item.image != nil, fade.fromImage != nil || fade.earlier.contains(where: { $0.image != nil }) {
            for layer in fade.earlier where layer.image != nil {
                var old = new
                old.image = layer.image
                draw(old, in: canvas, alpha: alpha * (1 - p) * layer.share)
            }
            var old = new
            old.image = fade.fromImage ?? item.image
            draw(old, in: canvas, alpha: alpha * (1 - p) * fade.fromShare(\.image))
            draw(new, in: canvas, alpha: alpha * p)
            return
        }
        if case .text(let text, let fontSize)? = item.shape, fade.fromText != nil || fade.earlier.contains(where: { $0.text != nil }) {
            for (shown, share) in fade.earlier.compactMap({ layer in layer.text.map { ($0, layer.share) } })
                + [(fade.fromText ?? text, fade.fromShare(\.text))] {
                var old = new
                old.shape = .text(shown, fontSize: fontSize)
                old.label = fade.fromLabel ?? old.label
                draw(old, in: canvas, alpha: alpha * (1 - p) * share)
            }
            draw(new, in: canvas, alpha: alpha * p)
            return
        }
        guard let label = item.label, fade.fromLabel != nil || fade.earlier.contains(where: { $0.label != nil }) else {
            return draw(new, in: canvas, alpha: alpha)
        }
        // The label's colour as the item would draw it, so the fading labels match it.
        let colour = label.color ?? Palette.label(on: item.fill ?? Palette.defaultFill)
        var box = new
        box.label = nil
        draw(box, in: canvas, alpha: alpha)
        let old = fade.earlier.compactMap { layer in layer.label.map { ($0, (1 - p) * layer.share) } }
            + [(fade.fromLabel ?? label, (1 - p) * fade.fromShare(\.label))]
        for (shown, share) in old + [(label, p)] {
            var only = new
            (only.shape, only.fill, only.stroke, only.outline, only.paths) = (nil, nil, nil, nil, [])
            var coloured = shown
            coloured.color = shown.color ?? colour
            only.label = coloured
            draw(only, in: canvas, alpha: alpha * share)
        }
    }
}

import AnimSimCore
import Foundation

/// The item's gradient in the static SVG, as the Cairo painter paints it
/// (`CairoCanvas+Gradient`): one paint server per item, resolved in the item's frame, which
/// in the item's local space is the rect from the origin to its size (the painter resolves
/// it in `item.frame` of the space it draws the item in, the same rect before the item's
/// translation). It paints every fill and stroke of the item's content (a shape, an
/// outline, a text view's glyphs) but not its label, which keeps its colour. The server is
/// `SVGGradient`'s, shared with the animated export: the same unit points and the same
/// `renderedStops` (a perceptual gradient's extra stops), so Chromium mixes what Cairo mixes.
extension SVGItems {
    /// `<defs>` with the item's paint server and its `url(#…)`; nil without a gradient or
    /// with a frame of no area (the painter then falls back to the colour too).
    /// `paint` is the item's fill gradient or its stroke's (`DisplayItem.strokePaint`), each
    /// a server of its own resolved in the same frame.
    func gradientServer(_ paint: GradientPaint?, _ item: DisplayItem, id: String) -> (defs: String, url: String)? {
        guard let gradient = paint else { return nil }
        return SVGGradient.paint(gradient, in: CGRect(origin: .zero, size: item.frame.size), id: id)
    }
}

import AnimSimCore
import Foundation

/// Items drawn through their whole drawn transform (`DisplayItem.transform`): the content
/// is drawn in frame coordinates, so the matrix first moves the frame's origin to the local
/// origin, then applies the transform.
extension DisplayListPainter {
    /// Below this a transform's determinant leaves nothing to see (and Cairo refuses it).
    static let smallestDeterminant: CGFloat = 1e-12

    /// Draws the item through `drawn`; false to fall back to frame, rotation and scale
    /// (a transform that says no more than they do).
    func drawThrough(_ drawn: ProjectionTransform, _ item: DisplayItem, in canvas: CairoCanvas, alpha opacity: Double) -> Bool {
        let frameToPane = ProjectionTransform.translation(-item.frame.minX, -item.frame.minY).concatenating(drawn)
        guard abs(frameToPane.determinant) >= Self.smallestDeterminant else { return true }
        if frameToPane.isAffine {
            canvas.withState {
                canvas.transform(frameToPane.affine)
                drawComposited(item, in: canvas, alpha: opacity)
            }
        } else {
            canvas.withState {
                canvas.drawProjected(frameToPane, bounds: inkBounds(of: item, in: canvas)) { offscreen in
                    drawComposited(item, in: offscreen, alpha: opacity)
                }
            }
        }
        return true
    }

    /// The item drawn as usual into a group, through its visual filters: clipped to where it
    /// can leave ink, widened by the blur's reach (3σ).
    func drawFiltered(_ item: DisplayItem, in canvas: CairoCanvas, alpha opacity: Double) {
        var plain = item
        plain.filters = []
        plain.paths = []  // already drawn, unfiltered, by the caller
        let ink = inkBounds(of: item, in: canvas).offsetBy(dx: -item.frame.minX, dy: -item.frame.minY)
        let corners = [CGPoint(x: ink.minX, y: ink.minY), CGPoint(x: ink.maxX, y: ink.minY),
                       CGPoint(x: ink.minX, y: ink.maxY), CGPoint(x: ink.maxX, y: ink.maxY)].map { $0.applying(item.transform) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let reach = 3 * item.filters.filter { $0.kind == .blur }.reduce(0) { $0 + ($1.values.first ?? 0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let bounds = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            .insetBy(dx: -reach - 1, dy: -reach - 1)
        canvas.withFilters(item.filters, bounds: bounds) { draw(plain, in: canvas, alpha: opacity / item.opacity) }
    }

    /// The item's fill, stroke and label at `opacity`, composited once as SwiftUI does: one
    /// operation can carry the alpha itself; several need a group so that the stroke does not
    /// show the fill through it. Drawn items go through here whatever their transform.
    func drawComposited(_ item: DisplayItem, in canvas: CairoCanvas, alpha opacity: Double) {
        let operations = (item.shape == nil ? 0 : (item.stroke == nil ? 1 : 2)) + (item.label == nil ? 0 : 1)
        if operations > 1, opacity < 1 {
            // Cairo sizes a group to the clip: clip to the item first, or every translucent
            // item would allocate and composite a whole-frame surface.
            canvas.clip(to: inkBounds(of: item, in: canvas))
            canvas.withOpacity(opacity) { drawContent(of: item, in: canvas, alpha: 1) }
        } else {
            drawContent(of: item, in: canvas, alpha: opacity)
        }
    }
}

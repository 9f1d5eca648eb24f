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

    /// The item's fill, stroke and label at `opacity`, composited once as SwiftUI does.
    private func drawComposited(_ item: DisplayItem, in canvas: CairoCanvas, alpha opacity: Double) {
        let operations = (item.shape == nil ? 0 : (item.stroke == nil ? 1 : 2)) + (item.label == nil ? 0 : 1)
        if operations > 1, opacity < 1 {
            canvas.clip(to: inkBounds(of: item, in: canvas))
            canvas.withOpacity(opacity) { drawContent(of: item, in: canvas, alpha: 1) }
        } else {
            drawContent(of: item, in: canvas, alpha: opacity)
        }
    }
}

import AnimSim
import CCairo
import Foundation

/// The explanatory layers of a pane, drawn beneath the live views: faint ghosts of the
/// start and end placements, the dashed guide each view travels along, and fading trails of
/// where each view's centre has been.
struct OverlayPainter {
    var overlays: PaneOverlays

    static let guideWidth: CGFloat = 1.25
    static let guideDash: [CGFloat] = [4, 4]
    static let guideAlpha = 0.55
    static let trailWidth: CGFloat = 2.5
    static let trailAlpha = 0.85

    /// All ghosts in one group composited once: where start and end placements overlap
    /// they read as one faint shape rather than a darker one, and it costs one pane-sized
    /// group instead of one per translucent item.
    func drawGhosts(with painter: DisplayListPainter, in canvas: CairoCanvas) {
        guard !overlays.ghosts.isEmpty else { return }
        var faint = painter
        faint.showSizes = false
        canvas.withOpacity(Palette.ghostAlpha) {
            for ghost in overlays.ghosts { faint.draw(ghost, in: canvas, background: false) }
        }
    }

    func drawGuides(in canvas: CairoCanvas) {
        for guide in overlays.guides where guide.points.count > 1 {
            canvas.newPath()
            canvas.addPolyline(guide.points)
            canvas.stroke(guide.color ?? Palette.accent, width: Self.guideWidth, dash: Self.guideDash,
                          alpha: Self.guideAlpha)
        }
    }

    /// Each segment takes the alpha of its ends' mean age, so the tail fades towards nothing
    /// at age 1 whatever the trail's length or frame rate.
    func drawTrails(in canvas: CairoCanvas) {
        for trail in overlays.trails where trail.points.count > 1 {
            let color = trail.color ?? Palette.accent
            for (a, b) in zip(trail.points, trail.points.dropFirst()) {
                let age = min(max((a.age + b.age) / 2, 0), 1)
                let alpha = (1 - age) * Self.trailAlpha
                guard alpha > 0.01 else { continue }
                canvas.newPath()
                canvas.moveTo(a.position)
                canvas.lineTo(b.position)
                canvas.stroke(color, width: Self.trailWidth, alpha: alpha, cap: CAIRO_LINE_CAP_ROUND)
            }
        }
    }
}

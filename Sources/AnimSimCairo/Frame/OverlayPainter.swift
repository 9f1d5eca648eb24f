import AnimSimCore
import AnimSimPresentation
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

    /// Guide length one pane may dash, in points. Cairo's cost is per dash (one every 8 pt):
    /// 10,000 views on a quarter turn of radius 900 are 14 million points of guide, which
    /// took a second a pane; the 100,000 views on radius 4,000 were 630 million,
    /// minutes a frame. Past the budget only every n-th view's guide is drawn, so a pane's
    /// guides cost at most a few tenths of a second and still show the motion's shape.
    static let guideLengthBudget: CGFloat = 4_000_000

    /// 1 (every guide), or n when only every n-th guide fits the length budget.
    static func guideStride(_ guides: [GuidePath]) -> Int {
        var length: CGFloat = 0
        for guide in guides {
            for (a, b) in zip(guide.points, guide.points.dropFirst()) { length += hypot(b.x - a.x, b.y - a.y) }
        }
        guard length.isFinite else { return max(guides.count, 1) }
        return max(1, Int((length / guideLengthBudget).rounded(.up)))
    }

    func drawGuides(in canvas: CairoCanvas) {
        let guides = overlays.guides.filter { $0.points.count > 1 }
        let stride = Self.guideStride(guides)
        for (index, guide) in guides.enumerated() where index % stride == 0 {
            canvas.newPath()
            canvas.addPolyline(guide.points)
            canvas.stroke(guide.color ?? Palette.accent, width: Self.guideWidth, dash: Self.guideDash,
                          alpha: Self.guideAlpha)
        }
    }

    /// How many steps a trail fades in. Segments are stroked in one path per colour and step,
    /// not one by one: 1,000 trailing views are 60,000 segments a frame, which took a quarter
    /// of a second to stroke singly.
    static let trailSteps = 12
    /// Segments a pane's trails may have before each trail keeps only every n-th sample:
    /// Cairo strokes about 2 µs a segment, and 1,000 trailing views sampled at 60 fps are
    /// 45,000. Twelve thousand keep a trail's curve within about a pixel of its samples.
    static let trailSegmentBudget = 12_000

    /// Each segment takes the alpha of its ends' mean age, rounded to one of `trailSteps`,
    /// so the tail fades towards nothing at age 1 whatever the trail's length or frame rate.
    /// Fainter steps are drawn first, so the fresh end of a trail lies on top.
    func drawTrails(in canvas: CairoCanvas) {
        struct Batch: Hashable {
            var step: Int
            var color: Color
        }
        var runs: [Batch: [[CGPoint]]] = [:]
        var colours: [Color] = []
        let segments = overlays.trails.reduce(0) { $0 + max($1.points.count - 1, 0) }
        let stride = max(1, (segments + Self.trailSegmentBudget - 1) / Self.trailSegmentBudget)
        for trail in overlays.trails where trail.points.count > 1 {
            let color = trail.color ?? Palette.accent
            if !colours.contains(color) { colours.append(color) }
            // Every stride-th sample and always the newest, which is the view's centre now.
            let kept = stride == 1 ? trail.points : trail.points.indices.filter {
                $0 % stride == 0 || $0 == trail.points.count - 1
            }.map { trail.points[$0] }
            var run: (step: Int, points: [CGPoint])?
            for (a, b) in zip(kept, kept.dropFirst()) {
                let freshness = 1 - min(max((a.age + b.age) / 2, 0), 1)
                let step = Int((freshness * Double(Self.trailSteps)).rounded(.up))
                if let current = run, current.step == step {
                    run?.points.append(b.position)
                    continue
                }
                if let current = run { runs[Batch(step: current.step, color: color), default: []].append(current.points) }
                run = (step, [a.position, b.position])
            }
            if let current = run { runs[Batch(step: current.step, color: color), default: []].append(current.points) }
        }
        for step in 1...Self.trailSteps {
            let alpha = Double(step) / Double(Self.trailSteps) * Self.trailAlpha
            guard alpha > 0.01 else { continue }
            for color in colours {
                guard let polylines = runs[Batch(step: step, color: color)] else { continue }
                canvas.newPath()
                for points in polylines { canvas.addPolyline(points) }
                canvas.stroke(color, width: Self.trailWidth, alpha: alpha, cap: .round)
            }
        }
    }
}

import AnimSimCore
import AnimSimPresentation
import Foundation

/// Draws a `TrajectoryPlot`: a title band, the pane canvas with every strategy's paths
/// overlaid, and a legend band, all at `scale` pixels per point.
///
/// The drawing is meant to be read, not admired: the views' start frames are faint so the
/// paths stand out, solid series go under dashed ones (a dashed line over a solid one shows
/// both where they coincide), and the time ticks are short marks across the path so their
/// spacing reads as speed.
public struct TrajectoryPlotPainter: Sendable {
    public var scale: CGFloat

    static let titleHeight: CGFloat = 28
    static let legendHeight: CGFloat = 48
    /// The legend needs this much width even for a small canvas.
    static let minimumWidth: CGFloat = 360
    static let pathWidth: CGFloat = 2
    static let dash: [CGFloat] = [6, 4]
    static let tickLength: CGFloat = 7
    static let markerRadius: CGFloat = 4.5

    public init(scale: CGFloat = 2) {
        self.scale = scale
    }

    /// The whole picture in points: the canvas (widened for the legend if narrow), plus
    /// the title and legend bands.
    public func size(of plot: TrajectoryPlot) -> CGSize {
        CGSize(width: max(plot.canvas.width, Self.minimumWidth),
               height: Self.titleHeight + plot.canvas.height + Self.legendHeight)
    }

    public func pixelSize(of plot: TrajectoryPlot) -> (width: Int, height: Int) {
        let size = size(of: plot)
        return (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// Where the pane sits in the picture, in points.
    func paneRect(of plot: TrajectoryPlot) -> CGRect {
        let width = size(of: plot).width
        return CGRect(x: ((width - plot.canvas.width) / 2).rounded(), y: Self.titleHeight,
                      width: plot.canvas.width, height: plot.canvas.height)
    }

    public func paint(_ plot: TrajectoryPlot) throws -> PixelBuffer {
        let (width, height) = pixelSize(of: plot)
        let size = size(of: plot)
        let pane = paneRect(of: plot)
        return try CairoCanvas.with(width: width, height: height) { canvas in
            canvas.scale(scale)
            canvas.paint(Palette.frameBackground)
            canvas.setFont(size: 12.5, bold: true)
            canvas.showText(plot.title, centeredIn: CGRect(x: 0, y: 0, width: size.width, height: Self.titleHeight),
                            color: Palette.caption)
            canvas.withState {
                canvas.clip(to: pane)
                canvas.translate(pane.minX, pane.minY)
                canvas.newPath()
                canvas.addRect(CGRect(origin: .zero, size: plot.canvas))
                canvas.fill(plot.background)
                drawOutlines(plot, in: canvas)
                drawCentres(plot, in: canvas)
                let order = Self.order(plot)
                for index in order { drawPaths(plot.series[index], in: canvas) }
                for index in order { drawTicks(plot.series[index], side: index % 2 == 0 ? 1 : -1, plot: plot, in: canvas) }
                drawMarkers(plot, in: canvas)
                drawLabels(plot, order: order, in: canvas)
            }
            TrajectoryLegendPainter(plot: plot).draw(in: CGRect(x: 0, y: pane.maxY, width: size.width, height: Self.legendHeight),
                                                     canvas: canvas)
            return try canvas.pixelBuffer()
        }
    }

    /// The views where they start, faint, with their ids: what the paths belong to.
    func drawOutlines(_ plot: TrajectoryPlot, in canvas: CairoCanvas) {
        canvas.setFont(size: 9)
        for outline in plot.outlines {
            canvas.newPath()
            canvas.addRoundedRect(outline.frame.insetBy(dx: 0.5, dy: 0.5), radius: 4)
            canvas.stroke(Palette.defaultFill, width: 1, alpha: 0.22)
            // In the corner: the centre is where the path markers go.
            canvas.showText(outline.viewID, baseline: CGPoint(x: outline.frame.minX + 5, y: outline.frame.minY + 12),
                            color: Palette.defaultFill, alpha: 0.5)
        }
    }

    /// A cross at each layout centre, and a faint dot so it reads as a point, not a plus.
    func drawCentres(_ plot: TrajectoryPlot, in canvas: CairoCanvas) {
        for c in plot.centres {
            canvas.newPath()
            canvas.moveTo(CGPoint(x: c.x - 7, y: c.y))
            canvas.lineTo(CGPoint(x: c.x + 7, y: c.y))
            canvas.moveTo(CGPoint(x: c.x, y: c.y - 7))
            canvas.lineTo(CGPoint(x: c.x, y: c.y + 7))
            canvas.stroke(Palette.hudText, width: 1.25, alpha: 0.8)
        }
    }

    /// Highlighted paths last and stronger, so they stay on top where paths cross.
    func drawPaths(_ series: TrajectoryPlot.Series, in canvas: CairoCanvas) {
        for path in series.paths.sorted(by: { !$0.highlighted && $1.highlighted }) where path.points.count > 1 {
            canvas.newPath()
            canvas.addPolyline(path.points)
            canvas.stroke(series.color, width: path.highlighted ? Self.pathWidth + 1 : Self.pathWidth,
                          dash: series.dashed ? Self.dash : [], alpha: path.highlighted ? 1 : 0.7, cap: .round)
        }
    }

    /// A short mark across the path at each tick; the side of the mark the label goes
    /// (`TrajectoryLabelLayout`) alternates per series.
    func drawTicks(_ series: TrajectoryPlot.Series, side: CGFloat, plot: TrajectoryPlot, in canvas: CairoCanvas) {
        for path in series.paths {
            // A view that never moves would stack every tick on one point.
            guard Self.moves(path) else { continue }
            for tick in path.ticks {
                let p = tick.position
                let normal = TrajectoryLabelLayout.normal(of: tick, side: side, plot: plot)
                let half = Self.tickLength / 2
                canvas.newPath()
                canvas.moveTo(CGPoint(x: p.x - normal.x * half, y: p.y - normal.y * half))
                canvas.lineTo(CGPoint(x: p.x + normal.x * half, y: p.y + normal.y * half))
                canvas.stroke(series.color, width: 1.5, alpha: path.highlighted ? 1 : 0.6, cap: .round)
            }
        }
    }

    /// The time labels, placed so that none overprints another.
    func drawLabels(_ plot: TrajectoryPlot, order: [Int], in canvas: CairoCanvas) {
        canvas.setFont(size: TrajectoryLabelLayout.fontSize)
        let layout = TrajectoryLabelLayout(plot, order: order, measure: canvas.textWidth)
        for label in layout.labels {
            let color = plot.series.first { $0.name == label.series }?.color ?? Palette.caption
            canvas.showText(label.text, centeredIn: label.box, color: color, alpha: 0.95)
        }
    }

    /// The labels `paint` draws, for tests and tools that need to know where they went.
    public func labels(of plot: TrajectoryPlot) throws -> [TrajectoryLabelLayout.Label] {
        try CairoCanvas.with(width: 1, height: 1) { canvas in
            canvas.setFont(size: TrajectoryLabelLayout.fontSize)
            return TrajectoryLabelLayout(plot, order: Self.order(plot), measure: canvas.textWidth).labels
        }
    }

    /// Solid series first, dashed over them.
    static func order(_ plot: TrajectoryPlot) -> [Int] {
        plot.series.indices.sorted { !plot.series[$0].dashed && plot.series[$1].dashed }
    }

    /// A ring where each view starts and a dot where it ends, in neutral grey: the ends of
    /// a view's paths are the layouts at the old and new state, shared by every strategy,
    /// and on a wheel one view's end is often another's start, so ring and dot must both
    /// stay visible when they coincide.
    func drawMarkers(_ plot: TrajectoryPlot, in canvas: CairoCanvas) {
        let paths = plot.series.flatMap(\.paths)
        for path in paths {
            guard let start = path.start else { continue }
            canvas.newPath()
            canvas.addCircle(center: start, radius: Self.markerRadius + 1.5)
            canvas.stroke(Palette.frameBackground, width: 3.5)
            canvas.newPath()
            canvas.addCircle(center: start, radius: Self.markerRadius + 1.5)
            canvas.stroke(Palette.hudText, width: 1.5)
        }
        for path in paths {
            guard let end = path.end else { continue }
            canvas.newPath()
            canvas.addCircle(center: end, radius: Self.markerRadius - 1)
            canvas.fill(Palette.hudText)
        }
    }

    /// Whether the path goes anywhere (half a point, less than a pixel at scale 1).
    static func moves(_ path: TrajectoryPlot.ViewPath) -> Bool {
        guard let first = path.points.first else { return false }
        return path.points.contains { hypot($0.x - first.x, $0.y - first.y) > 0.5 }
    }

    /// "0.5s", "1s", "0.25s": as short as the value allows, locale-free.
    static func seconds(_ t: Double) -> String {
        var text = String(format: "%.2f", locale: nil, t)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "s"
    }
}

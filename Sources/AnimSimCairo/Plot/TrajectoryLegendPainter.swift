import AnimSimCore
import AnimSimPresentation
import Foundation

/// The band under a trajectory plot saying what its marks mean: one entry per strategy
/// (its colour and line style) on the first row, the markers and the tick spacing on the
/// second. Each row is centred; entries are drawn with the same helpers as the plot, so
/// the legend's samples look exactly like what they explain.
struct TrajectoryLegendPainter {
    var plot: TrajectoryPlot

    static let sampleWidth: CGFloat = 24
    static let gap: CGFloat = 5
    static let spacing: CGFloat = 16
    static let fontSize: CGFloat = 10.5

    /// One legend entry: a small drawing and its text.
    struct Entry {
        var text: String
        var color: Color
        var draw: (CairoCanvas, CGRect) -> Void
    }

    func draw(in band: CGRect, canvas: CairoCanvas) {
        let first = plot.series.map { series -> Entry in
            // Say so when a strategy moves nothing (a full turn under position): otherwise
            // the reader looks for a path that is not there.
            let still = !series.paths.contains(where: TrajectoryPlotPainter.moves)
            let text = series.name + " (" + (series.dashed ? "dashed" : "solid") + (still ? ", no motion)" : ")")
            return Entry(text: text, color: series.color) { canvas, rect in
                canvas.newPath()
                canvas.moveTo(CGPoint(x: rect.minX + 2, y: rect.midY))
                canvas.lineTo(CGPoint(x: rect.maxX - 2, y: rect.midY))
                canvas.stroke(series.color, width: TrajectoryPlotPainter.pathWidth,
                              dash: series.dashed ? TrajectoryPlotPainter.dash : [], cap: .round)
            }
        }
        let grey = Palette.hudText
        let second = [
            Entry(text: "start", color: grey) { canvas, rect in
                canvas.newPath()
                canvas.addCircle(center: CGPoint(x: rect.midX, y: rect.midY), radius: TrajectoryPlotPainter.markerRadius + 1.5)
                canvas.stroke(grey, width: 1.5)
            },
            Entry(text: "end", color: grey) { canvas, rect in
                canvas.newPath()
                canvas.addCircle(center: CGPoint(x: rect.midX, y: rect.midY), radius: TrajectoryPlotPainter.markerRadius - 1)
                canvas.fill(grey)
            },
            Entry(text: "layout centre", color: grey) { canvas, rect in
                canvas.newPath()
                canvas.moveTo(CGPoint(x: rect.midX - 6, y: rect.midY))
                canvas.lineTo(CGPoint(x: rect.midX + 6, y: rect.midY))
                canvas.moveTo(CGPoint(x: rect.midX, y: rect.midY - 6))
                canvas.lineTo(CGPoint(x: rect.midX, y: rect.midY + 6))
                canvas.stroke(grey, width: 1.25)
            },
            Entry(text: "ticks: \(TrajectoryPlotPainter.seconds(plot.tickInterval))", color: grey) { canvas, rect in
                canvas.newPath()
                canvas.moveTo(CGPoint(x: rect.minX + 2, y: rect.midY))
                canvas.lineTo(CGPoint(x: rect.maxX - 2, y: rect.midY))
                canvas.stroke(grey, width: 1, alpha: 0.6)
                canvas.newPath()
                for x in [rect.minX + 8, rect.maxX - 8] {
                    canvas.moveTo(CGPoint(x: x, y: rect.midY - 3.5))
                    canvas.lineTo(CGPoint(x: x, y: rect.midY + 3.5))
                }
                canvas.stroke(grey, width: 1.5)
            },
        ]
        let rowHeight = band.height / 2
        drawRow(first, in: CGRect(x: band.minX, y: band.minY + 2, width: band.width, height: rowHeight), canvas: canvas)
        drawRow(second, in: CGRect(x: band.minX, y: band.minY + rowHeight - 2, width: band.width, height: rowHeight),
                canvas: canvas)
    }

    private func drawRow(_ entries: [Entry], in row: CGRect, canvas: CairoCanvas) {
        canvas.setFont(size: Self.fontSize)
        let widths = entries.map { Self.sampleWidth + Self.gap + canvas.textWidth($0.text) }
        let total = widths.reduce(0, +) + Self.spacing * CGFloat(max(entries.count - 1, 0))
        var x = (row.midX - total / 2).rounded()
        let metrics = canvas.fontMetrics
        let baseline = row.midY + (metrics.ascent - metrics.descent) / 2
        for (entry, width) in zip(entries, widths) {
            entry.draw(canvas, CGRect(x: x, y: row.minY, width: Self.sampleWidth, height: row.height))
            canvas.setFont(size: Self.fontSize)
            canvas.showText(entry.text, baseline: CGPoint(x: x + Self.sampleWidth + Self.gap, y: baseline), color: entry.color)
            x += width + Self.spacing
        }
    }
}

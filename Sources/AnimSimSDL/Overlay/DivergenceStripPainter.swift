import AnimSimCairo
import AnimSimCore
import AnimSimPresentation
import Foundation

/// The divergence strip under the window's timeline track: one cell per frame along the
/// track's span, coloured from dark (the strategies agree) through purple and orange to
/// yellow (farthest apart, the scene's maximum), with the worst frame marked in red. The
/// same colours as the HTML report's strip.
struct DivergenceStripPainter {
    var strip: DivergenceStrip

    static let height: CGFloat = 3
    /// From the band's bottom edge, clear of the marker labels under the track.
    static let inset: CGFloat = 0.5
    static let stops: [(Double, Double, Double)] = [(34, 36, 45), (94, 60, 153), (255, 120, 40), (255, 230, 90)]

    static func color(_ fraction: Double) -> Color {
        let x = min(max(fraction, 0), 1) * Double(stops.count - 1)
        let i = min(stops.count - 2, Int(x))
        let u = x - Double(i)
        let (a, b) = (stops[i], stops[i + 1])
        return Color(red: (a.0 + (b.0 - a.0) * u) / 255, green: (a.1 + (b.1 - a.1) * u) / 255,
                     blue: (a.2 + (b.2 - a.2) * u) / 255)
    }

    func draw(in band: CGRect, canvas: CairoCanvas) {
        let count = strip.distances.count
        guard count > 0 else { return }
        let span = TimelineTrack.span(in: band)
        let width = span.upperBound - span.lowerBound
        let y = band.maxY - Self.inset - Self.height
        let top = strip.maximum
        // Frame k covers [k, k + 1) / count of the span, so the playhead (at k / (count − 1)
        // of it) falls inside its own cell.
        let cell = width / CGFloat(count)
        for k in 0..<count {
            canvas.newPath()
            canvas.addRect(CGRect(x: span.lowerBound + CGFloat(k) * cell, y: y, width: cell + 0.5, height: Self.height))
            canvas.fill(Self.color(top > 0 ? strip.distances[k] / top : 0))
        }
        guard let worst = strip.worstFrame else { return }
        let x = span.lowerBound + width * CGFloat(count > 1 ? Double(worst) / Double(count - 1) : 0)
        canvas.newPath()
        canvas.addRect(CGRect(x: x - 1, y: y - 2, width: 2, height: Self.height + 2))
        canvas.fill(Color(hex: 0xFF453A))
    }
}

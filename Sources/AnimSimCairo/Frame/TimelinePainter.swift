import AnimSimCore
import AnimSimPresentation
import Foundation

/// The strip under the panes: a time readout, a track filled up to now, markers for state
/// changes (orange ticks above the track) and keyframes (purple diamonds on it), and the
/// playhead.
public struct TimelinePainter {
    var timeline: Timeline

    static let readoutWidth: CGFloat = 104
    static let margin: CGFloat = 12

    /// The track's horizontal extent (points) inside the timeline band: public so the window
    /// hit-tests clicks and drags with exactly the numbers the track is drawn with.
    public static func trackSpan(in band: CGRect) -> ClosedRange<CGFloat> {
        let x0 = band.minX + readoutWidth
        return x0...max(band.maxX - margin, x0 + 1)
    }

    func draw(in band: CGRect, canvas: CairoCanvas) {
        let trackY = band.midY - 2
        let span = Self.trackSpan(in: band)
        let (x0, x1) = (span.lowerBound, span.upperBound)
        func x(_ t: Double) -> CGFloat { x0 + (x1 - x0) * CGFloat(timeline.fraction(of: t)) }

        canvas.setFont(size: 10.5)
        let metrics = canvas.fontMetrics
        canvas.showText(timeline.timeText,
                        baseline: CGPoint(x: band.minX + Self.margin, y: trackY + (metrics.ascent - metrics.descent) / 2),
                        color: Palette.hudText)

        track(from: x0, to: x1, y: trackY, color: Palette.timelineTrack, in: canvas)
        track(from: x0, to: x(timeline.time), y: trackY, color: Palette.timelineFill, alpha: 0.55, in: canvas)

        canvas.setFont(size: 8.5)
        for marker in timeline.markers {
            let mx = x(marker.time)
            canvas.newPath()
            switch marker.kind {
            case .change:
                canvas.moveTo(CGPoint(x: mx - 3.5, y: trackY - 9))
                canvas.lineTo(CGPoint(x: mx + 3.5, y: trackY - 9))
                canvas.lineTo(CGPoint(x: mx, y: trackY - 3.5))
                canvas.closePath()
                canvas.fill(Palette.changeMarker)
            case .keyframe:
                canvas.moveTo(CGPoint(x: mx, y: trackY - 3.5))
                canvas.lineTo(CGPoint(x: mx + 3.5, y: trackY))
                canvas.lineTo(CGPoint(x: mx, y: trackY + 3.5))
                canvas.lineTo(CGPoint(x: mx - 3.5, y: trackY))
                canvas.closePath()
                canvas.fill(Palette.keyframeMarker)
            }
        }
        // Labels side by side without overlap: two markers close in time share the room.
        let labels = timeline.markers.compactMap { marker in
            marker.label.flatMap { $0.isEmpty ? nil : (x: x(marker.time), text: $0) }
        }
        for label in TimelineLabels.place(labels, in: x0...x1, width: canvas.textWidth) {
            canvas.showText(label.text, baseline: CGPoint(x: label.x, y: trackY + 14), color: Palette.hudDim)
        }

        let head = CGPoint(x: x(timeline.time), y: trackY)
        canvas.newPath()
        canvas.addCircle(center: head, radius: 4.5)
        canvas.fill(Palette.text, preserve: true)
        canvas.stroke(Palette.frameBackground, width: 1.5)
    }

    private func track(from a: CGFloat, to b: CGFloat, y: CGFloat, color: Color, alpha: Double = 1, in canvas: CairoCanvas) {
        guard b > a else { return }
        canvas.newPath()
        canvas.moveTo(CGPoint(x: a, y: y))
        canvas.lineTo(CGPoint(x: b, y: y))
        canvas.stroke(color, width: 4, alpha: alpha, cap: .round)
    }
}

import AnimSimCairo
import AnimSimCore

/// Where the timeline strip's track runs, for hit-testing clicks and drags in the window
/// with exactly the numbers `TimelinePainter` draws with.
public enum TimelineTrack {
    /// The track's horizontal extent (points) inside the timeline band: the painter's own.
    public static func span(in band: CGRect) -> ClosedRange<CGFloat> {
        TimelinePainter.trackSpan(in: band)
    }

    /// The scene time under `x` (points), clamped to the timeline; clicks on the readout to
    /// the left of the track mean the start.
    public static func time(atX x: CGFloat, in band: CGRect, duration: Double) -> Double {
        let span = span(in: band)
        let fraction = (x - span.lowerBound) / (span.upperBound - span.lowerBound)
        return Double(min(max(fraction, 0), 1)) * max(duration, 0)
    }
}

import AnimSimCore
import AnimSimPresentation
import Foundation

extension TrajectoryPlot {
    /// Each strategy's style. Dashed orange for the straight-line strategy and solid blue
    /// for the layout's own geometry, so the legend reads "dashed = chord, solid = arc"
    /// even in grey.
    public static func style(of strategy: Strategy) -> (color: Color, dashed: Bool) {
        switch strategy {
        case .position: (Color(hex: 0xFF9F0A), true)
        case .animatable: (Color(hex: 0x5AC8FA), false)
        }
    }

    /// A round tick spacing giving at most `maxTicks` intervals over the duration.
    public static func tickInterval(duration: Double, maxTicks: Int = 12) -> Double {
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30, 60]
        return steps.first { duration / $0 <= Double(maxTicks) } ?? steps.last!
    }

    /// The plot of sampled strategies: every view's centre path per strategy, ticks every
    /// `tickInterval` seconds, the views' start frames and their layouts' centres.
    ///
    /// Times are labelled along one view per strategy only (labels on every path would
    /// bury the paths), and its paths are highlighted: the view where the strategies diverge
    /// most, whose two paths the reader is most likely to compare. A view that comes and
    /// goes has a path per stretch it is drawn, from where it arrives to where it leaves,
    /// with ticks only in that stretch; its outline is where it is first drawn.
    public init(samples: [StrategySamples], scene: Scene, labelledView: String? = nil, tickInterval: Double? = nil) {
        let times = samples.first?.times ?? [0]
        let interval = tickInterval ?? Self.tickInterval(duration: times.last ?? 0)
        let series = samples.map { sampled in
            let style = Self.style(of: sampled.strategy)
            let paths = sampled.tracks.flatMap { track in
                let centres = track.centres
                let highlighted = track.id == (labelledView ?? sampled.tracks.first?.id)
                guard !track.isAlwaysPresent else {
                    return [ViewPath(viewID: track.id, points: centres,
                                     ticks: Self.ticks(centres, times: sampled.times, interval: interval, labelled: highlighted),
                                     highlighted: highlighted)]
                }
                return track.lifetimes.map { stretch in
                    let times = Array(sampled.times[stretch])
                    return ViewPath(viewID: track.id, points: Array(centres[stretch]),
                                    ticks: Self.ticks(Array(centres[stretch]), times: times, interval: interval, labelled: highlighted),
                                    highlighted: highlighted)
                }
            }
            return Series(name: sampled.strategy.rawValue, color: style.color, dashed: style.dashed, paths: paths)
        }
        var centres: [CGPoint] = []
        for track in samples.first?.tracks ?? [] {
            guard let centre = track.layoutCentres.first,
                  !centres.contains(where: { hypot($0.x - centre.x, $0.y - centre.y) < 0.5 }) else { continue }
            centres.append(centre)
        }
        let outlines = (samples.first?.tracks ?? []).compactMap { track in
            (track.present.firstIndex(of: true) ?? track.frames.indices.first).map { Outline(viewID: track.id, frame: track.frames[$0]) }
        }
        self.init(title: scene.title, canvas: scene.canvas, background: scene.background, series: series,
                  centres: centres, outlines: outlines, tickInterval: interval)
    }

    /// Ticks at 0, interval, 2·interval, … up to the last sample, each placed by linear
    /// interpolation between the samples around it (which are far denser than ticks).
    /// Samples starting later (a view that arrives) tick from the first multiple of the
    /// interval at or after their start.
    static func ticks(_ points: [CGPoint], times: [Double], interval: Double, labelled: Bool) -> [Tick] {
        guard points.count > 1, let start = times.first, let end = times.last, interval > 0 else { return [] }
        var ticks: [Tick] = []
        var j = 0
        var k = Int((start / interval - 1e-9).rounded(.up))
        while Double(k) * interval <= end + 1e-9 {
            let t = Double(k) * interval
            while j < times.count - 2, times[j + 1] < t { j += 1 }
            let span = times[j + 1] - times[j]
            let f = span > 0 ? min(max((t - times[j]) / span, 0), 1) : 0
            let (a, b) = (points[j], points[j + 1])
            let position = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
            ticks.append(Tick(time: t, position: position, tangent: tangent(points, around: j), labelled: labelled))
            k += 1
        }
        return ticks
    }

    /// Direction of travel near sample `j`, looking a few samples either way so a view
    /// that is momentarily still (the start of an ease-in) still gets one; zero at rest.
    static func tangent(_ points: [CGPoint], around j: Int) -> CGPoint {
        for reach in [1, 4, 16, 64] {
            let (a, b) = (points[max(j - reach, 0)], points[min(j + 1 + reach, points.count - 1)])
            let length = hypot(b.x - a.x, b.y - a.y)
            if length > 1e-6 { return CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length) }
        }
        return .zero
    }
}

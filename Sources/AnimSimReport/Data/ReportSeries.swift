import AnimSimCore
import AnimSimPresentation
import AnimSimCompare
import Foundation

/// The quantities the page plots over time, at frame instants (the dense samples the
/// metrics use, picked at each frame): per view its distance from its layout's centre and
/// its speed under each strategy and the distance between the strategies; per frame the
/// divergence strip (`DivergenceStrip`, as the window draws it) and the view it belongs to.
struct ReportSeries: Sendable {
    struct View: Sendable {
        var id: String
        /// [strategy][frame]
        var distance: [[Double]]
        var speed: [[Double]]
        /// [strategy][frame]: where the view's centre is.
        var centre: [[CGPoint]]
        /// [frame]; empty with a single strategy.
        var gap: [Double]
        var metrics: [ViewMetrics]
        /// [frame]: whether the view is drawn (in every strategy: identity and transitions
        /// are the same in both panes). Curves break where it is not, and the page marks
        /// its arrivals and departures.
        var present: [Bool]
    }

    var views: [View]
    /// [frame] → largest distance between the strategies over all views, and whose.
    var strip: [(gap: Double, view: String?)]

    init(comparison: SceneComparison, samples: [StrategySamples], frames: ReportFrames) {
        let frameSamples = samples.first?.frameSamples ?? []
        let ids = samples.first?.tracks.map(\.id) ?? []
        let views = ids.map { id in
            let tracks = samples.compactMap { $0.track(id) }
            let pick = { (values: [Double]) in frameSamples.map { values[$0] } }
            let gap = tracks.count >= 2 ? pick(Divergence.distances(tracks[0], tracks[1])) : []
            // `centres` is computed anew on every access: once per track, not once per frame.
            let centres = tracks.map(\.centres)
            let present = frameSamples.map { k in tracks.allSatisfy { $0.present[k] } }
            return View(id: id, distance: tracks.map { pick($0.distancesFromCentre) },
                        speed: zip(tracks, samples).map { pick(ViewMetrics.speeds(of: $0, times: $1.times)) },
                        centre: centres.map { points in frameSamples.map { points[$0] } },
                        gap: gap, metrics: comparison.strategies.compactMap { $0.view(id) }, present: present)
        }
        self.views = views
        // The item that parts most, named by the view it belongs to (a tile's shape by the tile).
        let owners = Dictionary(frames.items.map { ($0.id, $0.view ?? $0.id) }, uniquingKeysWith: { a, _ in a })
        let strip = frames.divergence
        self.strip = frames.times.indices.map { k in
            guard let strip, k < strip.distances.count, strip.distances[k] > DivergenceStrip.zero else { return (0, nil) }
            return (strip.distances[k], strip.items[k].map { owners[$0] ?? $0 })
        }
    }

    /// The first frame where the strategies are farthest apart; nil when they never part
    /// by a displayable amount.
    var worstFrame: Int? {
        guard let top = strip.map(\.gap).max(), top > DivergenceStrip.zero else { return nil }
        return strip.firstIndex { $0.gap >= top - 1e-9 }
    }

    /// Frames by decreasing divergence, at most `count`, ties in time order.
    func mostDivergentFrames(_ count: Int) -> [Int] {
        Array(strip.indices.filter { strip[$0].gap > DivergenceStrip.zero }
            .sorted { strip[$0].gap != strip[$1].gap ? strip[$0].gap > strip[$1].gap : $0 < $1 }.prefix(count))
    }

    var viewsJSON: JSONValue {
        .array(views.map { view in
            // A frame where the view is not drawn has no value (null): its curve breaks.
            let drawn = { (values: [Double]) in JSONValue.array(values.indices.map { view.present[$0] ? .number(values[$0]) : .null }) }
            return .object([
                ("id", .string(view.id)),
                ("distance", .array(view.distance.map(drawn))),
                ("speed", .array(view.speed.map(drawn))),
                ("gap", view.gap.isEmpty ? .array([]) : drawn(view.gap)),
                ("present", .array(view.present.map { .bool($0) })),
                ("centre", .array(view.centre.map { points in .array(points.map { .numbers([Double($0.x), Double($0.y)]) }) })),
                ("metrics", .array(view.metrics.map { m in
                    .object([("settle", .number(m.settlingTime)), ("overshoot", .number(m.overshoot)),
                             ("peakSpeed", .number(m.peakSpeed)), ("peakSpeedTime", .number(m.peakSpeedTime)),
                             ("path", .number(m.pathLength)),
                             ("lifetimes", m.lifetimes.map { .array($0.map { .numbers([$0.from, $0.to]) }) } ?? .null)])
                })),
            ])
        })
    }

    var stripJSON: JSONValue {
        .object([
            ("gap", .numbers(strip.map(\.gap))),
            ("view", .array(strip.map { $0.view.map { .string($0) } ?? .null })),
            ("worst", worstFrame.map { .int($0) } ?? .null),
        ])
    }
}

/// The scene's parameters over time, with how far each overshoots its final value and
/// when it settles: a spring's overshoot shows here in the parameter's own units.
struct ReportParameters: Sendable {
    var names: [String]
    var isAngle: [Bool]
    /// [parameter][frame]
    var values: [[Double]]

    init(states all: [[DisplayList.StateValue]]) {
        // Booleans, words and lists have no curve to chart.
        let states = all.map { $0.filter(\.isNumeric) }
        let first = states.first ?? []
        names = first.map(\.name)
        isAngle = first.map(\.isAngle)
        values = first.indices.map { p in states.map { p < $0.count ? $0[p].value : 0 } }
    }

    func json(times: [Double], epsilon: Double) -> JSONValue {
        .array(names.indices.map { p in
            let series = values[p]
            let moves = (series.max() ?? 0) - (series.min() ?? 0) > TraceNumber.zero
            return .object([
                ("name", .string(names[p])), ("unit", .string(isAngle[p] ? "°" : "")), ("values", .numbers(series)),
                ("overshoot", .number(Overshoot.measure(series))),
                ("settle", .number(moves ? Overshoot.settlingTime(series, times: times, epsilon: epsilon) : nil)),
            ])
        })
    }
}

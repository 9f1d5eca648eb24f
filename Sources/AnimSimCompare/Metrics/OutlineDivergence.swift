import AnimSimCore
import Foundation

/// How differently the two strategies draw one view's outline: the symmetric Hausdorff
/// distance between its drawn outlines in the two panes (`OutlinePoints`, pane coordinates,
/// after the whole drawn transform), its largest value over the animation and when.
///
/// The centre divergence (`Divergence`) cannot see a 0→360° rotation (the centre never
/// moves) nor a polygon growing sides; the outline's can: mid-turn the naive pane's shape
/// stands still while SwiftUI's is half-way round.
///
/// Sampled at every frame instant (not the substeps the trajectories use: an outline is
/// hundreds of points, and what a frame shows is what a reader compares), over the frames
/// the view draws an outline in both panes. The error is at most `OutlinePoints.spacing`/2
/// plus the flattening's (under 0.01 pt for curves of radius up to 100 pt).
public struct OutlineDivergence: Codable, Equatable, Sendable {
    public var view: String
    public var maxDistance: Double
    /// nil when the outlines never part (the maximum prints as 0).
    public var time: Double?
    /// Time-averaged distance (trapezoids over the frames both panes draw it).
    public var meanDistance: Double
    /// The distance at every frame, nil where one pane does not draw the view.
    public var distances: [Double?]

    /// Per view drawing a shape in either pane, in paint order, evaluated at `times` (the
    /// frame instants). A view's outline is every shape it draws (background, overlay,
    /// the shape itself), found as `MovingView` finds views: past modifier layouts.
    public static func measure(_ evaluator: SceneEvaluator, times: [Double],
                               strategies: (Strategy, Strategy) = (.position, .animatable)) throws(LayoutErrors) -> [OutlineDivergence] {
        var order: [String] = []
        var distances: [String: [Double?]] = [:]
        for (k, time) in times.enumerated() {
            let a = outlines(try evaluator.evaluate(at: time, strategy: strategies.0))
            let b = outlines(try evaluator.evaluate(at: time, strategy: strategies.1))
            for (id, outline) in a.list {
                if distances[id] == nil { order.append(id); distances[id] = Array(repeating: nil, count: times.count) }
                if let other = b.byID[id] { distances[id]![k] = OutlinePoints.hausdorff(outline, other) }
            }
        }
        return order.compactMap { id in
            let series = distances[id]!
            let both = series.indices.filter { series[$0] != nil }
            guard let first = both.first else { return nil }
            var j = first
            for k in both where series[k]! > series[j]! + 1e-9 { j = k }
            var area = 0.0, span = 0.0
            for (p, k) in zip(both, both.dropFirst()) where k == p + 1 {
                area += (series[k]! + series[p]!) / 2 * (times[k] - times[p])
                span += times[k] - times[p]
            }
            let top = series[j]!
            return OutlineDivergence(view: id, maxDistance: top, time: top > ViewMetrics.zero ? times[j] : nil,
                                     meanDistance: span > 0 ? area / span : top, distances: series)
        }
    }

    /// Each view's outline in one display list, in paint order.
    static func outlines(_ list: DisplayList) -> (list: [(String, OutlinePoints)], byID: [String: OutlinePoints]) {
        let items = list.items
        var order: [String] = []
        var byID: [String: OutlinePoints] = [:]
        for index in items.indices {
            guard let outline = OutlinePoints(items[index]) else { continue }
            let id = items.id(at: items.placedSubview(of: index))
            if byID[id] == nil { order.append(id); byID[id] = outline } else { byID[id]!.polylines += outline.polylines }
        }
        return (order.map { ($0, byID[$0]!) }, byID)
    }
}

import AnimSim
import Foundation

/// Where every drawn view is at evenly spaced instants over a whole scene, under one
/// strategy: the raw material for guides (the whole path) and trails (its recent tail).
struct SampledPaths: Sendable {
    let times: [Double]
    let centres: [String: [CGPoint]]
    /// The views that move at all, found once: guides are asked for at every frame, and
    /// scanning every sample of 1,000 views each time cost more than the rest of composing.
    let moving: Set<String>

    init(times: [Double], centres: [String: [CGPoint]]) {
        self.times = times
        self.centres = centres
        moving = Set(centres.compactMap { id, points in
            guard let first = points.first,
                  points.contains(where: { hypot($0.x - first.x, $0.y - first.y) > 0.5 }) else { return nil }
            return id
        })
    }

    /// Paths for every strategy at once: each instant is laid out once for all of them.
    static func sample(_ evaluator: SceneEvaluator, strategies: [Strategy], samples: Int) throws(LayoutErrors) -> [Strategy: SampledPaths] {
        let count = max(2, min(samples, evaluator.frameCount))
        let times = (0..<count).map { evaluator.duration * Double($0) / Double(count - 1) }
        var centres = [[String: [CGPoint]]](repeating: [:], count: strategies.count)
        for time in times {
            for (slot, list) in try evaluator.evaluate(at: time, strategies: strategies).enumerated() {
                for item in list.items where item.shape != nil {
                    centres[slot][item.id, default: []].append(item.center)
                }
            }
        }
        var paths: [Strategy: SampledPaths] = [:]
        for (slot, strategy) in strategies.enumerated() {
            paths[strategy] = SampledPaths(times: times, centres: centres[slot])
        }
        return paths
    }

    /// The whole path of each view; views that never move get none.
    func guides(for items: [DisplayItem]) -> [GuidePath] {
        items.compactMap { item in
            guard moving.contains(item.id), let points = centres[item.id] else { return nil }
            return GuidePath(viewID: item.id, color: item.fill, points: points)
        }
    }

    /// The samples within `length` seconds before `time`, ending at the view's current
    /// centre; age runs from 0 (now) to 1 (the oldest end), so the trail fades.
    func trails(for items: [DisplayItem], at time: Double, length: Double) -> [Trail] {
        let start = time - length
        let window = times.indices.filter { times[$0] > start && times[$0] < time }
        return items.compactMap { item in
            guard let points = centres[item.id], length > 0 else { return nil }
            var trail = window.filter { $0 < points.count }.map {
                Trail.Point(points[$0], age: (time - times[$0]) / length)
            }
            trail.append(Trail.Point(item.center, age: 0))
            return trail.count > 1 ? Trail(viewID: item.id, color: item.fill, points: trail) : nil
        }
    }
}

import AnimSimCore
import Foundation

/// Where every drawn view is at evenly spaced instants over a whole scene, under one
/// strategy: the raw material for guides (the whole path) and trails (its recent tail).
struct SampledPaths: Sendable {
    let times: [Double]
    let centres: [String: [CGPoint]]
    /// The views that move at all, found once: guides are asked for at every frame, and
    /// scanning every sample of 1,000 views each time cost more than the rest of composing.
    let moving: Set<String>
    /// How many of `times` were laid out (the others repeat a still end): for tests.
    let laidOut: Int

    init(times: [Double], centres: [String: [CGPoint]], laidOut: Int) {
        self.times = times
        self.centres = centres
        self.laidOut = laidOut
        moving = Set(centres.compactMap { id, points in
            guard let first = points.first,
                  points.contains(where: { hypot($0.x - first.x, $0.y - first.y) > 0.5 }) else { return nil }
            return id
        })
    }

    /// Paths for every strategy at once: each instant is laid out once for all of them.
    ///
    /// At most `samples` instants, and fewer when the scene has so many drawn views that the
    /// points kept (views × instants × strategies) would pass `maximumPoints`: the memory kept
    /// and the segments drawn per frame stay bounded whatever the view count, and a large
    /// scene's guides are coarser rather than refused. Never fewer than 2 instants.
    ///
    /// Instants from `SceneEvaluator.quietTime` on all give the same display items, so the
    /// first of them is laid out and stands for the rest (a scene that settles early samples
    /// its still end for nothing otherwise); the ones before are laid out one contiguous run
    /// per core (`PathAccumulator.sample`). The paths are the same either way.
    static func sample(_ evaluator: SceneEvaluator, strategies: [Strategy], samples: Int,
                       maximumPoints: Int) throws(LayoutErrors) -> [Strategy: SampledPaths] {
        let first = try evaluator.evaluate(at: 0, strategies: strategies)
        let drawn = first.map(\.items.drawnPositions.count).reduce(0, +)
        let times = times(evaluator, drawnViews: drawn, samples: samples, maximumPoints: maximumPoints)
        // A quiet time that is not a number counts as never (`FrameSweep` does the same).
        let quiet = evaluator.quietTime.isNaN ? .infinity : evaluator.quietTime
        // The instants before it, a prefix since times ascend; time 0 is always among them.
        let moving = times.prefix { $0 < quiet }.count
        var centres = try PathAccumulator.sample(evaluator, strategies: strategies, times: Array(times[..<moving]), first: first)
        var laidOut = moving
        if moving < times.count {
            let settled = try evaluator.evaluate(at: times[moving], strategies: strategies)
            laidOut += 1
            for slot in settled.indices {
                for _ in moving..<times.count { centres[slot].add(settled[slot].items) }
            }
        }
        var paths: [Strategy: SampledPaths] = [:]
        for (slot, strategy) in strategies.enumerated() {
            paths[strategy] = SampledPaths(times: times, centres: centres[slot].finish(), laidOut: laidOut)
        }
        return paths
    }

    /// The instants sampled: evenly spaced over the whole scene, so most fall between frames.
    static func times(_ evaluator: SceneEvaluator, drawnViews: Int, samples: Int, maximumPoints: Int) -> [Double] {
        let count = instants(samples: samples, frames: evaluator.frameCount, drawnViews: drawnViews, maximumPoints: maximumPoints)
        return (0..<count).map { evaluator.duration * Double($0) / Double(count - 1) }
    }

    /// How many instants to sample: `samples`, no more than there are frames, and no more
    /// than the point budget allows for `drawnViews` (summed over the strategies); at least 2.
    static func instants(samples: Int, frames: Int, drawnViews: Int, maximumPoints: Int) -> Int {
        max(2, min(samples, frames, maximumPoints / max(drawnViews, 1)))
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

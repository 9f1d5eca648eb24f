import AnimSimCore
import Foundation

/// How far apart the two strategies put the same view: the largest distance between its
/// centres at one instant, and when. For a wheel turned by a timing curve this is the
/// sagitta between chord and arc, largest at half progress.
public struct Divergence: Codable, Equatable, Sendable {
    public var view: String
    public var maxDistance: Double
    /// nil when the strategies never part (the maximum is 0): no instant is the worst.
    public var time: Double?
    /// Time-averaged distance (trapezoids over the samples): how different the two
    /// animations look overall, where the maximum says how different at worst. Zero for
    /// layouts that only translate views, where both strategies agree at every instant.
    public var meanDistance: Double
    /// Where each strategy has the view at that instant (x, y), in the strategies' order.
    public var positions: [Point]

    public struct Point: Codable, Equatable, Sendable {
        public var strategy: Strategy
        public var x: Double
        public var y: Double
    }

    /// The distance between one view's centres under two strategies at each shared instant.
    public static func distances(_ a: ViewTrack, _ b: ViewTrack) -> [Double] {
        let (ca, cb) = (a.centres, b.centres)
        return ca.indices.map { ViewMetrics.distance(ca[$0], cb[$0]) }
    }

    /// Per view present in both sample sets (which share their instants), over the instants
    /// it is drawn in both panes: a view that comes and goes is compared only where both
    /// draw it (identity and transitions are the same in both panes, so that is its whole
    /// life; were it drawn in one pane only at an instant, that instant has no distance).
    /// The mean is over the time both draw it. The first instant reaching the maximum wins,
    /// so a plateau reports its start.
    public static func measure(_ a: StrategySamples, _ b: StrategySamples) -> [Divergence] {
        precondition(a.times == b.times, "strategies must be sampled at the same instants")
        return a.tracks.compactMap { trackA in
            guard let trackB = b.track(trackA.id) else { return nil }
            let (ca, cb) = (trackA.centres, trackB.centres)
            let both = ca.indices.filter { trackA.present[$0] && trackB.present[$0] }
            guard !both.isEmpty else { return nil }
            let all = Self.distances(trackA, trackB)
            let distances = both.map { all[$0] }
            let j = both[ViewMetrics.first(of: distances)]
            var area = 0.0, span = 0.0
            for (p, k) in zip(both, both.dropFirst()) where k == p + 1 {
                area += (all[k] + all[p]) / 2 * (a.times[k] - a.times[p])
                span += a.times[k] - a.times[p]
            }
            return Divergence(view: trackA.id, maxDistance: all[j],
                              time: all[j] > ViewMetrics.zero ? a.times[j] : nil,
                              meanDistance: span > 0 ? area / span : all[j], positions: [
                Point(strategy: a.strategy, x: Double(ca[j].x), y: Double(ca[j].y)),
                Point(strategy: b.strategy, x: Double(cb[j].x), y: Double(cb[j].y)),
            ])
        }
    }
}

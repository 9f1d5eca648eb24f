import AnimSim
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

    /// Per view present in both sample sets (which share their instants). The first
    /// instant reaching the maximum wins, so a plateau reports its start.
    public static func measure(_ a: StrategySamples, _ b: StrategySamples) -> [Divergence] {
        precondition(a.times == b.times, "strategies must be sampled at the same instants")
        return a.tracks.compactMap { trackA in
            guard let trackB = b.track(trackA.id) else { return nil }
            let (ca, cb) = (trackA.centres, trackB.centres)
            let distances = Self.distances(trackA, trackB)
            let j = ViewMetrics.first(of: distances)
            var area = 0.0
            for k in distances.indices.dropFirst() {
                area += (distances[k] + distances[k - 1]) / 2 * (a.times[k] - a.times[k - 1])
            }
            let span = (a.times.last ?? 0) - (a.times.first ?? 0)
            return Divergence(view: trackA.id, maxDistance: distances[j],
                              time: distances[j] > ViewMetrics.zero ? a.times[j] : nil,
                              meanDistance: span > 0 ? area / span : distances[j], positions: [
                Point(strategy: a.strategy, x: Double(ca[j].x), y: Double(ca[j].y)),
                Point(strategy: b.strategy, x: Double(cb[j].x), y: Double(cb[j].y)),
            ])
        }
    }
}

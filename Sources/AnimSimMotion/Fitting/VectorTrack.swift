import Foundation

/// A channel of several numbers that players interpolate **linearly in time, component by
/// component** between keys (SMIL `animate` with `calcMode="linear"` on a list of numbers or
/// a colour, Lottie keyframes with straight timing handles): a gradient's stops and points, a
/// shadow's colour, radius and offset, a blur's σ, a colour matrix.
///
/// Each sample is a vector already in **error units** (points for geometry, percent for
/// colours, offsets and opacities, as `FittedView` counts every channel), so one tolerance
/// bounds it: keys are placed greedily (`GreedyPieces`) so that at every frame the straight
/// interpolation between the keys around it is within `tolerance` of the sample on every
/// component. Still stretches keep no keys between their ends; a channel that never changes
/// has none at all.
public struct VectorTrack: Sendable {
    public let samples: [[Double]]
    /// Sample indices of the keys, in order; empty when the vector never changes.
    public let keyframes: [Int]

    public init(_ samples: [[Double]], tolerance: Double) {
        self.samples = samples
        let width = samples.first?.count ?? 0
        guard samples.allSatisfy({ $0.count == width }), samples.count > 1 else {
            keyframes = []
            return
        }
        let changing = samples.indices.dropLast().map { Self.distance(samples[$0], samples[$0 + 1]) > 1e-9 }
        keyframes = GreedyPieces.keysOverRuns(changing) { Self.fits(samples, $0, $1, tolerance) }
    }

    public var isAnimated: Bool { keyframes.count >= 2 }

    /// What a player shows at sample `frame`: straight interpolation between the keys around
    /// it, the ends held.
    public func value(atFrame frame: Int) -> [Double] {
        guard let first = keyframes.first, let last = keyframes.last else { return samples.first ?? [] }
        if frame <= first { return samples[first] }
        if frame >= last { return samples[last] }
        var k = 0
        while keyframes[k + 1] < frame { k += 1 }
        let (a, b) = (keyframes[k], keyframes[k + 1])
        return Self.mix(samples[a], samples[b], Double(frame - a) / Double(b - a))
    }

    /// The largest difference, over every frame and component, between the player's value
    /// and the sample: at most the tolerance by construction.
    public var maxError: Double {
        samples.indices.map { Self.distance(value(atFrame: $0), samples[$0]) }.max() ?? 0
    }

    static func mix(_ a: [Double], _ b: [Double], _ t: Double) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }

    static func distance(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { abs($0 - $1) }.max() ?? 0 }

    private static func fits(_ samples: [[Double]], _ a: Int, _ b: Int, _ tolerance: Double) -> Bool {
        (a + 1..<b).allSatisfy { distance(mix(samples[a], samples[b], Double($0 - a) / Double(b - a)), samples[$0]) <= tolerance }
    }
}

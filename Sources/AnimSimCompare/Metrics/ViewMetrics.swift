import AnimSimCore
import Foundation

/// What one view's motion under one strategy measures. Lengths in points, times in
/// seconds, speeds in points per second (and per second squared).
public struct ViewMetrics: Codable, Equatable, Sendable {
    public var view: String
    /// Sum of the centre's displacements between consecutive samples.
    public var pathLength: Double
    /// From the start centre to the end centre, as the crow flies.
    public var straightDistance: Double
    /// Distance from the layout's centre at the start: the wheel's radius, for a wheel.
    public var radius: Double
    public var minDistanceFromCentre: Double
    /// When the view is nearest its layout's centre; nil when that distance never changes
    /// (every instant would do, so none is reported).
    public var minDistanceTime: Double?
    public var maxDistanceFromCentre: Double
    /// max |d − r| over the animation: how far the view strays from its circle.
    public var maxRadiusDeviation: Double
    /// Whether the view's layout is wheel-like (see `CompareOptions.circleTolerance`); the
    /// radius deviation only means something then. Set by the comparison, which sees both
    /// strategies.
    public var wheelLike: Bool
    public var peakSpeed: Double
    /// nil when the peak is zero: a view at rest has no instant of fastest motion.
    public var peakSpeedTime: Double?
    public var peakAcceleration: Double
    public var peakAccelerationTime: Double?
    /// How far the distance from the layout's centre goes past its final value, against the
    /// direction it approached from (a spring's overshoot, in points); nil when it never
    /// changes. See `Overshoot`.
    public var overshoot: Double?
    /// The instant after which the view stays within `settleEpsilon` of where it ends.
    public var settlingTime: Double
    /// When a view that comes and goes is drawn: from its first instant to its last, per
    /// stretch; nil for a view drawn throughout. Every figure above is over these instants.
    public var lifetimes: [Lifetime]? = nil

    public struct Lifetime: Codable, Equatable, Sendable {
        public var from: Double
        public var to: Double

        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }

    /// path / straight, nil when start and end (nearly) coincide: a full turn.
    public var pathRatio: Double? { straightDistance > 1e-6 ? pathLength / straightDistance : nil }
}

extension ViewMetrics {
    /// Measures one track sampled at `times`, over the instants the view is drawn.
    public init(track: ViewTrack, times allTimes: [Double], settleEpsilon: Double) {
        precondition(!track.frames.isEmpty && track.frames.count == allTimes.count, "a track needs one centre per sample")
        let stretches = track.lifetimes.isEmpty ? [0...(allTimes.count - 1)] : track.lifetimes
        let drawn = stretches.flatMap { Array($0) }
        let (allCentres, allDistances) = (track.centres, track.distancesFromCentre)
        let c = drawn.map { allCentres[$0] }, d = drawn.map { allDistances[$0] }, times = drawn.map { allTimes[$0] }
        view = track.id
        if !track.isAlwaysPresent {
            lifetimes = stretches.map { Lifetime(from: allTimes[$0.lowerBound], to: allTimes[$0.upperBound]) }
        }
        var length = 0.0
        var kinematics = (0.0, times[0], 0.0, times[0])
        for stretch in stretches {
            let sc = stretch.map { allCentres[$0] }, st = stretch.map { allTimes[$0] }
            for j in sc.indices.dropFirst() { length += Self.distance(sc[j - 1], sc[j]) }
            // Speeds within each stretch: the jump from leaving to coming back is no motion.
            let k = Self.kinematics(sc, st)
            if k.0 > kinematics.0 { (kinematics.0, kinematics.1) = (k.0, k.1) }
            if k.2 > kinematics.2 { (kinematics.2, kinematics.3) = (k.2, k.3) }
        }
        pathLength = length
        straightDistance = Self.distance(c[0], c[c.count - 1])
        radius = d[0]
        let nearest = Self.first(of: d.map { -$0 })
        minDistanceFromCentre = d[nearest]
        maxDistanceFromCentre = d.max()!
        minDistanceTime = maxDistanceFromCentre - d[nearest] > Self.zero ? times[nearest] : nil
        maxRadiusDeviation = d.map { abs($0 - d[0]) }.max()!
        wheelLike = false
        let (speed, speedTime, acceleration, accelerationTime) = kinematics
        (peakSpeed, peakAcceleration) = (speed, acceleration)
        peakSpeedTime = speed > Self.zero ? speedTime : nil
        peakAccelerationTime = acceleration > Self.zero ? accelerationTime : nil
        overshoot = Overshoot.measure(d)
        let end = c[c.count - 1]
        let lastAway = c.indices.last { Self.distance(c[$0], end) > settleEpsilon }
        settlingTime = lastAway.map { times[min($0 + 1, times.count - 1)] } ?? times[0]
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(b.x - a.x, b.y - a.y)) }

    /// Below this a quantity prints as 0 at the outputs' 4 decimals: it has no instant.
    static let zero = TraceNumber.zero

    /// The first index whose value is within a millionth of the largest: ties and rounding noise
    /// (a constant distance, a view at rest) report the earliest instant, not a random one.
    static func first(of values: [Double]) -> Int {
        guard let top = values.max() else { return 0 }
        return values.firstIndex { $0 >= top - max(1e-9, 1e-6 * abs(top)) } ?? 0
    }

    /// Speed at each sample from central differences (one-sided at the ends), in points
    /// per second; uneven spacing (the tail) is allowed.
    public static func speeds(_ c: [CGPoint], _ t: [Double]) -> [Double] {
        c.indices.map { j in velocity(c, t, max(j - 1, 0), min(j + 1, c.count - 1)).map { hypot($0.x, $0.y) } ?? 0 }
    }

    /// A track's speed at each sample, within each stretch it is drawn (0 where it is not):
    /// the jump from where a view left to where it comes back is not motion.
    public static func speeds(of track: ViewTrack, times: [Double]) -> [Double] {
        let c = track.centres
        var result = [Double](repeating: 0, count: c.count)
        for stretch in track.lifetimes {
            for (value, k) in zip(speeds(Array(c[stretch]), Array(times[stretch])), stretch) { result[k] = value }
        }
        return result
    }

    static func velocity(_ c: [CGPoint], _ t: [Double], _ a: Int, _ b: Int) -> (x: Double, y: Double)? {
        let dt = t[b] - t[a]
        guard dt > 1e-12 else { return nil }
        return (Double(c[b].x - c[a].x) / dt, Double(c[b].y - c[a].y) / dt)
    }

    /// Peak speed from central differences and peak acceleration from the change between
    /// the two one-sided velocities around each sample (second differences), both on the
    /// dense samples, with their instants.
    static func kinematics(_ c: [CGPoint], _ t: [Double]) -> (Double, Double, Double, Double) {
        let speeds = speeds(c, t)
        var accelerations = [Double](repeating: 0, count: c.count)
        for j in c.indices {
            guard j > 0, j < c.count - 1, let before = velocity(c, t, j - 1, j), let after = velocity(c, t, j, j + 1) else { continue }
            accelerations[j] = hypot(after.x - before.x, after.y - before.y) / ((t[j + 1] - t[j - 1]) / 2)
        }
        let (s, a) = (first(of: speeds), first(of: accelerations))
        return (speeds[s], t[s], accelerations[a], t[a])
    }
}

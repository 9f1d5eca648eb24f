import AnimSimCore
import Foundation

/// `animsim compare --json`: the comparison in the layout docs/compare-json.md describes
/// (`version` 2). Numbers are rounded to 4 decimals as `animsim trace` rounds them, and an
/// instant that means nothing (the time of a peak of zero) is `null`.
public struct ComparisonJSON: Sendable {
    /// Version 1 was `SceneComparison` encoded as is, with full doubles and no version key.
    public static let version = 2

    public var comparison: SceneComparison

    public init(_ comparison: SceneComparison) { self.comparison = comparison }

    public func data() throws -> Data { Data(text().utf8) }

    public func text() -> String { document.text(Self.writer) + "\n" }

    /// Indented, numbers as traces print them, and `<` escaped, as the report, which embeds
    /// the same values in its page, needs.
    public static let writer = JSONWriter(pretty: true, escaping: .html)

    public var document: JSONValue {
        let c = comparison
        return .object([
            ("version", .int(Self.version)), ("title", .string(c.title)), ("source", .string(c.source)),
            ("duration", .number(c.duration)), ("fps", .number(c.fps)), ("frameCount", .int(c.frameCount)),
            ("samples", .int(c.samples)), ("sampleInterval", .number(c.sampleInterval)),
            ("settleEpsilon", .number(c.settleEpsilon)),
            ("strategies", .array(c.strategies.map(Self.strategy))),
            ("divergence", .array(c.divergence.map(Self.divergence))),
            ("outlineDivergence", .array(c.outlineDivergence.map(Self.outlineDivergence))),
        ])
    }

    static func strategy(_ report: SceneComparison.StrategyReport) -> JSONValue {
        .object([
            ("strategy", .string(report.strategy.rawValue)), ("summary", summary(report.summary)),
            ("views", .array(report.views.map(view))), ("overlaps", overlaps(report.overlaps)),
        ])
    }

    static func summary(_ s: StrategySummary) -> JSONValue {
        .object([
            ("views", .int(s.views)), ("movingViews", .int(s.movingViews)), ("totalPathLength", .number(s.totalPathLength)),
            ("meanPathLength", .number(s.meanPathLength)), ("maxPathLength", .number(s.maxPathLength)),
            ("meanStraightDistance", .number(s.meanStraightDistance)),
            ("minDistanceFromCentre", .number(s.minDistanceFromCentre)),
            ("maxDistanceFromCentre", .number(s.maxDistanceFromCentre)),
            ("maxRadiusDeviation", .number(s.maxRadiusDeviation)), ("peakSpeed", .number(s.peakSpeed)),
            ("peakAcceleration", .number(s.peakAcceleration)), ("settlingTime", .number(s.settlingTime)),
            ("overlapFrames", .int(s.overlapFrames)), ("collidingPairs", .array(s.collidingPairs.map { .string($0) })),
        ])
    }

    static func view(_ v: ViewMetrics) -> JSONValue {
        .object([
            ("view", .string(v.view)), ("pathLength", .number(v.pathLength)), ("straightDistance", .number(v.straightDistance)),
            ("pathRatio", .number(v.pathRatio)), ("radius", .number(v.radius)),
            ("minDistanceFromCentre", .number(v.minDistanceFromCentre)), ("minDistanceTime", .number(v.minDistanceTime)),
            ("maxDistanceFromCentre", .number(v.maxDistanceFromCentre)),
            ("maxRadiusDeviation", .number(v.maxRadiusDeviation)), ("wheelLike", .bool(v.wheelLike)),
            ("peakSpeed", .number(v.peakSpeed)), ("peakSpeedTime", .number(v.peakSpeedTime)),
            ("peakAcceleration", .number(v.peakAcceleration)), ("peakAccelerationTime", .number(v.peakAccelerationTime)),
            ("overshoot", .number(v.overshoot)), ("settlingTime", .number(v.settlingTime)),
            // When a view that comes and goes is drawn; null for one drawn throughout.
            ("lifetimes", v.lifetimes.map { .array($0.map { .object([("from", .number($0.from)), ("to", .number($0.to))]) }) } ?? .null),
        ])
    }

    static func overlaps(_ o: Overlaps) -> JSONValue {
        .object([
            ("frames", .array(o.frames.map { .int($0) })),
            ("pairs", .array(o.pairs.map { pair in
                .object([
                    ("a", .string(pair.a)), ("b", .string(pair.b)), ("frames", .array(pair.frames.map { .int($0) })),
                    ("firstTime", .number(pair.firstTime)), ("lastTime", .number(pair.lastTime)),
                    ("maxArea", .number(pair.maxArea)), ("atRest", .bool(pair.atRest)),
                ])
            })),
        ])
    }

    /// The Hausdorff distance between a view's two drawn outlines: its maximum over the
    /// frames, when (null when they never part) and its mean.
    static func outlineDivergence(_ d: OutlineDivergence) -> JSONValue {
        .object([("view", .string(d.view)), ("maxDistance", .number(d.maxDistance)), ("time", .number(d.time)),
                 ("meanDistance", .number(d.meanDistance))])
    }

    static func divergence(_ d: Divergence) -> JSONValue {
        .object([
            ("view", .string(d.view)), ("maxDistance", .number(d.maxDistance)), ("time", .number(d.time)),
            ("meanDistance", .number(d.meanDistance)),
            ("positions", .array(d.positions.map { p in
                .object([("strategy", .string(p.strategy.rawValue)), ("x", .number(p.x)), ("y", .number(p.y))])
            })),
        ])
    }
}

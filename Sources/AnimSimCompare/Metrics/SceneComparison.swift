import AnimSimCore
import Foundation

/// Everything `animsim compare` reports about one scene: per strategy the metrics of every
/// moving view, a summary and the overlaps; across strategies the divergence per view.
/// A plain Codable value, so the JSON output is this value encoded and tests can assert on
/// fields rather than on text.
public struct SceneComparison: Codable, Equatable, Sendable {
    public struct StrategyReport: Codable, Equatable, Sendable {
        public var strategy: Strategy
        public var summary: StrategySummary
        public var views: [ViewMetrics]
        public var overlaps: Overlaps

        public func view(_ id: String) -> ViewMetrics? { views.first { $0.view == id } }
    }

    public var title: String
    public var source: String
    public var duration: Double
    public var fps: Double
    public var frameCount: Int
    /// Sample instants per strategy, and the spacing between them.
    public var samples: Int
    public var sampleInterval: Double
    public var settleEpsilon: Double
    public var strategies: [StrategyReport]
    public var divergence: [Divergence]
    /// Per shape-drawing view, the Hausdorff distance between its two panes' drawn outlines
    /// (`OutlineDivergence`); empty with one strategy.
    public var outlineDivergence: [OutlineDivergence] = []
    /// Why the strategies cannot differ for this scene, when the model says so.
    public var agreement: String?

    public func report(_ strategy: Strategy) -> StrategyReport? { strategies.first { $0.strategy == strategy } }

    /// The view whose outlines part most; the first in paint order on a tie.
    public var maxOutlineDivergence: OutlineDivergence? {
        guard let top = outlineDivergence.map(\.maxDistance).max() else { return nil }
        return outlineDivergence.first { $0.maxDistance >= top - 1e-6 }
    }

    /// The view and instant where the strategies disagree most; on a tie (a wheel's views
    /// all diverge alike) the first view in paint order.

    public var maxDivergence: Divergence? {
        guard let top = divergence.map(\.maxDistance).max() else { return nil }
        return divergence.first { $0.maxDistance >= top - 1e-6 }
    }

    /// Measures already-sampled strategies (sampled by one `TrajectorySampler`).
    public init(evaluator: SceneEvaluator, samples: [StrategySamples], options: CompareOptions) {
        let scene = evaluator.scene
        title = scene.title
        source = scene.source
        duration = evaluator.duration
        fps = scene.fps
        frameCount = evaluator.frameCount
        self.samples = samples.first?.times.count ?? 0
        sampleInterval = 1 / (scene.fps * Double(options.substeps(frameCount: evaluator.frameCount,
                                                                       views: samples.first?.tracks.count ?? 0)))
        settleEpsilon = options.settleEpsilon
        agreement = evaluator.panesAgreeReason
        var measured = samples.map { sampled in
            sampled.tracks.map { ViewMetrics(track: $0, times: sampled.times, settleEpsilon: options.settleEpsilon) }
        }
        // Wheel-like: the layout itself keeps the view at a constant distance from its
        // centre (seen under animatable, where the layout runs every frame), and it moves.
        if let animatable = samples.firstIndex(where: { $0.strategy == .animatable }) {
            let onCircle = Set(measured[animatable].filter {
                $0.maxRadiusDeviation <= options.circleTolerance && $0.radius > options.circleTolerance
                    && $0.pathLength > options.settleEpsilon
            }.map(\.view))
            for s in measured.indices {
                for v in measured[s].indices where onCircle.contains(measured[s][v].view) { measured[s][v].wheelLike = true }
            }
        }
        strategies = zip(samples, measured).map { sampled, views in
            let overlaps = Overlaps(sampled)
            return StrategyReport(strategy: sampled.strategy,
                                  summary: StrategySummary(strategy: sampled.strategy, views: views, overlaps: overlaps,
                                                           settleEpsilon: options.settleEpsilon),
                                  views: views, overlaps: overlaps)
        }
        divergence = samples.count >= 2 ? Divergence.measure(samples[0], samples[1]) : []
    }

    /// Samples both strategies and measures them: the one call the CLI and tests make.
    public static func compare(_ evaluator: SceneEvaluator, options: CompareOptions = CompareOptions())
        throws(LayoutErrors) -> (comparison: SceneComparison, samples: [StrategySamples]) {
        try compare(TrajectorySampler(evaluator: evaluator, options: options))
    }

    /// Samples both strategies with a sampler made beforehand (to ask its `workRefusal`).
    public static func compare(_ sampler: TrajectorySampler) throws(LayoutErrors) -> (comparison: SceneComparison, samples: [StrategySamples]) {
        let samples = try sampler.sampleAll()
        var comparison = SceneComparison(evaluator: sampler.evaluator, samples: samples, options: sampler.options)
        if samples.count >= 2, let frames = samples.first {
            comparison.outlineDivergence = try OutlineDivergence.measure(
                sampler.evaluator, times: frames.frameSamples.map { frames.times[$0] }, strategies: (samples[0].strategy, samples[1].strategy))
        }
        return (comparison, samples)
    }
}

/// One strategy's figures over all its views: the table's last rows and the first thing a
/// reader compares ("which one travels further, which one collides, which one takes longer").
public struct StrategySummary: Codable, Equatable, Sendable {
    public var strategy: Strategy
    public var views: Int
    /// Views whose path is longer than the settle epsilon.
    public var movingViews: Int
    public var totalPathLength: Double
    public var meanPathLength: Double
    public var maxPathLength: Double
    public var meanStraightDistance: Double
    public var minDistanceFromCentre: Double
    public var maxDistanceFromCentre: Double
    /// Over wheel-like views only; nil when there are none.
    public var maxRadiusDeviation: Double?
    public var peakSpeed: Double
    public var peakAcceleration: Double
    /// The last view to settle.
    public var settlingTime: Double
    public var overlapFrames: Int
    /// Pairs that meet only while moving (see `Overlaps.collisions`).
    public var collidingPairs: [String]

    public init(strategy: Strategy, views metrics: [ViewMetrics], overlaps: Overlaps, settleEpsilon: Double) {
        self.strategy = strategy
        views = metrics.count
        movingViews = metrics.filter { $0.pathLength > settleEpsilon }.count
        let lengths = metrics.map(\.pathLength)
        totalPathLength = lengths.reduce(0, +)
        meanPathLength = metrics.isEmpty ? 0 : totalPathLength / Double(metrics.count)
        maxPathLength = lengths.max() ?? 0
        meanStraightDistance = metrics.isEmpty ? 0 : metrics.map(\.straightDistance).reduce(0, +) / Double(metrics.count)
        minDistanceFromCentre = metrics.map(\.minDistanceFromCentre).min() ?? 0
        maxDistanceFromCentre = metrics.map(\.maxDistanceFromCentre).max() ?? 0
        maxRadiusDeviation = metrics.filter(\.wheelLike).map(\.maxRadiusDeviation).max()
        peakSpeed = metrics.map(\.peakSpeed).max() ?? 0
        peakAcceleration = metrics.map(\.peakAcceleration).max() ?? 0
        settlingTime = metrics.map(\.settlingTime).max() ?? 0
        overlapFrames = overlaps.frames.count
        collidingPairs = overlaps.collisions.map(\.name)
    }
}

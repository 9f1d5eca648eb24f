import AnimSimCore
import AnimSimCompare
import AnimSimMotion
import Foundation

/// `animsim compare --report DIR`'s index.html: one self-contained file (styles, script,
/// data and the static plot inside it; no network, no CDN) that plays both strategies side
/// by side from the evaluated frames, with a scrubber, a divergence strip, small multiples
/// over time, a verdict, tables and a glossary.
///
/// Everything is computed here, in Swift, from the display lists and the comparison's
/// samples; the page's script only draws what it is given and never measures anything.
public struct ComparisonReport: Sendable {
    public let comparison: SceneComparison
    let frames: ReportFrames
    let series: ReportSeries
    let parameters: ReportParameters
    let verdict: Verdict
    /// The static trajectory plot (PNG bytes), embedded as a data URL; nil leaves it out.
    public var plotPNG: Data?
    /// How many keyframes a Lottie or SVG player needs to follow each strategy within
    /// `keyframeTolerance` (`render --format lottie|svg`); empty leaves the section out.
    public var keyframes: [FitSummary] = []
    public var keyframeTolerance = MotionExport.defaultTolerance

    /// The page's `<meta name="generator">`: how `--report` recognises a page it wrote
    /// before and may replace.
    public static let generator = "animsim compare --report"

    /// Rows in the table of most divergent frames.
    static let topFrames = 10

    /// Views × frames a page may embed: it holds every drawn view's place in every frame of
    /// both panes. At 2 million (compare's own bound) building the page took 70 s and 3.9 GB
    /// and made a page no browser plays smoothly; 250,000 is about a tenth of that.
    public static let maximumViewFrames = 250_000

    /// Why a scene is too large for a report, naming the bound and the scene's figure; nil
    /// when it fits. Asked before anything is sampled.
    public static func workRefusal(views: Int, frames: Int) -> String? {
        let viewFrames = Double(views) * Double(frames)
        guard viewFrames > Double(maximumViewFrames) else { return nil }
        return "--report embeds every view of every frame: \(views) views × \(frames) frames is \(Int(viewFrames)) view-frames, "
            + "more than the \(maximumViewFrames) a report may hold; leave out --report, or shorten 'duration', lower 'fps' "
            + "or use fewer views (at most \(maximumViewFrames / max(views, 1)) frames with \(views) views)"
    }

    public init(evaluator: SceneEvaluator, comparison: SceneComparison, samples: [StrategySamples],
                plotPNG: Data? = nil) throws(LayoutErrors) {
        self.comparison = comparison
        self.plotPNG = plotPNG
        frames = try ReportFrames(evaluator: evaluator, strategies: samples.map(\.strategy),
                                  views: samples.first?.tracks.map(\.id) ?? [])
        series = ReportSeries(comparison: comparison, samples: samples, frames: frames)
        parameters = ReportParameters(states: frames.states)
        verdict = Verdict(comparison: comparison, frames: frames, series: series)
        scene = evaluator.scene
    }

    let scene: Scene

    /// Whether the page says the strategies agree (the verdict's first word).
    public var strategiesAgree: Bool { verdict.agree }
    public var verdictText: String { verdict.headline + " " + verdict.reason }
    /// The frame the divergence strip marks as the worst; nil when the panes never part.
    public var worstFrame: Int? { series.worstFrame }

    /// Everything the page's script reads, as one JSON value.
    var data: JSONValue {
        .object([
            ("title", .string(scene.title)),
            ("canvas", .numbers([Double(scene.canvas.width), Double(scene.canvas.height)])),
            ("background", .string(scene.background.description)),
            ("fps", .number(scene.fps)), ("duration", .number(comparison.duration)),
            ("strategies", .array(frames.strategies.map { .string($0.rawValue) })),
            ("items", frames.itemsJSON), ("frames", frames.framesJSON),
            ("views", series.viewsJSON), ("strip", series.stripJSON),
            ("parameters", parameters.json(times: frames.times, epsilon: comparison.settleEpsilon)),
            ("verdict", verdict.json),
        ])
    }

    public var html: String { ReportPage(report: self).html }
}

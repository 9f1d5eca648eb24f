import AnimSimCore
import AnimSimLottie
import Foundation

/// `animsim render --format lottie|svg`: a scene's motion under each strategy, sampled from
/// the evaluator, fitted to keyframes within a tolerance, and written as one file per
/// strategy. With several strategies the strategy's name goes before the extension
/// (`out.json` → `out.position.json`, `out.animatable.json`); with one the file is `out`.
public struct MotionExport: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case lottie, svg
    }

    public struct Result: Sendable {
        public var strategy: Strategy
        public var summary: FitSummary
        public var views: [FittedView]
        public var data: Data
        /// One line per view and thing the format cannot carry and the file leaves out
        /// (`FittedEffects.omissions`), for the command to print as warnings.
        public var warnings: [String] = []
    }

    public let evaluator: SceneEvaluator
    public var tolerance: Double
    /// What `render --format lottie|svg` and the comparison report use unless told otherwise.
    public static let defaultTolerance = 0.5
    public var outliner: LabelOutliner?

    public init(evaluator: SceneEvaluator, tolerance: Double, outliner: LabelOutliner? = nil) {
        self.evaluator = evaluator
        self.tolerance = tolerance
        self.outliner = outliner
    }

    /// Every drawn view fitted, in paint order; views are fitted in parallel.
    public func fit(_ strategy: Strategy) throws(MotionExportError) -> [FittedView] {
        let samples = try MotionSampler(evaluator: evaluator).sample(strategy)
        let (tolerance, outliner) = (self.tolerance, self.outliner)
        return ParallelResults<FittedView, Never>.perform(samples.count) { .success(FittedView(samples[$0], tolerance: tolerance, outliner: outliner)) }
            .inOrder()
    }

    public func export(_ strategy: Strategy, as format: Format) throws -> Result {
        let views = try fit(strategy)
        let scene = evaluator.scene
        let settings = ExportSettings(title: "\(scene.title) (\(strategy.rawValue))", canvas: scene.canvas,
                                      background: scene.background, fps: scene.fps, frameCount: evaluator.frameCount, outliner: outliner)
        let data = switch format {
        case .lottie: try LottieBuilder(settings).animation(views).jsonData()
        case .svg: Data(SVGWriter(settings).document(views).utf8)
        }
        return Result(strategy: strategy, summary: FitSummary(strategy: strategy, views: views), views: views, data: data,
                      warnings: FittedEffects.omissions(views, lottie: format == .lottie))
    }

    /// Whether the file at `path` is one this export wrote (and may be replaced): a Lottie or
    /// SVG carrying AnimSim's generator mark near its start.
    public static func wroteFile(at path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
        return head.contains(#""meta":{"g":"AnimSim"}"#) || head.contains(#"data-generator="AnimSim""#)
    }

    /// Where each strategy's file goes (see the type's comment).
    public static func paths(for path: String, strategies: [Strategy]) -> [String] {
        guard strategies.count > 1 else { return [path] }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let base = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        return strategies.map { base + "." + $0.rawValue + (ext.isEmpty ? "" : "." + ext) }
    }
}

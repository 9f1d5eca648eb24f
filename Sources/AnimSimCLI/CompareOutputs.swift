import AnimSim
import AnimSimMotion
import AnimSimPresentation
import AnimSimCairo
import AnimSimCompare
import AnimSimExport
import AnimSimReport
import Foundation

/// The files `animsim compare` writes: the trajectory plot and the report directory. It
/// joins the pieces (AnimSimCompare's values, AnimSimReport's page, AnimSimCairo's
/// painters) that must not know each other; everything worth testing lives in those targets.
struct CompareOutputs {
    let evaluator: SceneEvaluator
    let comparison: SceneComparison
    let samples: [StrategySamples]
    let scale: CGFloat

    /// The plot, with times labelled along the view the strategies disagree on most.
    var trajectoryPlot: TrajectoryPlot {
        TrajectoryPlot(samples: samples, scene: evaluator.scene, labelledView: comparison.maxDivergence?.view)
    }

    func plotPNG() throws -> Data { Data(try PNGEncoder().encode(try TrajectoryPlotPainter(scale: scale).paint(trajectoryPlot))) }

    func writePlot(to path: String) throws {
        try write(try plotPNG(), to: path)
    }

    /// `DIR/index.html` (self-contained, the plot inside it) with `plot.png`,
    /// `comparison.json` and `comparison.csv` beside it; returns the page's path. Everything
    /// is made before anything is written, and an index.html that AnimSim did not write is
    /// never replaced.
    func writeReport(to directory: String) throws -> String {
        let dir = URL(fileURLWithPath: directory, isDirectory: true)
        let page = dir.appendingPathComponent("index.html")
        if let existing = try? String(contentsOf: page, encoding: .utf8),
           !existing.contains("<meta name=\"generator\" content=\"\(ComparisonReport.generator)\">") {
            throw ReportRefusal(path: page.path)
        }
        let png = try plotPNG()
        var report = try ComparisonReport(evaluator: evaluator, comparison: comparison, samples: samples, plotPNG: png)
        let motion = MotionExport(evaluator: evaluator, tolerance: report.keyframeTolerance)
        report.keyframes = try samples.map { FitSummary(strategy: $0.strategy, views: try motion.fit($0.strategy)) }
        let html = report.html
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try write(png, to: dir.appendingPathComponent("plot.png").path)
        try write(try ComparisonJSON(comparison).data(), to: dir.appendingPathComponent("comparison.json").path)
        try write(Data(ComparisonCSV(comparison).text.utf8), to: dir.appendingPathComponent("comparison.csv").path)
        try write(Data(html.utf8), to: page.path)
        return page.path
    }

    /// The report's verdict in words, for the terminal table.
    func verdict() throws -> String {
        try ComparisonReport(evaluator: evaluator, comparison: comparison, samples: samples).verdictText
    }

    func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Whole or absent, and removed by a hard stop at SIGINT/SIGTERM (`Interruption`).
        try AtomicFile.write([UInt8](data), to: url.path)
    }
}

/// `--report` pointed at a directory whose index.html is someone else's.
struct ReportRefusal: Error, CustomStringConvertible {
    var path: String
    var description: String {
        "\(path) exists and was not written by animsim; give --report an empty directory or one animsim wrote"
    }
}

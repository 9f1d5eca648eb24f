import AnimSimCore
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
    /// Refuses to write over an input or a file AnimSim did not write, and marks what it wrote.
    let output: OutputGuard

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
    /// is made before anything is written.
    func writeReport(to directory: String) throws -> String {
        let files = try Self.reportFiles(in: directory, output: output)
        let png = try plotPNG()
        var report = try ComparisonReport(evaluator: evaluator, comparison: comparison, samples: samples, plotPNG: png)
        let motion = MotionExport(evaluator: evaluator, tolerance: report.keyframeTolerance)
        report.keyframes = try samples.map { FitSummary(strategy: $0.strategy, views: try motion.fit($0.strategy)) }
        try files.guard.write(Array(png), to: files.plot)
        try files.guard.write(Array(try ComparisonJSON(comparison).data()), to: files.json)
        try files.guard.write(Array(ComparisonCSV(comparison).text.utf8), to: files.csv)
        try files.guard.write(Array(report.html.utf8), to: files.page)
        return files.page.path
    }

    /// The report's four files, and the guard that may replace them. An index.html that
    /// AnimSim did not write is never replaced; beside one it did write, the other three
    /// files are the same report's (reports older than ownership marks carry none).
    static func reportFiles(in directory: String, output: OutputGuard)
        throws -> (page: URL, plot: URL, json: URL, csv: URL, guard: OutputGuard) {
        let dir = URL(fileURLWithPath: directory, isDirectory: true)
        let page = dir.appendingPathComponent("index.html")
        var output = output
        if let existing = try? String(contentsOf: page, encoding: .utf8) {
            guard existing.contains("<meta name=\"generator\" content=\"\(ComparisonReport.generator)\">") || output.overwrite else {
                throw ReportRefusal(path: page.path)
            }
            output.overwrite = true
        }
        let files = (page: page, plot: dir.appendingPathComponent("plot.png"),
                     json: dir.appendingPathComponent("comparison.json"), csv: dir.appendingPathComponent("comparison.csv"))
        for file in [files.page, files.plot, files.json, files.csv] { try output.checkFile(file) }
        return (files.page, files.plot, files.json, files.csv, output)
    }

    /// Checks every path `--plot` and `--report` would write before any measuring starts:
    /// a refusal costs nothing, and never comes after minutes of work.
    static func checkTargets(plot: String?, report: String?, output: OutputGuard) throws {
        if let plot { try output.checkFile(URL(fileURLWithPath: plot)) }
        if let report { _ = try reportFiles(in: report, output: output) }
    }

    /// The report's verdict in words, for the terminal table.
    func verdict() throws -> String {
        try ComparisonReport(evaluator: evaluator, comparison: comparison, samples: samples).verdictText
    }

    func write(_ data: Data, to path: String) throws {
        try output.write(Array(data), to: URL(fileURLWithPath: path))
    }
}

/// `--report` pointed at a directory whose index.html is someone else's.
struct ReportRefusal: Error, CustomStringConvertible {
    var path: String
    var description: String {
        "\(path) exists and was not written by animsim; give --report an empty directory or one animsim wrote (or add --overwrite)"
    }
}

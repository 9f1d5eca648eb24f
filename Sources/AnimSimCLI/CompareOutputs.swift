import AnimSim
import AnimSimPresentation
import AnimSimCairo
import AnimSimCompare
import Foundation

/// The files `animsim compare` writes: the trajectory plot and the report directory. It
/// joins the pieces (AnimSimCompare's values, AnimSimCairo's painters) that must not know
/// each other; everything worth testing lives in those targets.
struct CompareOutputs {
    let evaluator: SceneEvaluator
    let comparison: SceneComparison
    let samples: [StrategySamples]
    let scale: CGFloat

    /// Frames on the report's contact sheet, first and last included.
    static let contactSheetFrames = 9

    /// The plot, with times labelled along the view the strategies disagree on most.
    var trajectoryPlot: TrajectoryPlot {
        TrajectoryPlot(samples: samples, scene: evaluator.scene, labelledView: comparison.maxDivergence?.view)
    }

    func writePlot(to path: String) throws {
        let image = try TrajectoryPlotPainter(scale: scale).paint(trajectoryPlot)
        try write(Data(try PNGEncoder().encode(image)), to: path)
    }

    /// `DIR/index.html` with `plot.png`, `contact-sheet.png`, `comparison.json` and
    /// `comparison.csv` beside it; returns the page's path.
    func writeReport(to directory: String) throws -> String {
        let dir = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try writePlot(to: dir.appendingPathComponent("plot.png").path)
        try write(Data(try PNGEncoder().encode(try contactSheet())), to: dir.appendingPathComponent("contact-sheet.png").path)
        try write(try ComparisonJSON(comparison).data(), to: dir.appendingPathComponent("comparison.json").path)
        try write(Data(ComparisonCSV(comparison).text.utf8), to: dir.appendingPathComponent("comparison.csv").path)
        let page = dir.appendingPathComponent("index.html").path
        try write(Data(ComparisonReportPage(comparison).html.utf8), to: page)
        return page
    }

    /// Evenly spaced frames of both strategies side by side, with guides (the paths), the
    /// HUD and the timeline, as `animsim render` composes them, on the renderer's sheet.
    func contactSheet() throws -> PixelBuffer {
        let composer = try FrameComposer(evaluator: evaluator, strategies: Strategy.allCases,
                                         overlays: [.guides, .ghosts, .hud, .timeline])
        let painter = FramePainter(scale: 1)
        let sheet = ContactSheetPainter(columns: 3, tileWidth: 420)
        let last = evaluator.frameCount - 1
        let count = min(Self.contactSheetFrames, last + 1)
        var frames: [Int] = []
        for k in 0..<count {
            let frame = count == 1 ? 0 : Int((Double(k) * Double(last) / Double(count - 1)).rounded())
            if frames.last != frame { frames.append(frame) }
        }
        let tiles = try frames.map { frame in
            let image = try painter.paint(try composer.composition(frame: frame))
            let label = "t = \(MetricText.fixed(evaluator.time(ofFrame: frame), 2)) s  ·  frame \(frame)"
            return ContactSheetPainter.Tile(image: try sheet.thumbnail(image), label: label)
        }
        return try sheet.paint(tiles)
    }

    func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

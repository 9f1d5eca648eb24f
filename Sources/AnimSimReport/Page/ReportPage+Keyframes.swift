import AnimSimCore
import AnimSimCompare
import AnimSimMotion
import Foundation

/// The report's keyframe table: what it takes a player that only moves things between
/// keyframes (Lottie, SVG, CSS) to follow each strategy, from the same fitting as
/// `render --format lottie|svg` (docs/motion-export.md).
extension ReportPage {
    func keyframeSection() -> String {
        let position = report.keyframes.first { $0.strategy == .position }
        var table = TextTable(headers: ["strategy", "views", "keyframes", "vs position", "straight lines only",
                                        "max error", "mean error"])
        for summary in report.keyframes {
            var versus = "—"
            if let position, summary.strategy != .position {
                let difference = summary.keyframes - position.keyframes
                versus = (difference >= 0 ? "+" : "") + "\(difference)"
                if position.keyframes > 0 { versus += " (" + MetricText.fixed(Double(summary.keyframes) / Double(position.keyframes)) + "×)" }
            }
            table.add([summary.strategy.rawValue, "\(summary.views)", "\(summary.keyframes)", versus, "\(summary.straightKeyframes)",
                       MetricText.fixed(summary.maxError, 3) + " pt", MetricText.fixed(summary.meanError, 3) + " pt"])
        }
        return "<section><h2>Keyframes a player needs</h2><p>Position keyframes over all views for a Lottie or SVG "
            + "player to follow each strategy within \(MetricText.fixed(report.keyframeTolerance, 2)) pt, with cubic "
            + "segments and their spatial tangents, and how many a player limited to straight lines (CSS, FLIP) would "
            + "need; the same fitting as <code>animsim render --format lottie|svg</code>.</p>"
            + HTML.table(table, id: "keyframes") + "</section>"
    }
}

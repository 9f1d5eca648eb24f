import AnimSim
import Foundation

/// The comparison as text for a terminal: a header line, one table per strategy (a row per
/// view and a summary row), the divergence per view, a side-by-side summary and the
/// overlaps. Lengths to 0.01 pt (the precision the sampling guarantees), times to 1 ms.
public struct ComparisonTable: Sendable {
    public var comparison: SceneComparison

    public init(_ comparison: SceneComparison) { self.comparison = comparison }

    public var text: String {
        var sections = [header]
        for report in comparison.strategies { sections.append(report.strategy.rawValue + "\n" + viewTable(report).text) }
        if !comparison.divergence.isEmpty { sections.append("divergence between strategies\n" + divergenceTable.text) }
        var summary = "summary\n" + summaryTable.text
        if let reason = comparison.agreement {
            summary += "\nthe strategies agree for this scene: " + reason
        } else if let d = comparison.maxDivergence, d.maxDistance < 0.01 {
            summary += "\nthe strategies agree for this scene: its layouts animate their data, but every view takes the "
                + "same path in both panes (to 0.01 pt): where it sits is linear in the data that changes"
        } else if let d = comparison.maxDivergence {
            summary += "\nstrategies diverge most for \(d.view): \(f(d.maxDistance)) pt apart at t = \(t(d.time)) s"
        }
        sections.append(summary)
        sections.append("overlaps (frames in which views' frames intersect)\n" + overlapLines.joined(separator: "\n"))
        return sections.joined(separator: "\n\n") + "\n"
    }

    var header: String {
        let c = comparison
        return "\(c.title) (\(c.source)): \(MetricText.fixed(c.duration, 2)) s, \(c.frameCount) frames at "
            + "\(MetricText.fixed(c.fps, 0)) fps, \(c.samples) samples per strategy (every \(MetricText.fixed(c.sampleInterval * 1000, 2)) ms)"
    }

    static let viewHeaders = ["view", "path", "straight", "path/str", "r", "d min", "at t", "d max", "|d−r| max",
                              "peak v", "at t", "peak a", "at t", "settled"]

    func viewTable(_ report: SceneComparison.StrategyReport) -> TextTable {
        var table = TextTable(headers: Self.viewHeaders)
        for v in report.views {
            table.add([v.view, f(v.pathLength), f(v.straightDistance), MetricText.fixed(v.pathRatio, 3), f(v.radius),
                       f(v.minDistanceFromCentre), t(v.minDistanceTime), f(v.maxDistanceFromCentre),
                       v.wheelLike ? f(v.maxRadiusDeviation) : "—", f(v.peakSpeed, 1), t(v.peakSpeedTime),
                       f(v.peakAcceleration, 1), t(v.peakAccelerationTime), t(v.settlingTime)])
        }
        table.addRule()
        let s = report.summary
        table.add(["mean", f(s.meanPathLength), f(s.meanStraightDistance), "", "", f(s.minDistanceFromCentre), "",
                   f(s.maxDistanceFromCentre), MetricText.fixed(s.maxRadiusDeviation), f(s.peakSpeed, 1), "",
                   f(s.peakAcceleration, 1), "", t(s.settlingTime)])
        return table
    }

    var divergenceTable: TextTable {
        let names = comparison.divergence.first?.positions.map(\.strategy.rawValue) ?? []
        var table = TextTable(headers: ["view", "max distance", "at t"] + names.map { "\($0) at t" } + ["mean distance"])
        for d in comparison.divergence {
            table.add([d.view, f(d.maxDistance), t(d.time)] + d.positions.map { "(\(f($0.x)), \(f($0.y)))" } + [f(d.meanDistance)])
        }
        return table
    }

    var summaryTable: TextTable {
        let reports = comparison.strategies
        var table = TextTable(headers: [""] + reports.map(\.strategy.rawValue))
        func row(_ name: String, _ value: (StrategySummary) -> String) {
            table.add([name] + reports.map { value($0.summary) })
        }
        row("moving views") { "\($0.movingViews) of \($0.views)" }
        row("path length, mean") { f($0.meanPathLength) }
        row("path length, total") { f($0.totalPathLength) }
        row("straight distance, mean") { f($0.meanStraightDistance) }
        row("distance from centre, min") { f($0.minDistanceFromCentre) }
        row("distance from centre, max") { f($0.maxDistanceFromCentre) }
        row("|d−r| max (wheel-like views)") { MetricText.fixed($0.maxRadiusDeviation) }
        row("peak speed (pt/s)") { f($0.peakSpeed, 1) }
        row("peak acceleration (pt/s²)") { f($0.peakAcceleration, 1) }
        row("settled by (s)") { t($0.settlingTime) }
        row("frames with overlaps") { "\($0.overlapFrames)" }
        return table
    }

    var overlapLines: [String] {
        comparison.strategies.map { report in
            let o = report.overlaps
            guard !o.pairs.isEmpty else { return "\(report.strategy.rawValue): none" }
            let pairs = o.pairs.map { pair in
                "  \(pair.name): frames \(frameRanges(pair.frames)) (t \(t(pair.firstTime))–\(t(pair.lastTime)) s, "
                    + "largest \(f(pair.maxArea, 0)) pt²)" + (pair.atRest ? ", also at rest" : "")
            }
            return "\(report.strategy.rawValue): \(o.frames.count) frames (\(frameRanges(o.frames))), "
                + "\(o.pairs.count) pairs\n" + pairs.joined(separator: "\n")
        }
    }

    func f(_ value: Double, _ digits: Int = 2) -> String { MetricText.fixed(value, digits) }
    func t(_ value: Double) -> String { MetricText.fixed(value, 3) }
}

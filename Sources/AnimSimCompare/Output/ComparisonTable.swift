import AnimSimCore
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
        if let lifetimes = lifetimeTable { sections.append("views that come and go (figures are over the times drawn)\n" + lifetimes.text) }
        if !comparison.divergence.isEmpty { sections.append("divergence between strategies\n" + divergenceTable.text) }
        if !comparison.outlineDivergence.isEmpty {
            sections.append("outline divergence (Hausdorff distance between the drawn outlines, per frame)\n" + outlineDivergenceTable.text)
        }
        var summary = "summary\n" + summaryTable.text
        if let d = comparison.maxDivergence, let time = d.time {
            summary += "\nstrategies diverge most for \(d.view): \(f(d.maxDistance)) pt apart at t = \(t(time)) s"
        }
        if let d = comparison.maxOutlineDivergence, let time = d.time {
            summary += "\noutlines part most for \(d.view): \(f(d.maxDistance)) pt (Hausdorff) at t = \(t(time)) s"
        }
        sections.append(summary)
        let overlaps = overlapTable
        let cut = comparison.strategies.map(\.overlaps).filter { $0.checkedFrames < comparison.frameCount }
            .map { "\($0.strategy.rawValue) checked frames 0–\(max($0.checkedFrames - 1, 0)) only" }
        sections.append("overlaps (frames in which views' frames share at least \(f(Overlaps.minimumArea, 1)) pt²)\n"
            + (cut.isEmpty ? "" : "\(cut.joined(separator: ", ")): \(Overlaps.maximumPairTests) pair tests is the bound\n")
            + (overlaps.rows.isEmpty ? "none" : overlaps.text))
        return sections.joined(separator: "\n\n") + "\n"
    }

    public var header: String {
        let c = comparison
        return "\(c.title) (\(c.source)): \(MetricText.fixed(c.duration, 2)) s, \(c.frameCount) frames at "
            + "\(MetricText.fixed(c.fps, 0)) fps, \(c.samples) samples per strategy (every \(MetricText.fixed(c.sampleInterval * 1000, 2)) ms)"
    }

    static let viewHeaders = ["view", "path", "straight", "path/str", "r", "d min", "at t", "d max", "|d−r| max",
                              "peak v", "at t", "peak a", "at t", "settled"]

    public func viewTable(_ report: SceneComparison.StrategyReport) -> TextTable {
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

    /// When each view that comes and goes is drawn, per strategy (the same in both, since
    /// identity and transitions are); nil when every view is drawn throughout.
    public var lifetimeTable: TextTable? {
        var table = TextTable(headers: ["strategy", "view", "drawn (s)"], alignments: [.left, .left, .left])
        for report in comparison.strategies {
            for v in report.views {
                guard let lifetimes = v.lifetimes else { continue }
                table.add([report.strategy.rawValue, v.view, lifetimes.map { "\(t($0.from))–\(t($0.to))" }.joined(separator: ", ")])
            }
        }
        return table.rows.isEmpty ? nil : table
    }

    public var divergenceTable: TextTable {
        let names = comparison.divergence.first?.positions.map(\.strategy.rawValue) ?? []
        var table = TextTable(headers: ["view", "max distance", "at t"] + names.map { "\($0) at t" } + ["mean distance"])
        for d in comparison.divergence {
            table.add([d.view, f(d.maxDistance), t(d.time)] + d.positions.map { "(\(f($0.x)), \(f($0.y)))" } + [f(d.meanDistance)])
        }
        return table
    }

    /// Per view drawing a shape: the largest Hausdorff distance between its two outlines,
    /// when, and its mean over the frames both panes draw it.
    public var outlineDivergenceTable: TextTable {
        var table = TextTable(headers: ["view", "max Hausdorff", "at t", "mean Hausdorff"])
        for d in comparison.outlineDivergence { table.add([d.view, f(d.maxDistance), t(d.time), f(d.meanDistance)]) }
        return table
    }

    public var summaryTable: TextTable {
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

    static let overlapHeaders = ["strategy", "views", "frames", "from t", "to t", "largest (pt²)", "also at rest"]

    /// One row per strategy and pair of views that overlap, in the strategies' order.
    public var overlapTable: TextTable {
        var table = TextTable(headers: Self.overlapHeaders,
                              alignments: [.left, .left, .left, .right, .right, .right, .left])
        for report in comparison.strategies {
            for pair in report.overlaps.pairs {
                table.add([report.strategy.rawValue, pair.name, frameRanges(pair.frames), t(pair.firstTime),
                           t(pair.lastTime), f(pair.maxArea, 1), pair.atRest ? "yes" : "no"])
            }
        }
        return table
    }

    func f(_ value: Double, _ digits: Int = 2) -> String { MetricText.fixed(value, digits) }
    func t(_ value: Double?) -> String { MetricText.fixed(value, 3) }
}

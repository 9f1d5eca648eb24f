import AnimSimCore
import Foundation

/// The text `animsim trace --against` prints: one line per drifted number, worst first,
/// aligned so a column of amounts reads at a glance; long lists end with a count.
public enum TraceDriftReport {
    public static func text(_ drifts: [TraceDrift], golden: String, tolerance: Double, limit: Int = 40) -> String {
        guard !drifts.isEmpty else { return "" }
        let views = Set(drifts.map(\.view)).count, frames = Set(drifts.map(\.frame)).count
        var lines = ["\(drifts.count) number\(drifts.count == 1 ? "" : "s") drifted by more than \(TraceNumber.format(tolerance)) "
            + "from \(golden) (\(views) view\(views == 1 ? "" : "s"), \(frames) frame\(frames == 1 ? "" : "s")), worst first:"]
        var rows: [[String]] = []
        for drift in drifts.prefix(limit) {
            rows.append(row(drift))
        }
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        for row in rows {
            lines.append("  " + row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  "))
        }
        if drifts.count > limit { lines.append("  … and \(drifts.count - limit) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func row(_ d: TraceDrift) -> [String] {
        let n = { (v: Double?) in v.map(TraceNumber.format) ?? "—" }
        switch d.field {
        case "frames":
            return ["frames", "", "", "", "golden \(n(d.golden)), now \(n(d.current))"]
        case "view":
            return [d.strategy, "frame \(d.frame)", "t \(TraceNumber.format(d.time))", d.view,
                    d.golden == nil && d.current != nil ? "new: not in the golden" : "missing: in the golden, not drawn now"]
        default:
            return [d.strategy, "frame \(d.frame)", "t \(TraceNumber.format(d.time))", d.view,
                    "\(d.field) \(n(d.golden)) → \(n(d.current))  (Δ \(TraceNumber.format(d.amount)))"]
        }
    }
}

import AnimSimCore
import Foundation

/// The comparison as CSV: one row per strategy and view, every metric a column, plus the
/// view's divergence between strategies and how many frames it overlaps another view in.
/// Numbers are rounded to 4 decimals as `animsim trace` rounds them (`TraceNumber`), with a
/// dot whatever the locale; an instant with no meaning (the time of a zero peak) is an empty
/// cell. Cells are quoted only when they need it (ids with commas or quotes).
public struct ComparisonCSV: Sendable {
    public var comparison: SceneComparison

    public init(_ comparison: SceneComparison) { self.comparison = comparison }

    public static let columns = [
        "strategy", "view", "path_length", "straight_distance", "path_ratio", "radius",
        "min_distance", "min_distance_time", "max_distance", "max_radius_deviation", "wheel_like",
        "peak_speed", "peak_speed_time", "peak_acceleration", "peak_acceleration_time", "overshoot", "settling_time",
        "overlap_frames", "max_divergence", "max_divergence_time", "appears", "leaves",
        "max_outline_distance", "max_outline_distance_time",
    ]

    public var text: String {
        var lines = [Self.columns.joined(separator: ",")]
        for report in comparison.strategies {
            for v in report.views {
                let divergence = comparison.divergence.first { $0.view == v.view }
                let outline = comparison.outlineDivergence.first { $0.view == v.view }
                let overlapFrames = Set(report.overlaps.pairs.filter { $0.a == v.view || $0.b == v.view }.flatMap(\.frames))
                let cells = [
                    report.strategy.rawValue, v.view, n(v.pathLength), n(v.straightDistance), n(v.pathRatio),
                    n(v.radius), n(v.minDistanceFromCentre), n(v.minDistanceTime), n(v.maxDistanceFromCentre),
                    n(v.maxRadiusDeviation), v.wheelLike ? "true" : "false", n(v.peakSpeed), n(v.peakSpeedTime),
                    n(v.peakAcceleration), n(v.peakAccelerationTime), n(v.overshoot), n(v.settlingTime), "\(overlapFrames.count)",
                    n(divergence?.maxDistance), n(divergence?.time),
                    // A view that comes and goes: its first and last instants drawn.
                    n(v.lifetimes?.first?.from), n(v.lifetimes?.last?.to),
                    // The Hausdorff distance between its panes' outlines: empty unless it draws a shape.
                    n(outline?.maxDistance), n(outline?.time),
                ]
                lines.append(cells.map(Self.escape).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func n(_ value: Double?) -> String { value.map(TraceNumber.format) ?? "" }

    /// RFC 4180 quoting: only cells with a comma, quote or line break are quoted.
    static func escape(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

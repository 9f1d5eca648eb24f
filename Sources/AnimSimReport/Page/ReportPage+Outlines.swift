import AnimSimCore
import AnimSimCompare
import Foundation

/// The report's outline section: per view drawing a shape, the Hausdorff distance between
/// its two panes' drawn outlines (`OutlineDivergence`) as a table, and a chart of it frame by
/// frame in the charts' own style, so a rotation the centre distance cannot see shows here.
extension ReportPage {
    func outlineSection() -> String {
        let c = report.comparison
        let table = ComparisonTable(c).outlineDivergenceTable
        return "<section id=outlines><h2>Distance between outlines per view</h2><p class=meta>The Hausdorff distance "
            + "between the outlines the two panes draw for each shape (in pane coordinates, after every transform), at "
            + "every frame: the farthest any point of one outline is from the other. It sees what the distance between "
            + "centres cannot: a turn about the centre, a polygon gaining sides.</p>"
            + outlineChart(c) + HTML.table(table, id: "outline-divergence") + "</section>"
    }

    /// One polyline per view over the frames, on a shared scale from 0 to the largest distance.
    func outlineChart(_ c: SceneComparison) -> String {
        let (width, height, left, bottom) = (600.0, 140.0, 36.0, 16.0)
        let top = max(c.outlineDivergence.map(\.maxDistance).max() ?? 0, 1)
        let frames = max(c.frameCount - 1, 1)
        var lines = ""
        for (k, view) in c.outlineDivergence.enumerated() {
            let points = view.distances.enumerated().compactMap { frame, d in
                d.map { "\(MetricText.fixed(left + (width - left - 4) * Double(frame) / Double(frames), 1)),"
                    + "\(MetricText.fixed(4 + (height - bottom - 4) * (1 - $0 / top), 1))" }
            }.joined(separator: " ")
            lines += "<polyline data-view=\"\(HTML.escape(view.view))\" style=\"stroke:\(Self.outlineColours[k % Self.outlineColours.count])\" points=\"\(points)\"/>"
        }
        let axis = "<line class=axis x1=\"\(left)\" y1=\"\(height - bottom)\" x2=\"\(width)\" y2=\"\(height - bottom)\"/>"
            + "<text class=label x=\"2\" y=\"12\">\(MetricText.fixed(top, 1)) pt</text>"
            + "<text class=label x=\"2\" y=\"\(height - bottom)\">0</text>"
            + "<text class=label x=\"\(width - 60)\" y=\"\(height - 2)\">\(MetricText.fixed(c.duration, 2)) s</text>"
        // A legend: each view's name in its line's colour (the first views; the table has all).
        let legend = c.outlineDivergence.prefix(Self.outlineColours.count).enumerated().map { k, view in
            "<span style=\"color:\(Self.outlineColours[k])\">■ \(HTML.escape(view.view))</span>"
        }.joined(separator: " &nbsp;")
        return "<svg class=chart id=outline-chart viewBox=\"0 0 \(Int(width)) \(Int(height))\" style=\"max-width:600px;display:block\">"
            + axis + lines + "</svg><p class=keys>\(legend)</p>"
    }

    /// Line colours of the outline chart, in the report's palette; they repeat past six views.
    static let outlineColours = ["#c9cbd6", "#bf5af2", "#30d158", "#ffd60a", "#ff453a", "#64d2ff"]
}

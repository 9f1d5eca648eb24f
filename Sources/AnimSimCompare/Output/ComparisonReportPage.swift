import AnimSim
import AnimSimPresentation
import Foundation

/// `compare --report DIR`'s index.html: the plot, the tables and the contact sheet on one
/// page. Self-contained apart from the images and data files next to it, which it links
/// relatively, so the directory can be zipped, mailed or served from anywhere. No script,
/// no external stylesheet: it must open from a file manager on a machine without network.
public struct ComparisonReportPage: Sendable {
    public var comparison: SceneComparison
    /// File names relative to the page; nil leaves the section out.
    public var plotFile: String?
    public var contactSheetFile: String?
    /// (label, file) pairs linked at the bottom: the JSON and CSV.
    public var dataFiles: [(label: String, file: String)]

    public init(_ comparison: SceneComparison, plotFile: String? = "plot.png", contactSheetFile: String? = "contact-sheet.png",
                dataFiles: [(label: String, file: String)] = [("JSON", "comparison.json"), ("CSV", "comparison.csv")]) {
        self.comparison = comparison
        self.plotFile = plotFile
        self.contactSheetFile = contactSheetFile
        self.dataFiles = dataFiles
    }

    public var html: String {
        let tables = ComparisonTable(comparison)
        var body: [String] = ["<h1>\(escape(comparison.title))</h1>", "<p class=meta>\(escape(tables.header))</p>"]
        if let plotFile {
            body.append("<h2>Trajectories</h2>")
            body.append("<figure><img src=\"\(escape(plotFile))\" alt=\"trajectories of both strategies\">"
                + "<figcaption>Each view's centre under each strategy, dashed for position and solid for animatable, "
                + "with a tick every \(MetricText.fixed(TrajectoryPlot.tickInterval(duration: comparison.duration), 2)) s "
                + "(close ticks: slow, far apart: fast); rings where views start, dots where they end, a cross at the "
                + "layout's centre.</figcaption></figure>")
        }
        body.append("<h2>Summary</h2>" + table(tables.summaryTable))
        if let d = comparison.maxDivergence {
            body.append("<p>The strategies diverge most for <b>\(escape(d.view))</b>: \(MetricText.fixed(d.maxDistance)) pt apart "
                + "at t = \(MetricText.fixed(d.time, 3)) s.</p>")
        }
        for report in comparison.strategies {
            body.append("<h2>\(escape(report.strategy.rawValue))</h2>" + table(tables.viewTable(report)))
        }
        if !comparison.divergence.isEmpty {
            body.append("<h2>Divergence between strategies</h2>" + table(tables.divergenceTable))
        }
        body.append("<h2>Overlaps</h2><pre>\(escape(tables.overlapLines.joined(separator: "\n")))</pre>")
        if let contactSheetFile {
            body.append("<h2>Contact sheet</h2><figure><img src=\"\(escape(contactSheetFile))\" alt=\"frames of the animation\"></figure>")
        }
        if !dataFiles.isEmpty {
            let links = dataFiles.map { "<a href=\"\(escape($0.file))\">\(escape($0.label))</a>" }.joined(separator: " · ")
            body.append("<p class=meta>Data: \(links)</p>")
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(escape(comparison.title)): position vs animatable</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        </body>
        </html>

        """
    }

    /// Dark like the renderer's frames, so the images sit on the page without a seam.
    static let style = """
    body{background:#0e0f13;color:#d8dae3;font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:1100px;padding:0 1em}
    h1{font-size:1.5em;margin-bottom:.2em}h2{font-size:1.15em;margin-top:1.8em;color:#a7aaba}
    .meta{color:#7d8092}a{color:#5ac8fa}img{max-width:100%;height:auto;border:1px solid #2a2c36}
    figcaption{color:#7d8092;font-size:.9em}pre{background:#15161c;padding:.8em;overflow-x:auto}
    table{border-collapse:collapse;font-variant-numeric:tabular-nums;font-size:.92em}
    th,td{padding:.25em .7em;border-bottom:1px solid #2a2c36;white-space:nowrap}
    th{color:#a7aaba;font-weight:600}td.n,th.n{text-align:right}tr.sum td{border-top:2px solid #3a3d4a;color:#fff}
    """

    /// A `TextTable` as HTML, keeping its alignments and its summary rule.
    func table(_ table: TextTable) -> String {
        func cls(_ i: Int) -> String { table.alignments[i] == .right ? " class=n" : "" }
        var rows = ["<tr>" + table.headers.indices.map { "<th\(cls($0))>\(escape(table.headers[$0]))</th>" }.joined() + "</tr>"]
        for (index, row) in table.rows.enumerated() {
            let summary = index > 0 && table.rulesAfter.contains(index - 1)
            rows.append((summary ? "<tr class=sum>" : "<tr>")
                + table.headers.indices.map { "<td\(cls($0))>\(escape($0 < row.count ? row[$0] : ""))</td>" }.joined() + "</tr>")
        }
        return "<table>\n" + rows.joined(separator: "\n") + "\n</table>"
    }

    func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

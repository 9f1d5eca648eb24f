import AnimSimCore
import AnimSimCompare
import Foundation

/// The HTML of the report: static sections (verdict, tables, glossary, plot) written
/// here, the interactive ones (panes, strip, small multiples) as empty containers the
/// script fills from the embedded data.
struct ReportPage {
    let report: ComparisonReport

    /// The embedded data on one line, `<` escaped so no string in it can end the `<script>`
    /// element it sits in.
    static let dataWriter = JSONWriter(escaping: .html)

    var html: String {
        let c = report.comparison
        let tables = ComparisonTable(c)
        let names = report.frames.strategies.map(\.rawValue)
        var body: [String] = [
            "<header><h1>\(HTML.escape(c.title))</h1><p class=meta>\(HTML.escape(tables.header))</p>",
            "<p id=verdict class=\"\(report.verdict.agree ? "agree" : "differ")\"><b>\(HTML.escape(report.verdict.headline))</b> "
                + "\(HTML.escape(report.verdict.reason))</p></header>",
            player(names),
            "<section><h2>Over time</h2><p class=meta>Dashed orange: position; solid blue: animatable; grey: the distance "
                + "between them. The vertical line is the current frame; click a chart to go to that instant.</p>"
                + "<div id=parameters class=multiples></div><div id=multiples class=multiples></div></section>",
            "<section><h2>Most divergent frames</h2>" + divergentFrames() + "</section>",
            "<section><h2>Summary</h2>" + HTML.table(tables.summaryTable) + "</section>",
        ]
        for strategy in c.strategies {
            body.append("<section><h2>\(HTML.escape(strategy.strategy.rawValue)): metrics per view</h2>"
                + HTML.table(tables.viewTable(strategy)) + "</section>")
        }
        if !c.divergence.isEmpty {
            body.append("<section><h2>Distance between strategies per view</h2>" + HTML.table(tables.divergenceTable) + "</section>")
        }
        if !c.outlineDivergence.isEmpty { body.append(outlineSection()) }
        let overlaps = tables.overlapTable
        body.append("<section><h2>Overlaps</h2>" + (overlaps.rows.isEmpty
            ? "<p>No two views' frames share \(MetricText.fixed(Overlaps.minimumArea, 1)) pt² or more in any frame.</p>"
            : HTML.table(overlaps, id: "overlaps")) + "</section>")
        if let png = report.plotPNG {
            body.append("<section><h2>Trajectories (static plot)</h2><figure><img id=plot alt=\"trajectories of both strategies\" "
                + "src=\"data:image/png;base64,\(png.base64EncodedString())\"><figcaption>Each view's centre under each "
                + "strategy, dashed for position and solid for animatable, with time ticks; rings where views start, dots "
                + "where they end, a cross at the layout's centre. Also written as plot.png.</figcaption></figure></section>")
        }
        if !report.keyframes.isEmpty { body.append(keyframeSection()) }
        body.append("<section><h2>Glossary</h2><dl id=glossary>" + Glossary.entries(settleEpsilon: c.settleEpsilon).map {
            "<dt>\(HTML.escape($0.term))</dt><dd>\(HTML.escape($0.meaning))</dd>"
        }.joined() + "</dl></section>")
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="\(ComparisonReport.generator)">
        <title>\(HTML.escape(c.title)): position vs animatable</title>
        <style>\(ReportStyle.css)</style>
        </head>
        <body>
        \(body.joined(separator: "\n"))
        <script type="application/json" id="report-data">\(report.data.text(Self.dataWriter))</script>
        <script>\(ReportScript.source)</script>
        </body>
        </html>

        """
    }

    func player(_ names: [String]) -> String {
        let panes = names.enumerated().map { index, name in
            "<figure class=pane><figcaption>\(HTML.escape(name))</figcaption><svg id=pane\(index) data-strategy=\"\(HTML.escape(name))\" "
                + "xmlns=\"http://www.w3.org/2000/svg\"></svg></figure>"
        }.joined()
        return """
        <section id=player><div class=panes>\(panes)</div>
        <div class=controls><button id=play title="Space">▶ play</button><button id=prev title="←">◀ frame</button>\
        <button id=next title="→">frame ▶</button><input id=scrub type=range min=0 max=0 step=1 value=0 aria-label="time">\
        <output id=time></output><label>speed <select id=speed><option value=0.1>0.1×</option><option value=0.25>0.25×</option>\
        <option value=0.5>0.5×</option><option value=1 selected>1×</option><option value=2>2×</option><option value=4>4×</option>\
        </select></label><label><input id=loop type=checkbox checked> loop</label>\
        <button id=jump-worst title="W">worst instant</button></div>
        <div id=strip title="distance between the strategies at each frame: click to go there"></div><p id=strip-caption class=meta></p>
        <p id=selection class=meta>Hover or click a view in either pane to highlight it in both and show its two paths.</p>
        <p class=keys>Keys, as in the window: Space play / pause · ← → previous / next frame · Shift ← → one second · \
        Home End first / last frame · [ ] slower / faster · L loop · W worst instant · Esc clear the selection</p></section>
        """
    }

    func divergentFrames() -> String {
        let frames = report.series.mostDivergentFrames(ComparisonReport.topFrames)
        guard !frames.isEmpty else { return "<p>None: the strategies never part at any frame.</p>" }
        var table = TextTable(headers: ["frame", "t (s)", "view", "distance (pt)"]
            + report.frames.strategies.map { "\($0.rawValue) at" }, alignments: [.right, .right, .left, .right, .right, .right])
        var attributes: [String] = []
        for k in frames {
            let view = report.series.strip[k].view
            let centres = view.flatMap { id in report.series.views.first { $0.id == id } }?.centre.map { points in
                "(\(MetricText.fixed(Double(points[k].x))), \(MetricText.fixed(Double(points[k].y))))"
            } ?? []
            table.add(["\(k)", MetricText.fixed(report.frames.times[k], 3), view ?? "", MetricText.fixed(report.series.strip[k].gap)]
                + centres)
            attributes.append("data-frame=\(k) class=jump")
        }
        return "<p class=meta>Click a row to go to that frame.</p>" + HTML.table(table, rowAttributes: attributes, id: "divergent-frames")
    }
}

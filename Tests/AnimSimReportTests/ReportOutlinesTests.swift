import AnimSimCore
import AnimSimNodeBuilder
import AnimSimCompare
@testable import AnimSimReport
import Foundation
import Testing

/// The report's outline section: the Hausdorff distance between the two panes' outlines
/// per view, as a chart (one line per view, a point per frame) and a table.
@Suite struct ReportOutlinesTests {
    /// A bar turned 0 → 360° by a geometry effect in 1 s at 60 fps: its centre never moves,
    /// so only the outline section says the panes differ.
    static let spin = Scene(title: "Spin", canvas: CGSize(width: 200, height: 200), duration: 1,
                            parameters: [SceneParameter(name: "angle", initial: 0)],
                            timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["angle": 360])]) { state in
        Rectangle().frame(width: 80, height: 40).geometryEffect(_RotationEffect(angle: .degrees(state["angle"]))).id("bar")
    }

    @Test func theSectionChartsAndTablesEachShapesDistance() throws {
        let report = try ReportScenes.make(Self.spin)
        let outline = try #require(report.comparison.outlineDivergence.first)
        #expect(outline.distances.count == report.comparison.frameCount)
        #expect(report.comparison.divergence.allSatisfy { $0.maxDistance < 1e-6 }, "the centre stays")
        #expect(outline.maxDistance > 10)
        let html = report.html
        #expect(html.contains("<section id=outlines>"))
        let chart = try #require(html.components(separatedBy: "id=outline-chart").dropFirst().first?.components(separatedBy: "</svg>").first)
        let points = try #require(chart.components(separatedBy: "points=\"").dropFirst().first?.prefix { $0 != "\"" })
        #expect(points.split(separator: " ").count == report.comparison.frameCount)
        #expect(html.contains(MetricText.fixed(outline.maxDistance, 2)))
    }
}

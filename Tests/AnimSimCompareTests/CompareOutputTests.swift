import AnimSim
@testable import AnimSimCompare
import Foundation
import Testing

/// The shapes of the outputs: JSON keys and round trip, CSV columns and rows, the text
/// table and the HTML page.
@Suite struct CompareOutputTests {
    static func quarterTurn() throws -> SceneComparison { try CompareScenes.compare(CompareScenes.quarterTurn).comparison }

    @Test func jsonHasTheDocumentedShapeAndRoundTrips() throws {
        let comparison = try Self.quarterTurn()
        let data = try ComparisonJSON(comparison).data()
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(root.keys) == ["title", "source", "duration", "fps", "frameCount", "samples", "sampleInterval",
                                   "settleEpsilon", "strategies", "divergence"])
        let strategies = try #require(root["strategies"] as? [[String: Any]])
        #expect(strategies.map { $0["strategy"] as? String } == ["position", "animatable"])
        let views = try #require(strategies[1]["views"] as? [[String: Any]])
        #expect(views.count == 8)
        let v0 = views[0]
        #expect(v0["view"] as? String == "v0")
        #expect(abs(try #require(v0["pathLength"] as? Double) - 204.2035) < 0.01)
        for key in ["straightDistance", "radius", "minDistanceFromCentre", "maxDistanceFromCentre", "maxRadiusDeviation",
                    "peakSpeed", "peakAcceleration", "settlingTime", "wheelLike"] {
            #expect(v0[key] != nil, "missing \(key)")
        }
        let overlaps = try #require(strategies[0]["overlaps"] as? [String: Any])
        #expect(Set(overlaps.keys) == ["strategy", "frames", "pairs"])
        let divergence = try #require(root["divergence"] as? [[String: Any]])
        #expect(Set(divergence[0].keys) == ["view", "maxDistance", "time", "meanDistance", "positions"])
        #expect(try JSONDecoder().decode(SceneComparison.self, from: data) == comparison)
    }

    @Test func csvHasOneRowPerStrategyAndView() throws {
        let text = ComparisonCSV(try Self.quarterTurn()).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == ComparisonCSV.columns.joined(separator: ","))
        #expect(lines.count == 1 + 2 * 8)
        for line in lines.dropFirst() {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            #expect(cells.count == ComparisonCSV.columns.count)
            #expect(Double(cells[2]) != nil, "path_length is a number: \(line)")
        }
        let v0 = try #require(lines.first { $0.hasPrefix("animatable,v0,") }).split(separator: ",").map(String.init)
        #expect(abs(try #require(Double(v0[2])) - 204.203522) < 0.01)
        #expect(v0[10] == "true")
        let divergence = try #require(Double(v0[17]))
        let divergenceTime = try #require(Double(v0[18]))
        #expect(abs(divergence - 38.0761) < 0.01 && abs(divergenceTime - 1) < 0.01)
    }

    @Test(arguments: [("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\"")])
    func csvQuotesOnlyWhenNeeded(_ cell: String, expected: String) {
        #expect(ComparisonCSV.escape(cell) == expected)
    }

    @Test func tablePrintsTheAnalyticFiguresAligned() throws {
        let text = ComparisonTable(try Self.quarterTurn()).text
        #expect(text.contains("183.85") && text.contains("204.20") && text.contains("91.92") && text.contains("38.08"))
        #expect(text.contains("strategies diverge most for v0: 38.08 pt apart at t = 1.000 s"))
        // Every line of one table has its columns at the same places: the rule is as long as the header.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("view    path") })
        #expect(lines[header + 1].count == lines[header].count)
        #expect(lines[header + 2].count == lines[header].count)
    }

    @Test(arguments: [(1.0, 2, "1.00"), (-0.004, 2, "0.00"), (-1.5, 1, "-1.5"), (183.847763, 2, "183.85"), (0.0005, 3, "0.001")])
    func metricTextIsFixedPoint(_ value: Double, digits: Int, text: String) {
        #expect(MetricText.fixed(value, digits) == text)
    }

    @Test func reportPageLinksItsFilesRelatively() throws {
        let html = ComparisonReportPage(try Self.quarterTurn()).html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for link in ["src=\"plot.png\"", "src=\"contact-sheet.png\"", "href=\"comparison.json\"", "href=\"comparison.csv\""] {
            #expect(html.contains(link), "missing \(link)")
        }
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"))
        #expect(html.components(separatedBy: "<table>").count - 1 == 4)
        #expect(html.contains("<td class=n>204.20</td>"))
    }
}

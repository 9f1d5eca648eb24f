import AnimSimCore
@testable import AnimSimCompare
import Foundation
import Testing

/// The shapes of the outputs: JSON keys and round trip, CSV columns and rows, the text
/// table and the HTML page.
@Suite struct CompareOutputTests {
    static func quarterTurn() throws -> SceneComparison { try CompareScenes.compare(CompareScenes.quarterTurn).comparison }

    @Test func jsonHasTheDocumentedVersionedShape() throws {
        let comparison = try Self.quarterTurn()
        let data = try ComparisonJSON(comparison).data()
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(root.keys) == ["version", "title", "source", "duration", "fps", "frameCount", "samples", "sampleInterval",
                                   "settleEpsilon", "strategies", "divergence", "outlineDivergence"])
        #expect(root["version"] as? Int == 2)
        let strategies = try #require(root["strategies"] as? [[String: Any]])
        #expect(strategies.map { $0["strategy"] as? String } == ["position", "animatable"])
        let views = try #require(strategies[1]["views"] as? [[String: Any]])
        #expect(views.count == 8)
        let v0 = views[0]
        #expect(v0["view"] as? String == "v0")
        #expect(abs(try #require(v0["pathLength"] as? Double) - 204.2035) < 0.01)
        for key in ["straightDistance", "pathRatio", "radius", "minDistanceFromCentre", "minDistanceTime", "maxDistanceFromCentre",
                    "maxRadiusDeviation", "wheelLike", "peakSpeed", "peakSpeedTime", "peakAcceleration",
                    "peakAccelerationTime", "overshoot", "settlingTime"] {
            #expect(v0[key] != nil, "missing \(key)")
        }
        let overlaps = try #require(strategies[0]["overlaps"] as? [String: Any])
        #expect(Set(overlaps.keys) == ["frames", "pairs"])
        let divergence = try #require(root["divergence"] as? [[String: Any]])
        #expect(Set(divergence[0].keys) == ["view", "maxDistance", "time", "meanDistance", "positions"])
    }

    /// On its circle a view's distance from the centre never changes: the instant it is
    /// nearest is null, not 0; every number has at most 4 decimals.
    @Test func jsonRoundsLikeTraceAndHasNullForMeaninglessTimes() throws {
        let text = ComparisonJSON(try Self.quarterTurn()).text()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strategies = try #require(root["strategies"] as? [[String: Any]])
        let animatable = try #require((strategies[1]["views"] as? [[String: Any]])?.first)
        #expect(animatable["minDistanceTime"] is NSNull)
        #expect(animatable["overshoot"] is NSNull)
        #expect(animatable["pathLength"] as? Double == 204.2035)
        let decimals = try NSRegularExpression(pattern: "[0-9]\\.[0-9]{5,}")
        #expect(decimals.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil, "unrounded number")
    }

    @Test(arguments: [
        ([0.0, 5, 10, 12, 10, 9.5, 10], 2.0 as Double?),  // a spring: up past 10 to 12, back
        ([0.0, 5, 10, 10, 10], 0),                         // a timing curve never passes its end
        ([10.0, 4, -1, 0, 0], 1),                          // downwards, 1 below
        ([3.0, 3, 3], nil),                                // never moves: nothing to overshoot
        ([0.0, 150, 40, 46, 45], 5),                       // interrupted: measured after the farthest (150)
    ])
    func overshootIsMeasuredPastTheEndAgainstTheApproach(_ values: [Double], expected: Double?) {
        #expect(Overshoot.measure(values) == expected)
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
        let v0 = try #require(lines.first { $0.hasPrefix("animatable,v0,") })
            .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        #expect(v0[2] == "204.2035")
        #expect(v0[10] == "true")
        // d never changes on the circle: no instant for its minimum, an empty cell.
        #expect(v0[7] == "")
        let divergence = try #require(Double(v0[18]))
        let divergenceTime = try #require(Double(v0[19]))
        #expect(divergence == 38.0761 && abs(divergenceTime - 1) < 0.01)
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

    /// Overlaps are a table, one row per strategy and pair, and only real overlaps are in it.
    @Test func overlapsAreATableOfPairs() throws {
        let table = ComparisonTable(try Self.quarterTurn()).overlapTable
        #expect(table.headers == ComparisonTable.overlapHeaders)
        #expect(table.rows.count == 8)
        #expect(table.rows.allSatisfy { $0[0] == "position" && $0[6] == "no" && (Double($0[5]) ?? 0) >= Overlaps.minimumArea })
        #expect(table.rows.first == ["position", "v0×v1", "35–66", "0.583", "1.100", "314.7", "no"])
    }
}

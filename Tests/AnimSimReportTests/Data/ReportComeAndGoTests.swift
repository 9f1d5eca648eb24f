import AnimSimCore
import AnimSimCompare
@testable import AnimSimReport
import AnimSimScene
import Foundation
import Testing

/// The report's curves over views that come and go: a view's series hold values only at the
/// frames it is drawn (null elsewhere, so the page breaks the curve and marks the arrival
/// or departure), and its card says when it is drawn.
@Suite struct ReportComeAndGoTests {
    /// Views 40 × 40, spacing 10, in an HStack at the leading edge: [a b c d e] → [c d e] at
    /// 0.5 s, linear over 1 s. a fades at centre 20 until the removal ends at 1.5 s (frame
    /// 90, where it is gone); c runs from 120 to 20 at 100 pt/s.
    /// Tests/AnimSimCommandsTests/Scenes/row-removal.yaml, which compare's tests measure too.
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("AnimSimCommandsTests/Scenes/row-removal.yaml").path

    static func views() throws -> [[String: Any]] {
        let evaluator = try SceneLoader().load(contentsOf: scene).evaluator()
        let (comparison, samples) = try SceneComparison.compare(evaluator)
        let report = try ComparisonReport(evaluator: evaluator, comparison: comparison, samples: samples, plotPNG: Data())
        let data = try #require(report.series.viewsJSON.text().data(using: .utf8))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test func aLeavingViewsCurvesStopWhereItIsGone() throws {
        let views = try Self.views()
        let a = try #require(views.first { $0["id"] as? String == "v-a" })
        let present = try #require(a["present"] as? [Bool])
        #expect(present == Array(repeating: true, count: 90) + Array(repeating: false, count: 31))
        for key in ["distance", "speed"] {
            let series = try #require(a[key] as? [[Any]])
            for values in series {
                #expect(values[89] is Double && values[90] is NSNull && values[120] is NSNull, "\(key)")
            }
        }
        let gap = try #require(a["gap"] as? [Any])
        #expect(gap[0] as? Double == 0 && gap[90] is NSNull)
        let metrics = try #require(a["metrics"] as? [[String: Any]])
        // Sampled 9 times a frame (1,000 intervals over 120 frames): the last instant drawn
        // is one ninth of a frame before 1.5 s, 1.5 − 1/540 = 1.49815, written to 4 decimals.
        let lifetimes = try #require(metrics.first?["lifetimes"] as? [[Double]])
        #expect(lifetimes.count == 1 && lifetimes[0][0] == 0 && abs(lifetimes[0][1] - (1.5 - 1.0 / 540)) <= 0.00005, "\(lifetimes)")
        // c is drawn throughout, at 100 pt/s halfway through its run.
        let c = try #require(views.first { $0["id"] as? String == "v-c" })
        #expect((c["present"] as? [Bool])?.allSatisfy { $0 } == true)
        #expect((c["metrics"] as? [[String: Any]])?.first?["lifetimes"] is NSNull)
        let speed = try #require((c["speed"] as? [[Double]])?.first)
        #expect(abs(speed[60] - 100) < 1e-6)
    }
}

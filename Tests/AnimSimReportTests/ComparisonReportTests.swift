import AnimSimCore
import AnimSimNodeBuilder
import AnimSimCompare
@testable import AnimSimReport
import Foundation
import Testing

/// The report's content as computed in Swift: the verdict, the worst frame, the data the
/// page draws from, and a page that needs nothing from the network. (What the page does
/// with it in a browser is ReportBrowserTests's.)
@Suite struct ComparisonReportTests {
    @Test func aWheelGetsAVerdictThatSaysWhereAndHowMuch() throws {
        let report = try ReportScenes.report(ReportScenes.wheel)
        #expect(!report.strategiesAgree)
        #expect(report.verdictText.hasPrefix("The strategies differ for this scene. They part most for v0: 38.08 pt apart at t = 1.000 s."))
        #expect(report.verdictText.contains("8 of 8 views part by more than 1 pt."))
        // Half progress of a 2 s ease at 60 fps.
        #expect(report.worstFrame == 60)
    }

    /// The model's reason first (a stack has no animatableData), then the observed fact.
    @Test func aStackGetsAVerdictThatTheStrategiesAgreeWithTheObservedReason() throws {
        let report = try ReportScenes.report(ReportScenes.stack)
        #expect(report.strategiesAgree)
        #expect(report.verdictText.hasPrefix("The strategies agree for this scene. Why: No layout in this scene has animatableData "
            + "that changes, so every view moves as geometry, in straight lines, in both panes. Measured: at all 61 frames, "
            + "and at the 1021 instants"))
        #expect(report.verdictText.contains("no view's position differs between the two panes by more than 0.01 pt"))
        #expect(report.worstFrame == nil)
        #expect(report.html.contains("None: the strategies never part at any frame."))
    }

    @Test func aSpringsOvershootIsGivenInTheParametersUnits() throws {
        let report = try ReportScenes.report(ReportScenes.spring)
        let angle = try #require(report.parameters.json(times: report.frames.times, epsilon: 0.1).text().data(using: .utf8))
        let parameters = try #require(try JSONSerialization.jsonObject(with: angle) as? [[String: Any]])
        let overshoot = try #require(parameters.first?["overshoot"] as? Double)
        // Damping 0.4: the first swing passes 90° by e^(−πζ/√(1−ζ²)) ≈ 25 % of the travel.
        #expect(abs(overshoot - 90 * exp(-Double.pi * 0.4 / (1 - 0.16).squareRoot())) < 1.5, "\(overshoot)")
        #expect((parameters.first?["settle"] as? Double ?? 0) > 0.5)
    }

    @Test func thePageNeedsNoNetworkAndKeepsItsDataInsideTheScript() throws {
        let html = try ReportScenes.report(ReportScenes.stack).html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for remote in ["src=\"http", "href=\"http", "<link", "@import", "url(", "cdn"] {
            #expect(!html.contains(remote), "the page loads \(remote)…")
        }
        // The title's "</script>" is escaped in the data and in the text.
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        #expect(html.contains("HStack &lt;/script&gt; spacing"))
        #expect(html.contains("src=\"data:image/png;base64,iVBORw==\""))
    }

    /// Every frame of every strategy holds every drawn item where the evaluator put it.
    @Test func framesHoldTheEvaluatorsPlacements() throws {
        let report = try ReportScenes.report(ReportScenes.wheel)
        let evaluator = try SceneEvaluator(scene: ReportScenes.wheel)
        for k in [0, 30, 60, 119] {
            for (s, strategy) in report.frames.strategies.enumerated() {
                let list = try evaluator.evaluate(at: evaluator.time(ofFrame: k), strategy: strategy)
                let drawn = list.items.filter { $0.shape != nil || $0.label != nil }
                #expect(report.frames.placements[k][s].count == drawn.count)
                for (placed, item) in zip(report.frames.placements[k][s], drawn) {
                    #expect(report.frames.items[Int(placed[0])].id == item.id)
                    #expect(abs(placed[1] - Double(item.frame.minX)) < 1e-9 && abs(placed[2] - Double(item.frame.minY)) < 1e-9)
                }
            }
        }
        // Each tile's drawn shape belongs to the tile (the moving view), so hovering it selects the tile.
        #expect(report.frames.items.map(\.view) == (0..<8).map { "v\($0)" })
    }

    @Test func theGlossaryExplainsEveryColumnOfTheTables() throws {
        let terms = Glossary.entries(settleEpsilon: 0.1).map(\.term).joined(separator: " ")
        for column in ["path", "straight", "path/str", "r", "d min", "|d−r| max", "peak v", "peak a", "settled", "overshoot",
                       "overlaps", "divergence strip", "distance between strategies"] {
            #expect(terms.contains(column), "no glossary entry for \(column)")
        }
    }
}

/// A difference in size alone is a difference: the verdict names it even where no centre moves apart.
@Suite struct VerdictSizeTests {
    @Test func aSizeOnlyDifferenceIsReportedAsSuch() throws {
        let report = try ReportScenes.report(ReportScenes.circle)
        #expect(!report.strategiesAgree, "\(report.verdictText)")
        #expect(report.verdictText.contains("No view's centre moves differently"))
        #expect(report.verdictText.contains("What differs: sizes by up to"))
        #expect(report.worstFrame == nil, "the strip measures centres, which never part here")
    }
}

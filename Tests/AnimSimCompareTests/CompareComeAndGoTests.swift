import AnimSimCore
import AnimSimNodeBuilder
import AnimSimCompare
import AnimSimScene
import Foundation
import Testing

/// `compare` over views that come and go: each view is measured over the instants it is
/// drawn, divergence only where both panes draw it, and overlaps only between views drawn.
@Suite struct CompareComeAndGoTests {
    /// Views 40 × 40, spacing 10, in an HStack at the leading edge of a 400-wide pane: view k
    /// spans x = 50k … 50k + 40. [a b c d e] → [c d e] at 0.5 s, linear over 1 s: a and b
    /// stay at their last places (centres 20 and 70) while they fade; c runs from 120 to 20.
    /// Tests/AnimSimCommandsTests/Scenes/row-removal.yaml, which the report's tests measure too.
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AnimSimCommandsTests/Scenes/row-removal.yaml").path

    /// Frame instants only, so every sample is k / 60 s.
    static func compare() throws -> SceneComparison {
        let evaluator = try SceneLoader().load(contentsOf: scene).evaluator()
        return try SceneComparison.compare(evaluator, options: CompareOptions(substepsPerFrame: 1, minimumIntervals: 1)).comparison
    }

    @Test func aLeavingViewIsMeasuredWhileItIsDrawn() throws {
        let comparison = try Self.compare()
        for report in comparison.strategies {
            // The removal ends at 1.5 s = frame 90, where a is no longer drawn: its last
            // instant is frame 89, 89/60 s.
            let a = try #require(report.view("v-a"))
            #expect(a.lifetimes == [ViewMetrics.Lifetime(from: 0, to: 89.0 / 60)])
            #expect(a.pathLength == 0 && a.straightDistance == 0 && a.peakSpeed == 0 && a.peakSpeedTime == nil)
            // c is drawn throughout and runs 100 pt in a straight line at 100 pt/s.
            let c = try #require(report.view("v-c"))
            #expect(c.lifetimes == nil)
            #expect(abs(c.pathLength - 100) < 1e-9 && abs(c.straightDistance - 100) < 1e-9)
            #expect(abs(c.peakSpeed - 100) < 1e-6)
            // c passes over a's place while a fades: a spans 0…40, and c's left edge reaches
            // 40 after running 60 of its 100 pt, at 0.5 + 0.6 = 1.1 s (frame 66, touching),
            // so they overlap from frame 67 to a's last frame; afterwards a is gone, and
            // the place it held meets nothing.
            let ac = try #require(report.overlaps.pairs.first { $0.name == "v-a×v-c" })
            #expect(ac.frames == Array(67...89), "\(ac.frames)")
            #expect(!ac.atRest)
        }
        // The panes agree on an HStack: 0 apart wherever both draw a view.
        #expect(comparison.divergence.allSatisfy { $0.maxDistance == 0 && $0.meanDistance == 0 })
        #expect(comparison.divergence.count == 5)
    }

    @Test func tableAndJSONSayWhenViewsAreDrawn() throws {
        let comparison = try Self.compare()
        let text = ComparisonTable(comparison).text
        #expect(text.contains("views that come and go"))
        let rows = text.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(rows.contains("position v-a 0.000–1.483") && rows.contains("animatable v-b 0.000–1.483"), "\(text)")
        #expect(!rows.contains { $0.hasPrefix("position v-c") })
        let json = ComparisonJSON(comparison).text()
        #expect(json.contains("\"lifetimes\": [") && !json.contains("NaN") && !json.contains("nan"))
    }

    /// The gallery's scenes whose views come and go, compared whole: every figure is a number
    /// (no NaN, no infinity), every view that comes or goes says when, and every view drawn
    /// in both panes has a divergence.
    @Test(arguments: ["flow-demo", "waterfall-dynamic", "wheel-gains-views"])
    func galleryScenesWhoseViewsComeAndGoCompareToNumbers(name: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scenes/\(name).yaml").path
        let evaluator = try SceneLoader().load(contentsOf: path).evaluator()
        let (comparison, samples) = try SceneComparison.compare(evaluator, options: CompareOptions(substepsPerFrame: 2, minimumIntervals: 1))
        // Foundation's encoder refuses NaN and infinity anywhere in the value.
        #expect(throws: Never.self) { try JSONEncoder().encode(comparison) }
        for (report, sampled) in zip(comparison.strategies, samples) {
            #expect(report.views.contains { $0.lifetimes != nil }, "\(name) \(report.strategy): no view comes or goes")
            for (view, track) in zip(report.views, sampled.tracks) {
                #expect((view.lifetimes == nil) == track.isAlwaysPresent, "\(name) \(view.view)")
                for lifetime in view.lifetimes ?? [] { #expect(lifetime.from <= lifetime.to) }
            }
        }
        #expect(comparison.divergence.count == comparison.strategies[0].views.count)
        #expect(comparison.divergence.allSatisfy { $0.maxDistance.isFinite && $0.meanDistance.isFinite })
    }

    /// Two panes sampled at 0, 1, 2, 3 s; the view is drawn at 1, 2, 3 s in one and at 0, 1, 2 s
    /// in the other (a case identity makes impossible in a scene, measured all the same):
    /// distances 3 pt at 1 s and 4 pt at 2 s are the only ones that count. Mean: the
    /// trapezoid (3 + 4) / 2 over the one second both draw it = 3.5.
    @Test func divergenceCountsOnlyInstantsBothPanesDraw() {
        let view = MovingView(id: "v", containerID: nil)
        func rect(_ x: Double) -> CGRect { CGRect(x: x - 5, y: -5, width: 10, height: 10) }
        let times = [0.0, 1, 2, 3]
        let a = ViewTrack(view: view, frames: [rect(100), rect(0), rect(0), rect(0)], layoutCentres: Array(repeating: .zero, count: 4),
                          present: [false, true, true, true])
        let b = ViewTrack(view: view, frames: [rect(0), rect(3), rect(4), rect(500)], layoutCentres: Array(repeating: .zero, count: 4),
                          present: [true, true, true, false])
        let divergence = Divergence.measure(
            StrategySamples(strategy: .position, times: times, frameSamples: [0, 1, 2, 3], tracks: [a]),
            StrategySamples(strategy: .animatable, times: times, frameSamples: [0, 1, 2, 3], tracks: [b]))
        #expect(divergence.count == 1)
        #expect(divergence[0].maxDistance == 4 && divergence[0].time == 2 && divergence[0].meanDistance == 3.5)
    }
}

import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder
@testable import AnimSimPresentation

/// Trails and guides keep at most `FrameComposer.maxPathPoints` points: a scene with many
/// views samples its paths at fewer instants, so memory and the segments drawn per frame do
/// not grow with the view count. (The 100,000-view scene kept 480 instants of every
/// view, 96 million points, and drew them all on every frame.)
@Suite struct SampledPathsBudgetTests {
    static func wheel(views: Int) -> Scene {
        Scene(title: "wheel", canvas: CGSize(width: 1000, height: 1000), duration: 2,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
              timeline: [StateChange(at: 0, animation: .easeInOut(duration: 2), set: ["angle": 90])]) { state in
            WheelLayout(radius: 400, rotation: state.angle("angle")) {
                ForEach(0..<views) { i in Rectangle().frame(width: 4, height: 4).id("v\(i)") }
            }
        }
    }

    @Test(arguments: [
        // (samples, frames, drawn views over all strategies, budget) → instants
        (480, 121, 16, 1_000_000, 121),          // a gallery scene: every frame
        (480, 10_000, 2_000, 1_000_000, 480),    // 1,000 views, both panes: the full 480
        (480, 10_000, 4_000, 1_000_000, 250),    // 2,000 views: fewer instants
        (480, 10_000, 200_000, 1_000_000, 5),    // 100,000 views, both panes
        (480, 10_000, 2_000_000, 1_000_000, 2),  // never fewer than 2
    ])
    func instantsFitTheBudget(_ row: (Int, Int, Int, Int, Int)) {
        #expect(SampledPaths.instants(samples: row.0, frames: row.1, drawnViews: row.2, maximumPoints: row.3) == row.4)
    }

    /// Counts what is kept, not how long it takes: points over all views and strategies.
    @Test(arguments: [10, 300, 3_000])
    func pointsKeptStayWithinTheBudget(_ views: Int) throws {
        let evaluator = try SceneEvaluator(scene: Self.wheel(views: views))
        let budget = 20_000
        let paths = try SampledPaths.sample(evaluator, strategies: Strategy.allCases, samples: 480, maximumPoints: budget)
        let kept = paths.values.map { $0.centres.values.map(\.count).reduce(0, +) }.reduce(0, +)
        #expect(kept <= max(budget, 2 * 2 * views))
        #expect(kept == 2 * views * SampledPaths.instants(samples: 480, frames: evaluator.frameCount,
                                                           drawnViews: 2 * views, maximumPoints: budget))
        // Guides still show every moving view, however coarse.
        let list = try evaluator.evaluate(at: 1, strategy: .animatable)
        #expect(paths[.animatable]?.guides(for: Array(list.items)).count == views)
    }
}

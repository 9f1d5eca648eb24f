import AnimSimCore
import AnimSimCompare
import Foundation
import Testing

/// Overlaps test pairs of views whose horizontal extents meet; views piled on each other all
/// meet, n²/2 pairs a frame. The tests are bounded (`Overlaps.maximumPairTests`): 999 piled
/// views over 1,999 frames ran compare past ten minutes.
@Suite struct CompareOverlapBoundTests {
    /// 40 large tiles on a wheel of radius 5: every pair overlaps in every frame.
    static func pile() throws -> StrategySamples {
        var scene = CompareScenes.wheel(to: 90, count: 40, size: 100, radius: 5, title: "pile of 40")
        scene.duration = 1
        let sampler = try TrajectorySampler(evaluator: try SceneEvaluator(scene: scene))
        return try sampler.sample(.position)
    }

    @Test func withinTheBoundEveryFrameIsChecked() throws {
        let samples = try Self.pile()
        let overlaps = Overlaps(samples)
        #expect(overlaps.checkedFrames == samples.frameSamples.count)
        #expect(overlaps.pairs.count == 40 * 39 / 2)
        #expect(overlaps.frames.count == samples.frameSamples.count)
    }

    /// 780 pairs a frame: a bound of 10,000 tests stops after 13 frames (the check runs
    /// whole frames, and stops once past the bound).
    @Test func pastTheBoundLaterFramesAreNotChecked() throws {
        let samples = try Self.pile()
        let overlaps = Overlaps(samples, maximumPairTests: 10_000)
        #expect(overlaps.checkedFrames == 13)
        #expect(overlaps.frames == Array(0..<13))
        #expect(overlaps.pairs.allSatisfy { $0.frames.count == 13 })
    }
}

import AnimSimCore
import AnimSimCompare
import Foundation
import Testing

/// Compare keeps every sample of every moving view, so its memory is views × instants per
/// strategy. `CompareOptions.maximumSamples` bounds that: substeps are lowered to fit, and a
/// scene that does not fit even at one sample per frame is refused before anything is
/// sampled. (The 1,000 views over 3,600 s grew by 85 MB/s and printed nothing.)
@Suite struct CompareBudgetTests {
    @Test(arguments: [
        // (frames, views, maximum samples) → substeps
        (121, 8, 2_000_000, 9),           // small: raised to 1,000 intervals, as before
        (1_201, 1_000, 2_000_000, 1),     // 1,000 views × 1,201 frames: one per frame
        (181, 1_000, 2_000_000, 8),       // fits the requested 8
        (181, 2_000, 2_000_000, 5),       // lowered to fit
        (10_000, 1_000, 2_000_000, 1),    // over even at 1: refused (see below), never 0
    ])
    func substepsFitTheBudget(_ row: (Int, Int, Int, Int)) {
        let options = CompareOptions(maximumSamples: row.2)
        #expect(options.substeps(frameCount: row.0, views: row.1) == row.3)
    }

    @Test func aSceneOverTheBoundIsRefusedNamingItsFigures() throws {
        let options = CompareOptions()
        #expect(options.workRefusal(frameCount: 2_000, views: 1_000) == nil)
        let refusal = try #require(options.workRefusal(frameCount: 2_001, views: 1_000))
        #expect(refusal.contains("1000 views × 2001 frames"))
        #expect(refusal.contains("2001000 samples per strategy"))
        #expect(refusal.contains("more than the 2000000"))
        #expect(refusal.contains("at most 2000 frames with 1000 views"))
    }

    /// The samples kept stay within the bound as the duration grows: at 6 s the requested 8
    /// substeps would keep 200 × 2,881 instants; the bound keeps fewer, and measures on.
    @Test(arguments: [2.0, 6.0, 20.0])
    func samplesKeptDoNotGrowPastTheBound(_ duration: Double) throws {
        var scene = CompareScenes.wheel(to: 90, count: 200, size: 4)
        scene.duration = duration
        let evaluator = try SceneEvaluator(scene: scene)
        let options = CompareOptions(maximumSamples: 300_000)
        let sampler = try TrajectorySampler(evaluator: evaluator, options: options)
        #expect(sampler.workRefusal == nil)
        let samples = try sampler.sample(.animatable)
        let kept = samples.tracks.map(\.frames.count).reduce(0, +)
        #expect(samples.tracks.count == 200)
        #expect(kept <= options.maximumSamples)
        #expect(samples.frameSamples.count == evaluator.frameCount)
    }
}

import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation
import Testing
@testable import AnimSimCommands

/// `check`'s sweep: what it lays out, and which error it reports when several instants fail.
@Suite struct FrameSweepTests {
    static func sweep(_ relative: String) throws -> FrameSweep {
        let loaded = try SceneArguments.load(AnimSimBinary.root.appendingPathComponent(relative).path)
        return FrameSweep(evaluator: try loaded.evaluator(), strategies: loaded.scene.strategies)
    }

    /// An hour at 60 fps whose levels settle at 1.5 s: the frames up to one past the quiet
    /// time, each once, and the guides' samples before it; not 216,001 frames.
    @Test func anHourThatSettlesEarlyCostsItsMovingFrames() throws {
        let sweep = try Self.sweep("Tests/AnimSimCommandsTests/Scenes/tree-spacing-curve-dips.yaml")
        let instants = try sweep.instants()
        let quiet = sweep.evaluator.quietTime
        let first = try #require((0..<sweep.evaluator.frameCount).first { sweep.evaluator.time(ofFrame: $0) >= quiet })
        #expect((91...92).contains(first), "1.5 s and one frame, at 60 fps")
        let frames = (0...first).map(sweep.evaluator.time(ofFrame:))
        #expect(Set(frames).isSubset(of: Set(instants)), "every frame before the quiet time and the first after it")
        #expect(instants.filter { $0 >= quiet } == [frames[first]], "one instant stands for the quiet tail")
        #expect(instants == instants.sorted() && Set(instants).count == instants.count)
        #expect(instants.count <= first + 1 + FrameComposer.maxPathSamples)
    }

    /// Many frames fail (the tree's height is negative for a stretch); the one reported is
    /// the earliest, as a frame-by-frame loop would find it, however the runs are split.
    @Test(arguments: ["tree-spring-overshoot-long.yaml", "tree-spacing-curve-dips.yaml", "nested-tree-spacing-overshoot.yaml"])
    func theEarliestFailureIsReported(_ name: String) throws {
        let sweep = try Self.sweep("Tests/AnimSimCommandsTests/Scenes/" + name)
        var sequential: LayoutErrors?
        for time in try sweep.instants() where sequential == nil {
            do { _ = try sweep.evaluator.evaluate(at: time, strategies: sweep.strategies) } catch { sequential = error }
        }
        let expected = try #require(sequential)
        #expect(throws: expected) { try sweep.run() }
    }
}

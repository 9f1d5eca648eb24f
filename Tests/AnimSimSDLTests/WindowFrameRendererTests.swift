import AnimSimCore
import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimSDL

/// Frames rendered ahead wait for their refresh: the window never shows an instant early,
/// and a newer frame that is due makes older ones stale.
@Suite struct WindowFrameRendererTests {
    /// A renderer that has finished every request, each given as (sequence, refresh, time),
    /// in batches: a batch is submitted only once the one before it has finished.
    func renderer(_ batches: [[(sequence: Int, refresh: Int, time: Double)]]) throws -> FrameRenderer {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let renderer = FrameRenderer(maxInFlight: 2)
        for batch in batches {
            for r in batch {
                renderer.submit(FrameRequest(sequence: r.sequence, refresh: r.refresh, composer: live, time: r.time,
                                             view: FrameView(overlays: [], visiblePanes: [0, 1]),
                                             drawable: CGSize(width: 200, height: 120), painter: LayeredFramePainter(),
                                             staticToken: 0))
            }
            renderer.drain()
        }
        return renderer
    }

    @Test func framesWaitForTheirRefresh() throws {
        let renderer = try renderer([[(1, 5, 0.1), (2, 6, 0.2)]])
        #expect(renderer.takeNewest(dueBy: 4) == nil)
        #expect(renderer.takeNewest(dueBy: 5)?.sequence == 1)
        #expect(renderer.takeNewest(dueBy: 5) == nil)
        #expect(renderer.takeNewest(dueBy: 6)?.sequence == 2)
        #expect(renderer.takeNewest(dueBy: 9) == nil)
    }

    @Test func aNewerDueFrameMakesOlderOnesStale() throws {
        let renderer = try renderer([[(1, 3, 0.1), (2, 4, 0.2)], [(3, 8, 0.3)]])
        #expect(renderer.takeNewest(dueBy: 7)?.sequence == 2)
        #expect(renderer.takeNewest(dueBy: 7) == nil, "the frame for refresh 3 is older than one shown")
        #expect(renderer.takeNewest(dueBy: 8)?.sequence == 3)
    }

    /// `--stats` counts the frames rendered in full that no refresh took: here the frame for
    /// refresh 3, made stale by the one for refresh 4 taken at refresh 7.
    @Test func staleFramesAreCountedAsNeverShown() throws {
        let renderer = try renderer([[(1, 3, 0.1), (2, 4, 0.2)], [(3, 8, 0.3)]])
        #expect(renderer.skippedFrames == 0)
        _ = renderer.takeNewest(dueBy: 7)
        #expect(renderer.skippedFrames == 1)
        _ = renderer.takeNewest(dueBy: 8)
        #expect(renderer.skippedFrames == 1)
    }

    /// A rendered frame carries the CPU its threads spent composing and painting it: both
    /// positive, and neither more than the wall time of the whole render times the threads
    /// that can have run it (the render thread, and one painter per pane).
    @Test func aFrameCarriesItsCPUTimes() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let request = FrameRequest(sequence: 1, refresh: 1, composer: live, time: 0.5,
                                   view: FrameView(overlays: [], visiblePanes: [0, 1]),
                                   drawable: CGSize(width: 200, height: 120), painter: LayeredFramePainter(), staticToken: 0)
        let frame = request.render()
        #expect(frame.failure == nil)
        #expect(frame.composeCPUSeconds > 0)
        #expect(frame.paintCPUSeconds > 0)
        #expect(frame.composeCPUSeconds <= frame.composeSeconds + 1e-3)
        #expect(frame.paintCPUSeconds <= 3 * frame.renderSeconds + 1e-3)
    }
}

import AnimSim
import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimSDL

/// Frames rendered ahead wait for their refresh: the window never shows an instant early,
/// and a newer frame that is due makes older ones stale.
@Suite struct WindowFrameRendererTests {
    func request(_ sequence: Int, refresh: Int, time: Double, _ live: LiveComposer) -> FrameRequest {
        FrameRequest(sequence: sequence, refresh: refresh, composer: live, time: time,
                     view: FrameView(overlays: [], visiblePanes: [0, 1]), drawable: CGSize(width: 200, height: 120),
                     painter: LayeredFramePainter(), staticToken: 0)
    }

    @Test func framesWaitForTheirRefresh() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let renderer = FrameRenderer(maxInFlight: 2)
        renderer.submit(request(1, refresh: 5, time: 0.1, live))
        renderer.submit(request(2, refresh: 6, time: 0.2, live))
        renderer.drain()
        #expect(renderer.takeNewest(dueBy: 4) == nil)
        #expect(renderer.takeNewest(dueBy: 5)?.sequence == 1)
        #expect(renderer.takeNewest(dueBy: 5) == nil)
        #expect(renderer.takeNewest(dueBy: 6)?.sequence == 2)
        #expect(renderer.takeNewest(dueBy: 9) == nil)
    }

    @Test func aNewerDueFrameMakesOlderOnesStale() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let renderer = FrameRenderer(maxInFlight: 2)
        renderer.submit(request(1, refresh: 3, time: 0.1, live))
        renderer.submit(request(2, refresh: 4, time: 0.2, live))
        renderer.drain()
        renderer.submit(request(3, refresh: 8, time: 0.3, live))
        renderer.drain()
        #expect(renderer.takeNewest(dueBy: 7)?.sequence == 2)
        #expect(renderer.takeNewest(dueBy: 7) == nil, "the frame for refresh 3 is older than one shown")
        #expect(renderer.takeNewest(dueBy: 8)?.sequence == 3)
    }
}

import AnimSimPresentation
import AnimSimCore
@testable import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimSDL

/// The divergence strip under the window's timeline and W, the key that jumps to its worst
/// frame.
@Suite struct WindowDivergenceStripTests {
    @Test func wJumpsToTheWorstFrameAndPauses() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let strip = try #require(live.divergence)
        // easeInOut over 1 s at 30 fps: half progress at frame 15.
        #expect(strip.worstFrame == 15)
        var state = PlayerState(clock: PlaybackClock(duration: 1, fps: 30), paneCount: 2)
        state.worstTime = strip.worstTime
        #expect(!state.clock.isPaused)
        #expect(KeyBindings.command(for: KeyPress(.character("w"))) == .seekToWorst)
        state.apply(.seekToWorst)
        #expect(state.clock.isPaused && state.clock.frame == 15)
        #expect(KeyBindings.help.contains { $0.keys == "W" })
    }

    @Test func withoutAWorstFrameWDoesNothing() {
        var state = PlayerState(clock: PlaybackClock(duration: 1, fps: 30, time: 0.4), paneCount: 2)
        let before = state
        state.apply(.seekToWorst)
        #expect(state == before)
    }

    /// Drawn along the bottom of the timeline band, under the track: dark where the panes
    /// agree (frame 0), bright near the worst frame, and a red mark on it.
    @Test func theStripIsPaintedUnderTheTimelineTrack() throws {
        let live = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        let strip = try #require(live.divergence)
        let composition = try live.composition(at: 0, view: FrameView(overlays: .standard, visiblePanes: [0, 1]))
        let frame = try FramePainter(scale: 2).paint(composition)
        let layout = CompositionLayout(composition)
        let band = try #require(layout.timelineBand)
        let image = try WindowOverlayPainter(scale: 2).paint(WindowOverlay(divergence: strip), over: frame, layout: layout)
        try Data(try PNGEncoder().encode(image)).write(to: FileManager.default.temporaryDirectory
            .appendingPathComponent("animsim-window-divergence-strip.png"))
        let span = TimelineTrack.span(in: band)
        let y = Int(((band.maxY - DivergenceStripPainter.inset - DivergenceStripPainter.height / 2) * 2).rounded())
        func pixel(atFrame k: Double) -> PixelBuffer.Pixel {
            let x = span.lowerBound + (span.upperBound - span.lowerBound) * CGFloat(k / Double(strip.distances.count))
            return image[Int((x * 2).rounded()), y]
        }
        let start = pixel(atFrame: 0.5)
        #expect(start.red < 60 && start.green < 60, "\(start)")
        let near = pixel(atFrame: 13.5)
        #expect(near.red > 200 && near.green > 150, "\(near)")
        let worstX = span.lowerBound + (span.upperBound - span.lowerBound) * 0.5
        let mark = image[Int((worstX * 2).rounded()), y]
        #expect(mark.red > 230 && mark.green < 110 && mark.blue < 100, "\(mark)")
        // Above the band the frame is untouched.
        #expect(image[10, Int(band.minY * 2) - 4] == frame[10, Int(band.minY * 2) - 4])
    }
}

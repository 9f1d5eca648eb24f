import AnimSimCore
import AnimSimCairo
import Foundation
import Testing
@testable import AnimSimSDL

/// The window's frame pipeline played on paper: refreshes on a 60 Hz grid, a request after
/// each, renders that take exactly the durations given, on an injected clock. No thread and
/// no sleep: what is checked is the rule, whatever the machine's speed.
@Suite struct FramePipelineTests {
    static let interval = 1.0 / 60

    /// A run: each refresh `r` begins at `r × interval`; the main thread takes the newest due
    /// frame, then asks for one whose clock stood at `r × interval` half a millisecond later.
    /// Renders take `durations` in turn and are composed halfway through, when a frame that
    /// can no longer be shown is given up.
    struct Run {
        var pipeline = FramePipeline(maxInFlight: 2, interval: FramePipelineTests.interval)
        let durations: [Double]
        let composer: LiveComposer
        var renders = 0
        /// (refresh, the frame it took); and every refresh a frame was aimed at, in start order.
        var shown: [(refresh: Int, frame: RenderedFrame)] = []
        var aims: [(refresh: Int, aimedAt: Int)] = []
        /// Frames started before any render had been timed: the pacer could only guess.
        var unmeasured: Set<Int> = []
        private var events: [(time: Double, composed: Bool, request: FrameRequest, start: Double)] = []
        private var lastTick = 0

        init(durations: [Double]) throws {
            self.durations = durations
            composer = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        }

        mutating func play(refreshes: Int) {
            for refresh in 1...refreshes {
                let tick = Double(refresh) * interval
                run(until: tick)
                lastTick = refresh
                pipeline.tick(refresh, at: tick)
                if let frame = pipeline.takeNewest(dueBy: refresh) { shown.append((refresh, frame)) }
                let clock = PlaybackClock(duration: 1_000, fps: 60, time: tick)
                let request = FrameRequest(sequence: refresh, refresh: refresh + 1, composer: composer, time: tick,
                                           view: FrameView(overlays: [], visiblePanes: [0, 1]), drawable: .zero,
                                           painter: LayeredFramePainter(), staticToken: 0,
                                           schedule: FrameSchedule(clock: clock, askedAt: refresh, interval: interval))
                let asked = tick + 0.0005
                if let start = pipeline.submit(request, at: asked) { begin(start, at: asked) }
            }
        }

        private mutating func begin(_ request: FrameRequest, at time: Double) {
            aims.append((lastTick, request.refresh))
            if pipeline.pacer.recent.isEmpty { unmeasured.insert(request.sequence) }
            let duration = durations[renders % durations.count]
            renders += 1
            events.append((time + duration / 2, true, request, time))
            events.append((time + duration, false, request, time))
        }

        private mutating func run(until tick: Double) {
            while let index = events.indices.filter({ events[$0].time <= tick }).min(by: { events[$0].time < events[$1].time }) {
                let event = events.remove(at: index)
                let next: FrameRequest?
                if event.composed {
                    guard pipeline.isDoomed(sequence: event.request.sequence, refresh: event.request.refresh) else { continue }
                    events.removeAll { !$0.composed && $0.request.sequence == event.request.sequence }
                    next = pipeline.abandon(at: event.time)
                } else {
                    let frame = RenderedFrame(sequence: event.request.sequence, refresh: event.request.refresh,
                                              time: event.request.time, frame: 0)
                    next = pipeline.finish(frame, seconds: event.time - event.start, at: event.time)
                }
                if let next { begin(next, at: event.time) }
            }
        }
    }

    /// Renders of one to two refreshes, two at once (a loaded two-core host): every frame
    /// rendered is shown, at the refresh it was aimed at, as the scene at that refresh.
    /// Aimed a fixed two refreshes from the tick the render started after, as before, the
    /// first run painted 99 of 597 frames for nothing and the third 149 of 448.
    @Test(arguments: [[0.024, 0.031, 0.027, 0.033, 0.022, 0.029], [0.012, 0.014, 0.019, 0.013], [0.041, 0.050, 0.038]])
    func noFrameIsRenderedThatIsNotShown(_ durations: [Double]) throws {
        var run = try Run(durations: durations)
        run.play(refreshes: 600)
        #expect(run.pipeline.skipped == 0, "frames painted and never shown")
        #expect(run.pipeline.abandoned == 0, "frames composed and given up")
        let pending = run.pipeline.finished.count + run.pipeline.inFlight
        #expect(run.shown.count == run.renders - pending, "every render but the last few still under way is shown")
        for (refresh, frame) in run.shown where !run.unmeasured.contains(frame.sequence) {
            #expect(frame.refresh == refresh, "frame \(frame.sequence), aimed at refresh \(frame.refresh), shown at \(refresh)")
            #expect(abs(frame.time - Double(refresh) * Self.interval) < 1e-9, "the scene at the refresh that shows it")
        }
        // Throughput: the two renders kept busy, so the rate is what two of them give, capped
        // by one request a refresh.
        let mean = durations.reduce(0, +) / Double(durations.count)
        #expect(Double(run.shown.count) >= 0.9 * min(600, 2 * 600 * Self.interval / (mean + Self.interval / 2)))
    }

    /// Never two frames for the same refresh, nor one for a refresh already begun.
    @Test func framesAreAimedAfterEachOtherAndAfterTheTick() throws {
        var run = try Run(durations: [0.030, 0.010, 0.045, 0.020])
        run.play(refreshes: 300)
        for (earlier, later) in zip(run.aims, run.aims.dropFirst()) {
            #expect(later.aimedAt > earlier.aimedAt)
        }
        #expect(run.aims.allSatisfy { $0.aimedAt > $0.refresh })
    }

    /// One slow frame raises the lead to the most the pacer allows; once the recent renders
    /// are fast again, held-back refreshes bring it down to one more than they need, and it
    /// stays there (a frame a refresh, none held).
    @Test func theLeadComesBackDownAfterASlowFrame() {
        var pacer = FramePacer(interval: Self.interval)
        var leads: [Int] = [], held = 0
        for refresh in 1...60 {
            pacer.tick(refresh, at: Double(refresh) * Self.interval)
            guard let target = pacer.target(startingAt: Double(refresh) * Self.interval + 0.0005) else {
                held += 1
                continue
            }
            leads.append(target - refresh)
            pacer.rendered(seconds: refresh == 1 ? 0.090 : 0.010)
        }
        #expect(leads.prefix(3) == [2, 6, 6], "before any measure, two refreshes; then the slow frame's six")
        #expect(held == 4, "from a lead of 6 to 2")
        #expect(leads.suffix(30).allSatisfy { $0 == 2 })
    }

    /// A frame composed after a newer one finished for the next refresh is given up before
    /// painting, and counted apart from the frames painted for nothing; one whose newer frame
    /// is due later still paints.
    @Test func aFrameThatCanNoLongerBeShownIsNotPainted() throws {
        let composer = try LiveComposer(evaluator: try WindowFrameTests.wheel())
        func request(_ sequence: Int, _ refresh: Int) -> FrameRequest {
            FrameRequest(sequence: sequence, refresh: refresh, composer: composer, time: 0, view: FrameView(overlays: [], visiblePanes: [0, 1]),
                         drawable: .zero, painter: LayeredFramePainter(), staticToken: 0)
        }
        var pipeline = FramePipeline(maxInFlight: 2, interval: Self.interval)
        #expect(pipeline.submit(request(1, 5), at: 0)?.refresh == 5)
        #expect(pipeline.submit(request(2, 8), at: 0)?.refresh == 8)
        pipeline.tick(4, at: 4 * Self.interval)
        _ = pipeline.finish(RenderedFrame(sequence: 2, refresh: 8, time: 0, frame: 0), seconds: 0.01, at: 0.07)
        #expect(!pipeline.isDoomed(sequence: 1, refresh: 5), "refresh 5 comes before the newer frame's 8")
        pipeline.tick(7, at: 7 * Self.interval)
        #expect(pipeline.isDoomed(sequence: 1, refresh: 5), "refresh 8 would take the newer frame")
        _ = pipeline.abandon(at: 0.12)
        #expect(pipeline.takeNewest(dueBy: 8)?.sequence == 2)
        #expect(pipeline.abandoned == 1)
        #expect(pipeline.skipped == 0)
        #expect(!pipeline.isBusy)
    }
}

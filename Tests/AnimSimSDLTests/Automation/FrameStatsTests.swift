import Testing
@testable import AnimSimSDL

/// `--stats`: what counts as a frame of playback, and how the summary reads.
@Suite struct FrameStatsTests {
    @Test func statsReportPercentilesFpsAndDrops() {
        var stats = FrameStats(refreshRate: 50)
        var now = 0.0
        stats.presented(at: now, renderSeconds: 0.005, playing: true)
        for interval in Array(repeating: 0.02, count: 97) + [0.04, 0.06, 0.1] {
            now += interval
            stats.presented(at: now, renderSeconds: 0.005, playing: true)
        }
        #expect(abs(FrameStats.percentile(stats.intervals, 50) - 0.02) < 1e-9)
        #expect(abs(FrameStats.percentile(stats.intervals, 99) - 0.06) < 1e-9)
        #expect(stats.dropped == 1 + 2 + 4)
        #expect(stats.report.contains("p50 20.0 ms"))
        #expect(stats.report.contains("dropped frames 7"))
        // Time spent paused is not a slow frame.
        stats.presented(at: now + 5, renderSeconds: 0, playing: false)
        stats.presented(at: now + 5.02, renderSeconds: 0, playing: true)
        stats.presented(at: now + 5.04, renderSeconds: 0, playing: true)
        #expect(stats.intervals.count == 101)
    }

    /// The CPU lines: composing and painting percentiles of the frames played, and the
    /// window's present times while playing only.
    @Test func statsReportCPUAndPresentTimes() {
        var stats = FrameStats(refreshRate: 60)
        for index in 0..<100 {
            stats.presented(at: Double(index) / 60, renderSeconds: 0.012, composeCPUSeconds: 0.004 + Double(index % 2) * 0.001,
                            paintCPUSeconds: 0.006, playing: true)
            stats.presentTook(0.002, playing: true)
        }
        stats.presented(at: 10, renderSeconds: 0.5, composeCPUSeconds: 0.4, paintCPUSeconds: 0.4, playing: false)
        stats.presentTook(0.3, playing: false)
        #expect(stats.composeCPU.count == 100)
        #expect(stats.presentTimes.count == 100)
        let report = stats.report
        #expect(report.contains("CPU         composing p50 4.0 ms  p99 5.0 ms  painting p50 6.0 ms  p99 6.0 ms"), "\(report)")
        #expect(report.contains("present     p50 2.0 ms  p99 2.0 ms"), "\(report)")
    }

    /// One event of a run as the window's loop reports it: a frame presented at a time, with
    /// the clock running or not, or a refresh on which the clock stood still.
    enum Event: Sendable, CustomTestStringConvertible {
        case played(Double), shownPaused(Double), stoodStill

        var testDescription: String {
            switch self {
            case .played(let time): "played \(time)"
            case .shownPaused(let time): "shown paused \(time)"
            case .stoodStill: "stood still"
            }
        }
    }

    /// At 60 Hz. The intervals counted and the frames dropped; a pause between two played
    /// frames is never one long frame, whether or not a frame was shown during it.
    @Test(arguments: [
        // Stopped at the end of a control's animation, no frame shown while stopped (the one
        // asked for before already showed the end), played on 0.387 s later.
        ([Event.played(0), .played(1.0 / 60), .stoodStill, .stoodStill, .played(0.404), .played(0.404 + 1.0 / 60)], 2, 0),
        // The same with a frame shown during the pause.
        ([.played(0), .played(1.0 / 60), .shownPaused(0.2), .played(0.404), .played(0.404 + 1.0 / 60)], 2, 0),
        // A slow frame with no pause is still a slow frame: two refreshes missed.
        ([.played(0), .played(1.0 / 60), .played(4.0 / 60)], 2, 2),
    ] as [([Event], Int, Int)])
    func pausesAreNotSlowFrames(events: [Event], intervals: Int, dropped: Int) {
        var stats = FrameStats(refreshRate: 60)
        for event in events {
            switch event {
            case .played(let time): stats.presented(at: time, renderSeconds: 0.005, playing: true)
            case .shownPaused(let time): stats.presented(at: time, renderSeconds: 0.005, playing: false)
            case .stoodStill: stats.stoodStill()
            }
        }
        #expect(stats.intervals.count == intervals)
        #expect(stats.dropped == dropped)
        #expect((stats.intervals.max() ?? 0) < 4.0 / 60 + 1e-9)
    }
}

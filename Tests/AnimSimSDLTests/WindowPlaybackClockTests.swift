import Testing
@testable import AnimSimSDL

/// The clock behind space, arrows, Home/End and the speed keys, without a window.
@Suite struct WindowPlaybackClockTests {
    /// 2 s at 10 fps: frames 0…20, the last at 2.0 s.
    func clock(time: Double = 0, paused: Bool = false, loops: Bool = true) -> PlaybackClock {
        PlaybackClock(duration: 2, fps: 10, time: time, paused: paused, loops: loops)
    }

    @Test func framesFollowTheEvaluatorsGrid() {
        let c = clock()
        #expect(c.frameCount == 21)
        #expect(c.lastFrameTime == 2)
        #expect(clock(time: 0.35).frame == 3)
        #expect(clock(time: 0.3).frame == 3)
    }

    @Test func advancingMovesTimeAtTheChosenSpeed() {
        var c = clock()
        c.advance(by: 0.5)
        #expect(abs(c.time - 0.5) < 1e-12)
        c.faster()
        c.advance(by: 0.25)
        #expect(abs(c.time - 1.0) < 1e-12)
        c.isPaused = true
        c.advance(by: 1)
        #expect(abs(c.time - 1.0) < 1e-12)
    }

    @Test func loopingWrapsAndStoppingPausesOnTheLastFrame() {
        var looping = clock(time: 1.9)
        looping.advance(by: 0.3)
        #expect(looping.time < 0.2 && !looping.isPaused)

        var once = clock(time: 1.9, loops: false)
        once.advance(by: 0.3)
        #expect(once.time == 2 && once.isPaused)
        once.togglePause()
        #expect(once.time == 0 && !once.isPaused, "space at the end of a non-looping scene starts over")
    }

    /// Played one refresh at a time, a loop never shows an instant twice in a row, even
    /// when refreshes come a hair faster than frames (a 60.02 Hz display, a 60 fps scene):
    /// a repeated instant is a frame the window shows twice, a judder at every loop.
    @Test(arguments: [0.0, 0.013, 0.0501, 0.0999])
    func loopingHoldsTheLastFrameForOneRefresh(phase: Double) {
        var c = clock(time: phase)
        var times = [c.time]
        for _ in 0..<200 {
            c.advance(by: 0.0999)
            times.append(c.time)
        }
        for (a, b) in zip(times, times.dropFirst()) { #expect(abs(a - b) > 1e-9, "time \(a) shown twice") }
        #expect(times.filter { $0 == c.lastFrameTime }.count >= 8)
    }

    @Test func steppingLandsOnNeighbouringFramesAndPauses() {
        var c = clock(time: 0.35)
        c.step(frames: 1)
        #expect(c.isPaused && abs(c.time - 0.4) < 1e-12)
        c.step(frames: -1)
        #expect(abs(c.time - 0.3) < 1e-12)
        c = clock(time: 0.35)
        c.step(frames: -1)
        #expect(abs(c.time - 0.3) < 1e-12, "from between frames, back goes to the frame before")
        c.step(frames: -10)
        #expect(c.time == 0)
        c.step(frames: 100)
        #expect(c.time == 2)
    }

    @Test func secondsHomeEndAndSeekClamp() {
        var c = clock(time: 0.5)
        c.step(seconds: 1)
        #expect(abs(c.time - 1.5) < 1e-12 && !c.isPaused, "shift-arrows keep playing")
        c.step(seconds: 1)
        #expect(c.time == 2)
        c.seekToStart()
        #expect(c.time == 0)
        c.seekToEnd()
        #expect(c.time == 2)
        c.seek(to: -3)
        #expect(c.time == 0)
        c.seek(to: .nan)
        #expect(c.time == 0)
    }

    @Test func speedStepsThroughTheListAndStopsAtItsEnds() {
        var c = clock()
        var seen: [Double] = []
        for _ in 0..<8 { c.slower(); seen.append(c.speed) }
        #expect(seen == [0.5, 0.25, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1])
        seen = []
        for _ in 0..<7 { c.faster(); seen.append(c.speed) }
        #expect(seen == [0.25, 0.5, 1, 2, 4, 4, 4])
        var odd = PlaybackClock(duration: 1, fps: 60, speed: 0.7)
        odd.faster()
        #expect(odd.speed == 1)
    }

    @Test func rescalingKeepsTimeWhereItStillExists() {
        var c = clock(time: 1.5)
        c.rescale(duration: 3, fps: 30)
        #expect(c.time == 1.5)
        c.rescale(duration: 1, fps: 30)
        #expect(c.time == 1)
    }
}

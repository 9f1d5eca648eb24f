import AnimSimCore
@testable import AnimSimMotion
import Foundation
import Testing

/// SMIL interpolates over the whole duration: holds before the first keyframe and after the
/// last one become still segments, and key times run from 0 to 1.
@Suite struct SMILTimelineTests {
    static let easeInOut = Easing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// At rest until frame 30, an eased move to frame 150, at rest until frame 180.
    static var track: FittedTrack {
        var samples = Array(repeating: Vec2(0, 0), count: 31)
        samples += (1...120).map { Vec2(100 * easeInOut.progress(at: Double($0) / 120), 0) }
        samples += Array(repeating: Vec2(100, 0), count: 30)
        return CurveFitter(tolerance: 0.5).fit(samples)
    }

    @Test func holdsBecomeStillSegments() {
        let track = Self.track
        #expect(track.keyframes == [30, 150])
        let timeline = SMILTimeline(track, lastFrame: 180)
        #expect(timeline.frames == [0, 30, 150, 180])
        #expect(timeline.keyTimes(lastFrame: 180) == "0;0.166667;0.833333;1")
        #expect(timeline.keySplines == "0 0 1 1;0.42 0 0.58 1;0 0 1 1")
        #expect(timeline.values { SVGNumber.point($0) } == "0,0;0,0;100,0;100,0")
    }

    @Test func motionPathSharesItsLengthAmongKeyframes() throws {
        let motion = try #require(SMILTimeline(Self.track, lastFrame: 180).motionPath())
        #expect(motion.d == "M0,0 C0,0 100,0 100,0")
        #expect(motion.keyPoints == "0;0;1;1")
    }

    @Test func stillTrackHasNoTimeline() {
        let still = CurveFitter(tolerance: 0.5).fit(Array(repeating: Vec2(5, 5), count: 10))
        #expect(SMILTimeline(still, lastFrame: 9).frames.isEmpty)
    }

    /// Colour keys are straight in time: a label turning from black to white between frames 9
    /// and 10 of 30 holds before and after, with linear splines throughout.
    @Test func colourKeysAreLinearWithHolds() {
        let samples = Array(repeating: Color(hex: 0x000000), count: 10) + Array(repeating: Color(hex: 0xFFFFFF), count: 20)
        let track = ColourTrack(samples, tolerance: 0.5)
        let timeline = SMILTimeline(keyframes: track.keyframes, lastFrame: 29)
        #expect(timeline.frames == [0, 9, 10, 29])
        #expect(timeline.keySplines == "0 0 1 1;0 0 1 1;0 0 1 1")
        #expect(timeline.values(of: track.samples) { $0.hexRGB } == "#000000;#000000;#ffffff;#ffffff")
    }
}

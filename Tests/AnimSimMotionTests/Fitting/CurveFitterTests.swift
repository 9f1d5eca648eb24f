import AnimSimMotion
import Foundation
import Testing

/// The fitter on curves whose answer is known: how many keyframes, and the error bound on
/// every sample.
@Suite struct CurveFitterTests {
    /// SwiftUI's easeInOut, the timing of most gallery changes.
    static let easeInOut = Easing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// `count` samples of `path` (a function of progress in 0…1) under `timing`.
    static func samples(_ count: Int, timing: Easing = .linear, _ path: (Double) -> Vec2) -> [Vec2] {
        (0..<count).map { path(timing.progress(at: Double($0) / Double(count - 1))) }
    }

    static func arc(radius: Double, degrees: Double) -> (Double) -> Vec2 {
        { p in let a = p * degrees * .pi / 180; return Vec2(165 + radius * cos(a), 165 + radius * sin(a)) }
    }

    static func expectBound(_ track: FittedTrack, _ tolerance: Double) {
        let errors = track.errors
        #expect(errors.count == track.samples.count)
        for (frame, error) in errors.enumerated() {
            #expect(error <= tolerance + 1e-9, "frame \(frame) is \(error) pt from its sample (tolerance \(tolerance))")
        }
    }

    @Test(arguments: [Easing.linear, easeInOut])
    func straightLineNeedsTwoKeyframes(timing: Easing) {
        let line = Self.samples(121, timing: timing) { Vec2(35 + 184 * $0, 165 - 184 * $0) }
        let track = CurveFitter(tolerance: 0.5).fit(line)
        #expect(track.keyframes == [0, 120])
        #expect(track.segments.count == 1 && track.segments[0].isStraight)
        Self.expectBound(track, 0.5)
    }

    @Test func quarterCircleOfRadius130IsOneCubicWithTangents() {
        let arc = Self.samples(121, timing: Self.easeInOut, Self.arc(radius: 130, degrees: 90))
        let track = CurveFitter(tolerance: 0.5).fit(arc)
        // A cubic is within 0.03 % of a quarter circle's radius: the tangents carry the arc.
        #expect(track.keyframes == [0, 120])
        #expect(!track.segments[0].isStraight)
        Self.expectBound(track, 0.5)
    }

    @Test(arguments: [0.5, 2.0])
    func quarterCircleNeedsMoreKeyframesAsStraightLines(tolerance: Double) {
        let arc = Self.samples(121, timing: Self.easeInOut, Self.arc(radius: 130, degrees: 90))
        let track = CurveFitter(tolerance: tolerance, allowsCurves: false).fit(arc)
        // A chord of angle θ leaves the circle by r(1 − cos θ/2): at most `tolerance` needs
        // θ ≤ 2 acos(1 − tolerance / r), so 90° takes at least this many segments.
        let segments = Int((90 / (2 * acos(1 - tolerance / 130) * 180 / .pi)).rounded(.up))
        #expect(track.keyframes.count >= segments + 1)
        Self.expectBound(track, tolerance)
    }

    @Test(arguments: [0.5, 2.0])
    func fullCircleNeedsSeveralCubics(tolerance: Double) {
        let circle = Self.samples(241, timing: Self.easeInOut, Self.arc(radius: 130, degrees: 360))
        let track = CurveFitter(tolerance: tolerance).fit(circle)
        // One cubic cannot close a loop; a handful of them can.
        #expect(track.keyframes.count >= 3)
        #expect(track.keyframes.count <= 12)
        Self.expectBound(track, tolerance)
    }

    @Test func tighterToleranceNeverNeedsFewerKeyframes() {
        let circle = Self.samples(241, timing: Self.easeInOut, Self.arc(radius: 130, degrees: 360))
        let counts = [2.0, 0.5, 0.1].map { CurveFitter(tolerance: $0).fit(circle).keyframes.count }
        #expect(counts == counts.sorted() && counts[2] > counts[0], "keyframes at 2, 0.5, 0.1 pt: \(counts)")
    }

    @Test func zeroToleranceKeysEveryFrame() {
        let arc = Self.samples(61, timing: Self.easeInOut, Self.arc(radius: 130, degrees: 90))
        let track = CurveFitter(tolerance: 0).fit(arc)
        #expect(track.keyframes == Array(0...60))
        Self.expectBound(track, 1e-9)
    }

    @Test func restsCostNoKeyframesInside() {
        // Still for 30 frames, a straight eased move over 60, still for 30, back over 60.
        let a = Vec2(40, 40), b = Vec2(200, 120)
        var track: [Vec2] = Array(repeating: a, count: 30)
        track += Self.samples(61, timing: Self.easeInOut) { a + (b - a) * $0 }
        track += Array(repeating: b, count: 30)
        track += Self.samples(61, timing: Self.easeInOut) { b + (a - b) * $0 }.dropFirst()
        let fitted = CurveFitter(tolerance: 0.5).fit(track)
        // Frame 30 is the last still one: the move starts there and ends at 90; the return
        // leaves at 120 and arrives at 180.
        #expect(fitted.keyframes == [30, 90, 120, 180])
        Self.expectBound(fitted, 0.5)
    }

    @Test func stillTrackIsNotAnimated() {
        let fitted = CurveFitter(tolerance: 0.5).fit(Array(repeating: Vec2(3, 4), count: 50))
        #expect(!fitted.isAnimated)
        #expect(fitted.value(atFrame: 20) == Vec2(3, 4))
    }

    @Test func cornersAndOvershootKeepTheBound() {
        // A spring-like overshoot along a line, then a sharp turn: no single timing fits.
        var track = (0..<90).map { i -> Vec2 in
            let t = Double(i) / 30
            return Vec2(100 * (1 - exp(-3 * t) * cos(6 * t)), 0)
        }
        track += (1..<40).map { Vec2(100, Double($0) * 3) }
        let fitted = CurveFitter(tolerance: 0.5).fit(track)
        #expect(fitted.keyframes.count > 3)
        Self.expectBound(fitted, 0.5)
    }

    @Test(arguments: [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0)])
    func easeInOutIsSymmetric(t: Double, expected: Double) {
        #expect(abs(Self.easeInOut.progress(at: t) - expected) < 1e-9)
        #expect(abs(Self.easeInOut.progress(at: 0.25) + Self.easeInOut.progress(at: 0.75) - 1) < 1e-9)
    }
}

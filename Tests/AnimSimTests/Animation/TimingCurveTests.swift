import Foundation
import Testing
@testable import AnimSimCore

struct TimingCurveTests {
    /// CSS / SwiftUI easeInOut (0.42, 0, 0.58, 1).
    @Test(arguments: [(0.25, 0.129162), (0.5, 0.5), (0.75, 0.870838)])
    func easeInOutValues(progress: Double, expected: Double) {
        #expect(abs(TimingCurve.easeInOut.value(at: progress) - expected) < 1e-4)
    }

    @Test func easeInValue() {
        #expect(abs(TimingCurve.easeIn.value(at: 0.25) - 0.093465) < 1e-4)
    }

    /// Chromium ui/gfx/geometry/cubic_bezier_unittest.cc, CubicBezierTest.Basic:
    /// CubicBezier(0.25, 0.0, 0.75, 1.0), epsilon 0.00015.
    @Test(arguments: [
        (0.0, 0.0), (0.05, 0.01136), (0.1, 0.03978), (0.15, 0.079780), (0.2, 0.12803),
        (0.25, 0.18235), (0.3, 0.24115), (0.35, 0.30323), (0.4, 0.36761), (0.45, 0.43345),
        (0.5, 0.5), (0.6, 0.63238), (0.65, 0.69676), (0.7, 0.75884), (0.75, 0.81764),
        (0.8, 0.87196), (0.85, 0.92021), (0.9, 0.96021), (0.95, 0.98863), (1.0, 1.0),
    ])
    func chromiumBasic(progress: Double, expected: Double) {
        #expect(abs(TimingCurve(0.25, 0, 0.75, 1).value(at: progress) - expected) < 0.00015)
    }

    /// Chromium cubic_bezier_unittest.cc, CubicBezierTest.UnclampedYValues:
    /// CubicBezier(0.5, -1.0, 0.5, 2.0), control points with y outside 0...1.
    @Test(arguments: [
        (0.05, -0.08954), (0.1, -0.15613), (0.15, -0.19641), (0.2, -0.20651), (0.25, -0.18232),
        (0.3, -0.11992), (0.35, -0.01672), (0.4, 0.12660), (0.45, 0.30349), (0.5, 0.50000),
        (0.55, 0.69651), (0.6, 0.87340), (0.65, 1.01672), (0.7, 1.11992), (0.75, 1.18232),
        (0.8, 1.20651), (0.85, 1.19641), (0.9, 1.15613), (0.95, 1.08954),
    ])
    func chromiumUnclampedY(progress: Double, expected: Double) {
        #expect(abs(TimingCurve(0.5, -1, 0.5, 2).value(at: progress) - expected) < 0.00015)
    }

    /// Chromium cubic_bezier_unittest.cc, CubicBezierTest.Basic, exact cases at x = 0.5.
    @Test(arguments: [
        (TimingCurve(0.5, 1, 0.5, 1), 0.875),
        (TimingCurve(0.5, 2, 0.5, 2), 1.625),
        (TimingCurve(0.5, -1, 0.5, -1), -0.625),
    ])
    func chromiumExactMidpoints(curve: TimingCurve, expected: Double) {
        #expect(abs(curve.value(at: 0.5) - expected) < 1e-12)
    }

    /// Chromium cubic_bezier_unittest.cc, CubicBezierTest.Slope: dy/dx of
    /// CubicBezier(0.25, 0.0, 0.75, 1.0), epsilon 0.00015.
    @Test(arguments: [
        (0.0, 0.0), (0.05, 0.42170), (0.1, 0.69778), (0.15, 0.89121), (0.2, 1.03184),
        (0.25, 1.13576), (0.3, 1.21239), (0.35, 1.26751), (0.4, 1.30474), (0.45, 1.32628),
        (0.5, 1.33333), (0.6, 1.30474), (0.7, 1.21239), (0.8, 1.03184), (0.9, 0.69778),
        (0.95, 0.42170), (1.0, 0.0),
    ])
    func chromiumSlope(progress: Double, expected: Double) {
        #expect(abs(TimingCurve(0.25, 0, 0.75, 1).velocity(at: progress) - expected) < 0.00015)
    }

    /// Chromium cubic_bezier_unittest.cc, CommonEasingFunctions: the solver must invert x(t)
    /// for CSS ease, ease-in, ease-out and ease-in-out. Here: value(at: x(t)) == y(t).
    @Test(arguments: [
        TimingCurve(0.25, 0.1, 0.25, 1), .easeIn, .easeOut, .easeInOut, TimingCurve(0, 4, 1, -3),
    ])
    func solverInvertsCurve(curve: TimingCurve) {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        for step in 0...20 {
            let t = Double(step) / 20
            let x = bezier(curve.c0x, curve.c1x, t), y = bezier(curve.c0y, curve.c1y, t)
            #expect(abs(curve.value(at: x) - y) < 1e-9, "t = \(t)")
        }
    }

    @Test(arguments: [0.0, 0.1, 0.33, 0.5, 0.9, 1.0])
    func linearIsIdentity(progress: Double) {
        #expect(TimingCurve.linear.value(at: progress) == progress)
        #expect(TimingCurve.linear.velocity(at: progress) == 1)
    }

    @Test(arguments: [(-0.5, 0.0), (1.5, 1.0)])
    func progressIsClamped(progress: Double, expected: Double) {
        #expect(TimingCurve.easeInOut.value(at: progress) == expected)
    }

    /// Velocity where dx/dt = 0 is the limit of dy/dx, which a finite difference confirms.
    /// easeIn ends at (c0y − 1)/(c0x − 1) = 1/0.58; easeOut starts at c1y/c1x = 1/0.58.
    @Test(arguments: [(TimingCurve.easeIn, 1.0), (TimingCurve.easeOut, 0.0)])
    func velocityAtDegenerateEnd(curve: TimingCurve, end: Double) {
        #expect(abs(curve.velocity(at: end) - 1 / 0.58) < 1e-9)
        let h = 1e-6
        let inside = end == 1 ? end - h : end + h
        let difference = (curve.value(at: max(end, inside)) - curve.value(at: min(end, inside))) / h
        #expect(abs(difference - 1 / 0.58) < 1e-3)
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
    func velocityMatchesFiniteDifference(progress: Double) {
        let curve = TimingCurve(0.25, 0.1, 0.25, 1), h = 1e-6
        let difference = (curve.value(at: progress + h) - curve.value(at: progress - h)) / (2 * h)
        #expect(abs(curve.velocity(at: progress) - difference) < 1e-5)
    }
}

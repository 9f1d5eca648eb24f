import Foundation
import Testing
@testable import AnimSimCore

/// Where a trim ends on a curve (P1): the parameter at which the arc length from the start
/// is a given length. Newton's steps must land on the root a plain bisection of
/// `length(to:)` finds (the definition), for any curve a shape draws.
@Suite struct ArcLengthParameterTests {
    /// The reference: 60 halvings of [0, 1] on the monotone length.
    static func bisection(_ s: PathSegment, _ target: CGFloat) -> CGFloat {
        var lo: CGFloat = 0, hi: CGFloat = 1
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if s.length(to: mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// A quarter circle (a circle's first segment, radius 50), an S-bend, a curve with a cusp
    /// (zero speed at t = 1/2) and one whose controls double back.
    static let segments: [PathSegment] = {
        let quarter = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).subpaths[0].segments[0]
        return [quarter,
                PathSegment(p0: .zero, c1: CGPoint(x: 100, y: 0), c2: CGPoint(x: 0, y: 100), p3: CGPoint(x: 100, y: 100), isLine: false),
                PathSegment(p0: .zero, c1: CGPoint(x: 100, y: 100), c2: CGPoint(x: 0, y: 100), p3: CGPoint(x: 100, y: 0), isLine: false),
                PathSegment(p0: .zero, c1: CGPoint(x: 300, y: 0), c2: CGPoint(x: -200, y: 0), p3: CGPoint(x: 100, y: 0), isLine: false)]
    }()

    /// Where the speed is not zero the parameters agree to 1e-11; at the cusp (segment 2 at
    /// t = 1/2, where the length stands still) any parameter in a span of about 1e-9 has
    /// the length, so what must agree there is the point the trim ends at, to 1e-9 pt.
    @Test(arguments: 0..<4, [0.001, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999])
    func newtonLandsOnTheBisectionsRoot(segment: Int, fraction: Double) {
        let s = Self.segments[segment]
        let target = s.length() * fraction
        let t = s.parameter(atLength: target), reference = Self.bisection(s, target)
        let cusp = segment == 2 && fraction == 0.5
        if !cusp { #expect(abs(t - reference) < 1e-11, "segment \(segment) at \(fraction): \(t)") }
        let p = s.point(at: t), q = s.point(at: reference)
        #expect(hypot(p.x - q.x, p.y - q.y) < 1e-9, "segment \(segment) at \(fraction): \(p) against \(q)")
        #expect(abs(s.length(to: t) - target) < 1e-9)
    }

    /// A quarter circle's length is proportional to its angle: the trim of a circle at
    /// fraction f ends at angle 2πf, clockwise on screen from (maxX, midY), within the
    /// Bézier's own distance from the circle (2.7e-4 of the radius).
    @Test(arguments: [0.05, 0.2, 0.375, 0.6, 0.95])
    func aRingsTrimEndsAtItsAngle(fraction: Double) throws {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let end = try #require(circle.trimmedPath(from: 0, to: fraction).currentPoint)
        let a = 2 * Double.pi * fraction
        #expect(abs(end.x - (50 + 50 * cos(a))) < 0.02 && abs(end.y - (50 + 50 * sin(a))) < 0.02, "\(end)")
    }
}

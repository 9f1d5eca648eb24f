import Foundation
import Testing
@testable import AnimSimCore

/// SwiftUI's `Path` measured as docs/evaluation.md chooses (P1, P3, P4): trims by arc length,
/// bounds without control points, both fill rules, arcs, and the rounded rectangle's start.
@Suite struct PathGeometryTests {
    static func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// P1's device check: a 200×50 rectangle (perimeter 500) trimmed to 0.25 ends 125 pt
    /// along its top edge by arc length (by element count it would end at (200, 0)).
    @Test(arguments: [(0.25, CGPoint(x: 125, y: 0)), (0.5, CGPoint(x: 200, y: 50)), (0.6, CGPoint(x: 150, y: 50))])
    func aRectangleTrimsByArcLength(to: CGFloat, end: CGPoint) {
        let trimmed = Path(CGRect(x: 0, y: 0, width: 200, height: 50)).trimmedPath(from: 0, to: to)
        #expect(Self.close(trimmed.currentPoint, end), "\(trimmed)")
    }

    /// Clamped fractions, empty when to ≤ from, the whole path for 0…1.
    @Test func trimEdgeCases() {
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(rect.trimmedPath(from: 0.7, to: 0.2).isEmpty)
        #expect(rect.trimmedPath(from: -1, to: 2) == rect)
        #expect(abs(rect.trimmedPath(from: 0.25, to: 0.75).length - 20) < 1e-9)
    }

    /// A circle's trim ends on the circle at the fraction's angle, clockwise on screen from
    /// (maxX, midY): 3/8 of a turn is 135°.
    @Test func aCircleTrimsAlongItsArc() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let end = circle.trimmedPath(from: 0, to: 0.375).currentPoint
        #expect(Self.close(end, CGPoint(x: 50 - 50 / 2.0.squareRoot(), y: 50 + 50 / 2.0.squareRoot()), 1e-3), "\(String(describing: end))")
    }

    /// P3: a circle's bounds are its square, though its controls reach 4/3·tan(π/8) beyond
    /// no edge; a curve whose controls stick out is bounded by the curve's own extremum.
    @Test func boundsExcludeControlPoints() {
        #expect(Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 60)).boundingRect == CGRect(x: 10, y: 20, width: 40, height: 60))
        var bump = Path()
        bump.move(to: .zero)
        bump.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 0, y: 40), control2: CGPoint(x: 30, y: 40))
        // y(t) = 120 t(1 − t): the top is 30 at t = 1/2, not the controls' 40.
        let box = bump.boundingRect
        #expect(abs(box.height - 30) < 1e-9 && box.width == 30, "\(box)")
        #expect(Path().boundingRect.isNull)
    }

    /// Two nested squares drawn the same way round: the centre is inside by the non-zero
    /// rule (winding 2) and outside by the even-odd rule; the ring between them is inside by both.
    @Test(arguments: [(CGPoint(x: 50, y: 50), true, false), (CGPoint(x: 5, y: 50), true, true), (CGPoint(x: 150, y: 50), false, false)])
    func containsByEitherRule(point: CGPoint, nonZero: Bool, evenOdd: Bool) {
        var path = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(point) == nonZero)
        #expect(path.contains(point, eoFill: true) == evenOdd)
    }

    /// P4: `clockwise: true` sweeps with decreasing angle: from 0 to 90° that is three
    /// quarters of a turn through the top of the screen (y < centre).
    @Test func clockwiseArcsTurnTheOtherWayOnScreen() {
        var arc = Path()
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        // Cubic quarter arcs run 1.4e-4 of their length beyond the circle's (their radius error).
        #expect(abs(arc.length - 15 * .pi) < 15 * .pi * 2e-4)
        #expect(arc.boundingRect.minY < -9.99)
        var full = Path()
        full.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
        #expect(abs(full.length - 20 * .pi) < 20 * .pi * 2e-4, "a sweep past a whole turn is one circle")
    }

    /// S6/P5: a rounded rectangle starts at the middle of its right edge and runs clockwise
    /// on screen (down first); a circular corner's middle lies on the quarter circle, and a
    /// continuous one's too (the approximation's rule).
    @Test(arguments: [RoundedCornerStyle.circular, .continuous])
    func roundedRectanglesStartMidRightAndKeepTheCornersMiddle(style: RoundedCornerStyle) throws {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 20, style: style)
        guard case .move(let start)? = path.elements.first, case .line(let next)? = path.elements.dropFirst().first else {
            Issue.record("\(path)"); return
        }
        #expect(start == CGPoint(x: 200, y: 50) && next.x == 200 && next.y > 50)
        let corner = try #require(path.subpaths.first?.segments.first { !$0.isLine })
        let middle = corner.point(at: 0.5), inset = 20 * (1 - 1 / 2.0.squareRoot())
        #expect(Self.close(middle, CGPoint(x: 200 - inset, y: 100 - inset), 1e-9), "\(middle)")
        let reach = 200 - corner.p0.x == 0 ? 100 - corner.p0.y : 0
        #expect(abs(reach - (style == .circular ? 20 : 20 * 1.528665)) < 1e-9, "the corner starts \(reach) from its point")
    }

    /// The tangent arc of CoreGraphics: from (0, 0) towards (100, 0) then down to (100, 100)
    /// with radius 20 is a line to (80, 0) and a quarter arc to (100, 20).
    @Test func tangentArcs() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(path.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(Self.close(path.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
        #expect(abs(path.length - (80 + 10 * .pi)) < 1e-3)
    }
}

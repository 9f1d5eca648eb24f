import Testing
import Foundation
import AnimSimCore

/// SwiftUI's `Path` elements: arcs and quadratic curves become the cubic curves that trace
/// them, so the painter and every other reader know only move, line, curve and close.
@Suite struct PathTests {
    static func cubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ s: Double) -> CGPoint {
        let u = 1 - s
        func mix(_ p: KeyPath<CGPoint, CGFloat>) -> CGFloat {
            u * u * u * a[keyPath: p] + 3 * u * u * s * c1[keyPath: p] + 3 * u * s * s * c2[keyPath: p] + s * s * s * b[keyPath: p]
        }
        return CGPoint(x: mix(\.x), y: mix(\.y))
    }

    /// Every point of every curve of an arc, sampled at tenths, lies on the circle within
    /// the cubic approximation's error for at most a quarter turn (2.7e-4 of the radius),
    /// and the arc starts and ends at the angles asked for (y down: 0° right, 90° below).
    @Test(arguments: [(0.0, 90.0, false, 1), (0, 270, false, 3), (0, 90, true, 3), (45, -45, true, 1), (10, 370, false, 4)])
    func anArcIsOnItsCircle(start: Double, end: Double, clockwise: Bool, pieces: Int) throws {
        let centre = CGPoint(x: 50, y: 60), radius: CGFloat = 40
        var path = Path()
        path.addArc(center: centre, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        guard case .move(let first)? = path.elements.first else { Issue.record("no move"); return }
        #expect(abs(first.x - (50 + 40 * cos(start * .pi / 180))) < 1e-9 && abs(first.y - (60 + 40 * sin(start * .pi / 180))) < 1e-9)
        let curves = path.elements.dropFirst()
        #expect(curves.count == pieces)
        var from = first
        for element in curves {
            guard case .curve(let to, let c1, let c2) = element else { Issue.record("\(element)"); return }
            for step in 0...10 {
                let point = Self.cubic(from, c1, c2, to, Double(step) / 10)
                #expect(abs(hypot(point.x - centre.x, point.y - centre.y) - radius) < 2.8e-4 * radius)
            }
            from = to
        }
        #expect(abs(from.x - (50 + 40 * cos(end * .pi / 180))) < 1e-9 && abs(from.y - (60 + 40 * sin(end * .pi / 180))) < 1e-9)
    }

    /// A second arc continues the path with a line to its start, as SwiftUI's does.
    @Test func anArcAfterAPointStartsWithALine() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 10, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        guard case .line(let start) = path.elements[1] else { Issue.record("\(path.elements[1])"); return }
        #expect(abs(start.x - 5) < 1e-9 && abs(start.y) < 1e-9)
        #expect(path.currentPoint.map { abs($0.x - 15) < 1e-9 && abs($0.y) < 1e-9 } == true)
    }

    /// The cubic of a quadratic curve is the same curve: equal at every parameter.
    @Test func aQuadraticCurveIsTracedExactly() throws {
        let a = CGPoint(x: 0, y: 0), control = CGPoint(x: 50, y: 100), b = CGPoint(x: 100, y: 0)
        var path = Path()
        path.move(to: a)
        path.addQuadCurve(to: b, control: control)
        guard case .curve(let to, let c1, let c2) = try #require(path.elements.last) else { Issue.record("no curve"); return }
        for step in 0...10 {
            let s = Double(step) / 10, u = 1 - s
            let quadratic = CGPoint(x: u * u * a.x + 2 * u * s * control.x + s * s * b.x, y: u * u * a.y + 2 * u * s * control.y + s * s * b.y)
            let point = Self.cubic(a, c1, c2, to, s)
            #expect(abs(point.x - quadratic.x) < 1e-9 && abs(point.y - quadratic.y) < 1e-9)
        }
    }

    @Test func offsetMovesEveryPointAndDescriptionNamesEachElement() {
        var path = Path(CGRect(x: 0, y: 0, width: 10, height: 5))
        path.addCurve(to: CGPoint(x: 1, y: 2), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 5, y: 6))
        #expect(path.offsetBy(dx: 1, dy: 2).description == "M 1 2 L 11 2 L 11 7 L 1 7 Z C 4 6 6 8 2 4")
        // P3: the bounds leave the control points out. The curve from (0, 0) peaks below
        // y = 4 (its controls reach 6), so the rect's 10×5 is the whole box.
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
    }
}

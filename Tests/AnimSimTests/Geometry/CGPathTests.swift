import Foundation
import Testing
@testable import AnimSimCore

/// CoreGraphics' `CGPath` and `CGMutablePath` as SwiftUI code uses them: built with CoreGraphics'
/// calls, handed to SwiftUI as `Path(cgPath)` and back as `path.cgPath`, measured with
/// `boundingBox` (control points included) and `boundingBoxOfPath` (excluded, P3).
@Suite struct CGPathTests {
    static func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Every CoreGraphics call, radians as CGFloat, gives the SwiftUI path of the same calls.
    @Test func pathOfAMutablePathIsTheSwiftUIPath() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 10, y: 10))
        cg.addLine(to: CGPoint(x: 60, y: 10))
        cg.addCurve(to: CGPoint(x: 60, y: 60), control1: CGPoint(x: 80, y: 20), control2: CGPoint(x: 80, y: 50))
        cg.addQuadCurve(to: CGPoint(x: 10, y: 60), control: CGPoint(x: 35, y: 90))
        cg.addArc(center: CGPoint(x: 10, y: 35), radius: 25, startAngle: .pi / 2, endAngle: -.pi / 2, clockwise: false)
        cg.closeSubpath()
        cg.addRect(CGRect(x: 100, y: 0, width: 30, height: 20))
        cg.addEllipse(in: CGRect(x: 0, y: 100, width: 40, height: 20))
        cg.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5)])

        var swiftUI = Path()
        swiftUI.move(to: CGPoint(x: 10, y: 10))
        swiftUI.addLine(to: CGPoint(x: 60, y: 10))
        swiftUI.addCurve(to: CGPoint(x: 60, y: 60), control1: CGPoint(x: 80, y: 20), control2: CGPoint(x: 80, y: 50))
        swiftUI.addQuadCurve(to: CGPoint(x: 10, y: 60), control: CGPoint(x: 35, y: 90))
        swiftUI.addArc(center: CGPoint(x: 10, y: 35), radius: 25, startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: false)
        swiftUI.closeSubpath()
        swiftUI.addRect(CGRect(x: 100, y: 0, width: 30, height: 20))
        swiftUI.addEllipse(in: CGRect(x: 0, y: 100, width: 40, height: 20))
        swiftUI.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5)])

        let converted = Path(cg)
        #expect(converted.elements.count == swiftUI.elements.count)
        for (a, b) in zip(converted.elements, swiftUI.elements) { #expect(Self.same(a, b), "\(a) \(b)") }
        #expect(Path(converted.cgPath) == converted)
        #expect(converted.cgPath == (cg as CGPath))
    }

    /// The element-wise comparison, to 1e-9 (radians go through CGFloat and Angle).
    static func same(_ a: Path.Element, _ b: Path.Element) -> Bool {
        func near(_ p: CGPoint, _ q: CGPoint) -> Bool { abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9 }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return near(p, q)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)): return near(p, q) && near(c1, d1) && near(c2, d2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }

    /// A transform maps every point: a line to (10, 0) translated by (5, 7) ends at (15, 7),
    /// a rect scaled by 2 covers twice the extent, as `CGPath(rect:transform:)` does.
    @Test func transformsMapThePoints() {
        let cg = CGMutablePath()
        cg.move(to: .zero, transform: CGAffineTransform(translationX: 5, y: 7))
        cg.addLine(to: CGPoint(x: 10, y: 0), transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(Path(cg).elements == [.move(to: CGPoint(x: 5, y: 7)), .line(to: CGPoint(x: 15, y: 7))])
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        let rect = CGPath(rect: CGRect(x: 1, y: 1, width: 10, height: 5), transform: &scale)
        #expect(rect == Path(CGRect(x: 2, y: 2, width: 20, height: 10)).cgPath)
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4), transform: nil) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 4)).cgPath)
    }

    /// A curve from (0, 0) to (100, 0) with controls at (0, 100) and (100, 100): its box with
    /// the controls is 100 × 100; the curve itself peaks at t = ½, y = 3·¼·½·100·2 = 75.
    @Test func boundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let cg = CGMutablePath()
        cg.move(to: .zero)
        cg.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(Self.close(cg.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100)), "\(cg.boundingBox)")
        #expect(Self.close(cg.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75)), "\(cg.boundingBoxOfPath)")
        #expect(cg.currentPoint == CGPoint(x: 100, y: 0))
    }

    /// An empty path: no box (`.null`), current point zero.
    @Test func anEmptyPath() {
        let cg = CGMutablePath()
        #expect(cg.isEmpty && cg.boundingBox.isNull && cg.boundingBoxOfPath.isNull)
        #expect(cg.currentPoint == .zero)
    }

    /// Copies do not follow later changes: `Path(cgPath)` and `copy()` keep what was there.
    @Test func copiesAreValues() throws {
        let cg = CGMutablePath()
        cg.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(cg.contains(CGPoint(x: 5, y: 5)) && !cg.contains(CGPoint(x: 15, y: 5)))
        let path = Path(cg), copy = try #require(cg.copy())
        cg.addLine(to: CGPoint(x: 50, y: 50))
        #expect(path == Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(Path(copy) == path && copy != (cg as CGPath))
    }
}

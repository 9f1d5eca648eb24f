import AnimSim
import Foundation
import Testing

/// UIKit's `UIBezierPath` as published SwiftUI shapes use it: arcs whose `clockwise` is on
/// screen (CoreGraphics' and SwiftUI's negated), UIKit's shape initialisers, and the outline
/// handed to SwiftUI as `Path(bezierPath.cgPath)`.
@Suite struct UIBezierPathTests {
    static func near(_ p: CGPoint?, _ q: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        guard let p else { return false }
        return abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
    }

    /// The curves of a path, with where each starts.
    static func curves(_ path: Path) -> [(from: CGPoint, c1: CGPoint, c2: CGPoint, to: CGPoint)] {
        var current = CGPoint.zero, result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): current = p
            case .curve(let p, let c1, let c2): result.append((current, c1, c2, p)); current = p
            case .closeSubpath: break
            }
        }
        return result
    }

    /// A cubic's point at t = ½: (p0 + 3·c1 + 3·c2 + p3) / 8.
    static func middle(_ c: (from: CGPoint, c1: CGPoint, c2: CGPoint, to: CGPoint)) -> CGPoint {
        CGPoint(x: (c.from.x + 3 * c.c1.x + 3 * c.c2.x + c.to.x) / 8, y: (c.from.y + 3 * c.c1.y + 3 * c.c2.y + c.to.y) / 8)
    }

    static let s = 10 / 2.0.squareRoot()

    /// About (50, 50), radius 10, from 0 to π/2: clockwise on screen is the quarter through
    /// the lower right, one curve from (60, 50) to (50, 60) whose middle is on the circle at
    /// π/4, (50 + 10/√2, 50 + 10/√2).
    @Test func aClockwiseArcTurnsClockwiseOnScreen() throws {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let curves = Self.curves(Path(arc.cgPath))
        #expect(Path(arc.cgPath).elements.first == .move(to: CGPoint(x: 60, y: 50)))
        try #require(curves.count == 1)
        #expect(Self.near(curves[0].to, CGPoint(x: 50, y: 60)))
        #expect(Self.near(Self.middle(curves[0]), CGPoint(x: 50 + Self.s, y: 50 + Self.s)), "\(curves[0])")
    }

    /// The same angles counter-clockwise: three quarters through the top, (50, 40), (40, 50)
    /// and on to (50, 60); the arc's middle, at −3π/4, is (50 − 10/√2, 50 − 10/√2).
    @Test func aCounterClockwiseArcGoesTheLongWayRound() throws {
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let curves = Self.curves(Path(arc.cgPath))
        try #require(curves.count == 3)
        #expect(Self.near(curves[0].to, CGPoint(x: 50, y: 40)) && Self.near(curves[1].to, CGPoint(x: 40, y: 50)))
        #expect(Self.near(curves[2].to, CGPoint(x: 50, y: 60)))
        #expect(Self.near(Self.middle(curves[1]), CGPoint(x: 50 - Self.s, y: 50 - Self.s)), "\(curves[1])")
    }

    /// `addArc(withCenter:…)` after a point joins with a line and is SwiftUI's arc with
    /// `clockwise` negated, and CoreGraphics' likewise.
    @Test(arguments: [true, false])
    func addArcIsSwiftUIsArcNegated(clockwise: Bool) {
        let ui = UIBezierPath()
        ui.move(to: CGPoint(x: 0, y: 0))
        ui.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 5, startAngle: .pi, endAngle: 0.3, clockwise: clockwise)
        var swiftUI = Path()
        swiftUI.move(to: CGPoint(x: 0, y: 0))
        swiftUI.addArc(center: CGPoint(x: 20, y: 20), radius: 5, startAngle: .radians(.pi), endAngle: .radians(0.3), clockwise: !clockwise)
        #expect(Path(ui.cgPath) == swiftUI)
        #expect(swiftUI.elements[1] == .line(to: CGPoint(x: 15, y: 20 + 5 * sin(Double.pi))))
    }

    /// A 100 × 40 rect rounding only its top-left corner by 10 (the 30 of the radii's height
    /// ignored, as UIKit ignores it): the other corners are sharp points of the outline, and
    /// the rounded corner's curve passes r(1 − 1/√2) from the corner on each axis.
    @Test func roundingOneCornerKeepsTheOthersSquare() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 10, height: 30)).cgPath)
        for corner in [CGPoint(x: 100, y: 40), CGPoint(x: 0, y: 40), CGPoint(x: 100, y: 0)] {
            #expect(path.elements.contains(.line(to: corner)), "\(corner) \(path)")
        }
        let curves = Self.curves(path)
        try #require(curves.count == 1)
        let inset = 10 * (1 - 1 / 2.0.squareRoot())
        #expect(Self.near(Self.middle(curves[0]), CGPoint(x: inset, y: inset), 1e-6), "\(curves[0])")
        #expect(curves[0].from.x == 0 && curves[0].to.y == 0)
        let same = UIBezierPath(roundedRect: rect, byRoundingCorners: .topLeft, cornerRadii: CGSize(width: 10, height: 10))
        #expect(Path(same.cgPath) == path)
    }

    /// All corners by a radius past half the short side are UIKit's clamped rounded rect:
    /// `roundedRect:cornerRadius:` of 20 in a 100 × 40 rect, which is SwiftUI's continuous one.
    @Test func allCornersClampedIsTheRoundedRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let clamped = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 1000, height: 0))
        let plain = UIBezierPath(roundedRect: rect, cornerRadius: 20)
        #expect(Path(clamped.cgPath) == Path(plain.cgPath))
        #expect(Path(plain.cgPath) == Path(roundedRect: rect, cornerRadius: 20, style: .continuous))
        #expect(Self.curves(Path(plain.cgPath)).allSatisfy { abs(hypot($0.to.x - $0.from.x, $0.to.y - $0.from.y) - 20 * 2.0.squareRoot()) < 1e-9 })
    }

    /// `rect`, `ovalIn`, `append` and `apply` are CoreGraphics' outlines; `bounds` counts
    /// control points: the curve from (0, 0) to (100, 0) pulled down to y = 100 bounds 100 × 100.
    @Test func shapesAppendApplyAndBounds() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        path.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
        path.apply(CGAffineTransform(translationX: 1, y: 2))
        var expected = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
        expected.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(Path(path.cgPath) == expected.offsetBy(dx: 1, dy: 2))

        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        #expect(curve.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(UIBezierPath().bounds.isNull)
    }

    /// UIKit's geometry names: insets by physical edge, `inset(by:)` as UIGeometry.h has it.
    @Test func edgeInsets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: insets) == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsets.zero == UIEdgeInsets() && insets != .zero)
        #expect(UIRectCorner.allCorners.isSuperset(of: [.topLeft, .topRight, .bottomLeft, .bottomRight]))
        #expect(UIRectCorner.bottomRight.rawValue == 8)
    }
}

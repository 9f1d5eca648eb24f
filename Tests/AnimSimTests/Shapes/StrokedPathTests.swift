import Foundation
import Testing
@testable import AnimSimCore

/// `strokedPath(_:)` (P2): the area a stroke covers, filled with the non-zero rule, with every
/// field of the style applied: width, caps, joins, the miter limit and dashes from their phase.
@Suite struct StrokedPathTests {
    static let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
    static let corner = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)); $0.addLine(to: CGPoint(x: 100, y: 100)) }

    /// A 10-pt line covers 5 pt either side; a butt cap ends at the end point, a square cap
    /// 5 pt beyond it, a round cap a 5-pt half disc beyond it.
    @Test(arguments: [
        (CGLineCap.butt, CGPoint(x: 50, y: 4.9), true), (.butt, CGPoint(x: 50, y: 5.1), false), (.butt, CGPoint(x: -2, y: 0), false),
        (.square, CGPoint(x: -4.9, y: 4.9), true), (.square, CGPoint(x: -5.1, y: 0), false),
        (.round, CGPoint(x: -4.5, y: 0), true), (.round, CGPoint(x: -4, y: 4), false),
    ])
    func caps(cap: CGLineCap, point: CGPoint, inside: Bool) {
        #expect(Self.line.strokedPath(LineStyle(lineWidth: 10, lineCap: cap)).contains(point) == inside)
    }

    /// At a right-angle corner, a miter reaches the square's corner (105, −5) (its ratio √2 is
    /// within the default limit 10); a bevel cuts the corner along x − y = 105; a round join is
    /// the 5-pt disc; a miter over its limit (1.2 < √2) is a bevel.
    @Test(arguments: [
        (CGLineJoin.miter, CGFloat(10), CGPoint(x: 104.9, y: -4.9), true),
        (.bevel, 10, CGPoint(x: 104, y: -4), false), (.bevel, 10, CGPoint(x: 102, y: -2), true),
        (.round, 10, CGPoint(x: 103, y: -3), true), (.round, 10, CGPoint(x: 104, y: -4), false),
        (.miter, 1.2, CGPoint(x: 104, y: -4), false),
    ])
    func joins(join: CGLineJoin, limit: CGFloat, point: CGPoint, inside: Bool) {
        let style = LineStyle(lineWidth: 10, lineJoin: join, miterLimit: limit)
        #expect(Self.corner.strokedPath(style).contains(point) == inside)
    }

    /// Dashes of 10 on, 10 off: from phase 0 the first gap is 10…20; from phase 5 the first
    /// dash is 0…5, the gap 5…15 and the next dash 15…25.
    @Test(arguments: [(CGFloat(0), CGFloat(5), true), (0, 15, false), (5, 2, true), (5, 7, false), (5, 17, true)])
    func dashesFromTheirPhase(phase: CGFloat, x: CGFloat, inside: Bool) {
        let style = LineStyle(lineWidth: 4, dash: [10, 10], dashPhase: phase)
        #expect(Self.line.strokedPath(style).contains(CGPoint(x: x, y: 0)) == inside)
    }

    /// A stroked square's outline reaches half the width beyond the square, mitered.
    @Test func aStrokedSquaresBounds() {
        let box = Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(LineStyle(lineWidth: 10)).boundingRect
        #expect(abs(box.minX + 5) < 1e-9 && abs(box.minY + 5) < 1e-9 && abs(box.width - 110) < 1e-9 && abs(box.height - 110) < 1e-9, "\(box)")
        #expect(!Path(CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(LineStyle(lineWidth: 10)).contains(CGPoint(x: 50, y: 50)))
    }
}

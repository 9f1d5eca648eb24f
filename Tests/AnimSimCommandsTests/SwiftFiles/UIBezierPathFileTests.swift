import Foundation
import Testing

/// A published SwiftUI shape built with UIKit's and CoreGraphics' paths, run by the binary as
/// a user runs it (`trace`, `SurroundingsTests`' folder of files and shared cache): it
/// type-checks and draws the outline SwiftUI would, traced as SVG path data in its frame.
@Suite struct UIBezierPathFileTests {
    /// The numbers of SVG path data, paired into points (end and control points in order).
    static func points(_ data: String) -> [(x: Double, y: Double)] {
        let numbers = data.split(separator: " ").compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    static func outline(_ header: String, view: String) throws -> String {
        let views = try SurroundingsTests.trace("        " + view + ".id(\"shape\")", header: header)
        // The id names the shape and its frame; the shape is the one with an outline.
        let outlines = views.filter { $0.key.hasPrefix("shape") }.compactMap { $0.value["outline"] as? String }
        try #require(outlines.count == 1, "\(views.keys)")
        return outlines[0]
    }

    /// YinYangShape's way, with `import SwiftUI` alone: a UIBezierPath filled into no context,
    /// returned as `Path(bezierPath.cgPath)`. In a 100 × 100 frame the wedge is the arc about
    /// (50, 50) of radius 50 from 0 to π/2 clockwise on screen, one curve from (100, 50) to
    /// (50, 100) whose middle is (50 + 50/√2, 50 + 50/√2), then a line to the centre.
    @Test func aShapeBuiltWithUIBezierPathDrawsItsOutline() throws {
        let header = """
            import SwiftUI

            struct Wedge: Shape {
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                                            startAngle: 0, endAngle: .pi / 2, clockwise: true)
                    path.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
                    path.close()
                    UIColor(red: 0, green: 0, blue: 0, alpha: 1).setFill()
                    path.fill()
                    return Path(path.cgPath)
                }
            }

            """
        let outline = try Self.outline(header, view: "Wedge().fill(.red).frame(width: 100, height: 100)")
        #expect(outline.hasPrefix("M 100 50 C ") && outline.hasSuffix(" L 50 50 Z"), "\(outline)")
        let p = Self.points(outline)
        try #require(p.count == 5, "\(outline)")
        let middle = ((p[0].x + 3 * p[1].x + 3 * p[2].x + p[3].x) / 8, (p[0].y + 3 * p[1].y + 3 * p[2].y + p[3].y) / 8)
        let s = 50 / 2.0.squareRoot()
        #expect(abs(middle.0 - (50 + s)) < 1e-3 && abs(middle.1 - (50 + s)) < 1e-3, "\(outline)")
        #expect(abs(p[3].x - 50) < 1e-3 && abs(p[3].y - 100) < 1e-3, "\(outline)")
    }

    /// `import UIKit` brings CoreGraphics: a `CGMutablePath` of the frame inset by
    /// `UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)` in a 200 × 100 frame is the
    /// rect from (20, 10) to (160, 70), from its top-left corner clockwise on screen.
    @Test func aCGMutablePathWithUIEdgeInsetsDraws() throws {
        let header = """
            import SwiftUI
            import UIKit

            struct Inset: Shape {
                var insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
                func path(in rect: CGRect) -> Path {
                    let path = CGMutablePath()
                    path.addRect(rect.inset(by: insets))
                    return Path(path)
                }
            }

            """
        let outline = try Self.outline(header, view: "Inset().fill(.blue).frame(width: 200, height: 100)")
        #expect(outline == "M 20 10 L 160 10 L 160 70 L 20 70 Z", "\(outline)")
    }
}

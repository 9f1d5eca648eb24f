import Foundation
import Testing
import AnimSim

/// A shape whose `animatableData` is a `VectorArithmetic` type of the user's own (LAB1's
/// pattern): SwiftUI interpolates it with the type's own `+`, `-` and `scale(by:)`, writes it
/// back and asks `path(in:)` again, so the animatable pane draws the shape at the
/// interpolated values; the position pane morphs the two end outlines point by point.
@MainActor @Suite struct CustomShapeDataTests {
    /// A bar's two heights as one vector.
    struct Heights: VectorArithmetic {
        var left: Double, right: Double
        static var zero: Heights { Heights(left: 0, right: 0) }
        static func + (a: Heights, b: Heights) -> Heights { Heights(left: a.left + b.left, right: a.right + b.right) }
        static func - (a: Heights, b: Heights) -> Heights { Heights(left: a.left - b.left, right: a.right - b.right) }
        mutating func scale(by rhs: Double) { left *= rhs; right *= rhs }
        var magnitudeSquared: Double { left * left + right * right }
    }

    /// A quadrilateral on the rect's bottom edge whose left and right sides are `heights` tall.
    /// `nonisolated`: this test target compiles in Swift 6 mode, where a `View` type is
    /// main-actor isolated; a SwiftUI file (Swift 5 mode by default) needs no such mark.
    nonisolated struct Slope: Shape {
        var heights: Heights
        var animatableData: Heights {
            get { heights }
            set { heights = newValue }
        }

        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY - heights.left))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - heights.right))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    struct Chart: View {
        @State var heights = Heights(left: 10, right: 90)
        var body: some View {
            Slope(heights: heights).fill(Color.green).frame(width: 100, height: 100).id("slope")
                .onAppear { withAnimation(.linear(duration: 1)) { heights = Heights(left: 90, right: 30) } }
        }
    }

    /// Linear over 1 s: at t the left side is 10 + 80t tall and the right 90 − 60t, so the
    /// outline's second point is (0, 100 − left) and its third (100, 100 − right).
    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func theUsersVectorIsInterpolatedAndDrawn(time: Double) throws {
        let probe = try Probe(ViewHost(Chart()), duration: 1)
        let item = try #require(try probe.list(at: time).items.first { $0.outline != nil })
        let outline = try #require(item.outline)
        let expected = Path { path in
            path.move(to: CGPoint(x: 0, y: 100))
            path.addLine(to: CGPoint(x: 0, y: 100 - (10 + 80 * time)))
            path.addLine(to: CGPoint(x: 100, y: 100 - (90 - 60 * time)))
            path.addLine(to: CGPoint(x: 100, y: 100))
            path.closeSubpath()
        }
        #expect(outline.description == expected.description, "t = \(time): \(outline)")
    }
}

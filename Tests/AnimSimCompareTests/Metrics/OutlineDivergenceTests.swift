import AnimSimCompare
import AnimSimCore
import AnimSimNodeBuilder
import Foundation
import Testing

/// The Hausdorff distance between the two panes' drawn outlines (docs/compare.md, "Outline
/// divergence"), on outlines whose distance has a closed form.
@Suite struct OutlineDivergenceTests {
    /// A right triangle in its frame: (0, 0), (w, 0), (0, h). Turned 180° about the frame's
    /// centre it becomes (w, h), (0, h), (w, 0): the two share the hypotenuse x/w + y/h = 1,
    /// and the farthest point of either from the other is a right-angle corner, at
    /// w·h/√(w² + h²) from the other's hypotenuse (nearer than any of its other sides).
    struct RightTriangle: AnimSimCore.Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.minX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    static func square(offset: CGPoint) -> OutlinePoints {
        OutlinePoints(Path(CGRect(x: 20, y: 30, width: 80, height: 80)), transform: .translation(offset.x, offset.y))
    }

    /// A square against the same square moved by d in any direction (d less than its side):
    /// the farthest point is a corner, d from the other's corresponding corner; every other
    /// point is nearer to an edge. So the distance is d.
    @Test(arguments: [(0.0, 0.0), (7.5, 0), (12, 90), (25, 30), (40, 225)])
    func aSquareMovedByDIsDAway(d: Double, degrees: Double) {
        let a = degrees * .pi / 180
        let moved = Self.square(offset: CGPoint(x: d * cos(a), y: d * sin(a)))
        let distance = OutlinePoints.hausdorff(Self.square(offset: .zero), moved)
        #expect(abs(distance - d) < 1e-9, "\(distance) for d = \(d) at \(degrees)°")
        #expect(OutlinePoints.hausdorff(moved, Self.square(offset: .zero)) == distance, "symmetric")
    }

    /// 0 → 360° with a linear 2 s animation, a 120 × 80 right triangle: at 1 s SwiftUI's pane
    /// draws it turned 180°, while the naive pane morphs two identity matrices and draws it
    /// where it started. The distance is 120·80/√(120² + 80²) = 66.5640 pt; at the ends the
    /// panes agree.
    @Test func aFullTurnIsHalfWayRoundInOnePaneOnly() throws {
        let scene = Scene(canvas: CGSize(width: 300, height: 200), duration: 2,
                          parameters: [SceneParameter(name: "angle", initial: 0)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 2), set: ["angle": 360])]) { state in
            ViewNode(.layout(AnyLayout(shape: RightTriangle()))).frame(width: 120, height: 80)
                .geometryEffect(_RotationEffect(angle: .degrees(state["angle"]))).id("flag")
        }
        let evaluator = try SceneEvaluator(scene: scene)
        let measured = try OutlineDivergence.measure(evaluator, times: [0, 1, 2])
        let flag = try #require(measured.first { $0.view == "flag" })
        let expected = 120.0 * 80 / (120.0 * 120 + 80 * 80).squareRoot()
        #expect(abs((flag.distances[1] ?? 0) - expected) < 1e-6, "\(flag.distances)")
        #expect((flag.distances[0] ?? 1) < 1e-9 && (flag.distances[2] ?? 1) < 1e-6)
        #expect(flag.time == 1 && abs(flag.maxDistance - expected) < 1e-6)
    }

    /// The whole comparison carries it: the wheel's tiles turn with the wheel in both panes'
    /// frames, but under position they slide without turning (their rotationEffect is 0)
    /// while their outlines are apart by at least the centres' distance.
    @Test func theComparisonReportsItPerView() throws {
        let (comparison, _) = try CompareScenes.compare(CompareScenes.quarterTurn)
        #expect(comparison.outlineDivergence.count == 8)
        for outline in comparison.outlineDivergence {
            let centres = try #require(comparison.divergence.first { $0.view == outline.view })
            #expect(outline.maxDistance >= centres.maxDistance - 0.5, "\(outline.view): \(outline.maxDistance) < \(centres.maxDistance)")
        }
        #expect(ComparisonCSV(comparison).text.contains("max_outline_distance"))
        #expect(ComparisonJSON(comparison).text().contains("\"outlineDivergence\""))
        #expect(ComparisonTable(comparison).text.contains("outline divergence"))
    }
}

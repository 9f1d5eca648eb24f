import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// The scene files' shape keys, on the gallery's own scenes, in closed form (t in seconds):
/// - scenes/shape-polygon.yaml: `polygon: { sides: $sides }`, 4 → 30 linear over 2 s from 0
///   in a 140-pt frame. SwiftUI runs path(in:) with sides = 4 + 13·t: ⌈sides⌉ vertices, vertex
///   k at (70 + 70 cos θₖ, 70 + 70 sin θₖ), θₖ = 2πk/sides (RegularPolygon).
/// - scenes/shape-strokes.yaml: `trim: [0, $progress]` on a 120-pt circle, progress = t/2;
///   the end is at angle 2π·progress clockwise on screen from (120, 60). The dashes' phase is
///   64·t/2 = 32·t.
@Suite struct ShapeKeysTests {
    static func list(_ scene: String, _ time: Double, _ strategy: Strategy) throws -> DisplayList {
        try TestSupport.load("scenes/\(scene).yaml").evaluator().evaluate(at: time, strategy: strategy)
    }

    /// The outline drawn for the view named `id` (the shape inside its frame and caption).
    static func outline(_ list: DisplayList, _ id: String) throws -> (path: Path, item: DisplayItem) {
        let item = try #require(list.items.first { ($0.id == id || $0.id.hasPrefix(id + "/")) && $0.outline != nil })
        return (try #require(item.outline), item)
    }

    static func points(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p): p
            case .curve(let p, _, _): p
            case .closeSubpath: nil
            }
        }
    }

    @Test(arguments: [(0.5, 11), (1.0, 17), (1.5, 24), (2.0, 30)])
    func thePolygonHasCeilingOfSidesVertices(time: Double, vertices: Int) throws {
        let (path, _) = try Self.outline(try Self.list("shape-polygon", time, .animatable), "polygon")
        let points = Self.points(path)
        #expect(points.count == vertices)
        // The last vertex of a fractional count stops short of a full turn.
        let sides = 4 + 13 * time
        let k = Double(vertices - 1), angle = 2 * Double.pi * k / sides
        let last = try #require(points.last)
        #expect(abs(last.x - (70 + 70 * cos(angle))) < 1e-9 && abs(last.y - (70 + 70 * sin(angle))) < 1e-9, "\(last)")
        #expect(path.elements.last == .closeSubpath)
    }

    /// The naive pane half-way (t = 1): the square's edges split 8, 7, 8, 7 to meet the 30-gon's
    /// 30, each point the mean of its pair. Point 8 pairs the square's vertex (70, 140) with the
    /// 30-gon's vertex 8 at 96°: ((70 + 70 + 70 cos 96°)/2, (140 + 70 + 70 sin 96°)/2).
    @Test func theNaivePanesPolygonHalfWay() throws {
        let points = Self.points(try Self.outline(try Self.list("shape-polygon", 1, .position), "polygon").path)
        #expect(points.count == 30)
        let theta = 96 * Double.pi / 180
        #expect(abs(points[8].x - (140 + 70 * cos(theta)) / 2) < 1e-9, "\(points[8])")
        #expect(abs(points[8].y - (210 + 70 * sin(theta)) / 2) < 1e-9, "\(points[8])")
    }

    @Test(arguments: [0.25, 0.5, 1.0, 1.5])
    func theRingsTrimEndFollowsProgress(time: Double) throws {
        let (path, item) = try Self.outline(try Self.list("shape-strokes", time, .animatable), "ring")
        let angle = 2 * Double.pi * time / 2
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - (60 + 60 * cos(angle))) < 1e-4 && abs(end.y - (60 + 60 * sin(angle))) < 1e-4, "t = \(time): \(end)")
        // Stroked with its style and painted in the stroke's colour, not filled.
        let style = try #require(item.outlinePaint?.stroke)
        #expect(style.lineWidth == 12 && style.lineCap == .round)
        #expect(item.fill == Color.cyan)
    }

    @Test(arguments: [0.25, 0.5, 1.25])
    func theDashPhaseMarches(time: Double) throws {
        let (_, item) = try Self.outline(try Self.list("shape-strokes", time, .animatable), "dashes")
        let style = try #require(item.outlinePaint?.stroke)
        #expect(abs(Double(style.dashPhase) - 32 * time) < 1e-9, "\(style.dashPhase)")
        #expect(style.dash == [10, 6] && style.lineJoin == .round && style.lineWidth == 4)
    }

    /// `trim:` on a plain shape with a plain stroke strokes the trimmed outline; the same
    /// shape unmodified stays the closed shape kind every painter and exporter draws.
    @Test func aPlainShapeStaysAKindAndATrimmedOneIsAnOutline() throws {
        let yaml = """
        animsim: 1
        view:
          hstack: {}
          children:
            - { circle: {}, id: plain, stroke: white, frame: { width: 40, height: 40 } }
            - { circle: {}, id: half, trim: [0, 0.5], stroke: white, frame: { width: 40, height: 40 } }
        """
        let list = try SceneLoader().load(yaml: yaml, source: "t.yaml").evaluator().evaluate(at: 0, strategy: .animatable)
        #expect(list.items.contains { $0.id.hasPrefix("plain") && $0.shape == .circle })
        let (path, item) = try Self.outline(list, "half")
        let end = try #require(path.currentPoint)
        #expect(abs(end.x) < 1e-6 && abs(end.y - 20) < 1e-6, "\(end)")
        #expect(item.outlinePaint?.stroke?.lineWidth == 1 && item.fill == Color.white)
    }
}

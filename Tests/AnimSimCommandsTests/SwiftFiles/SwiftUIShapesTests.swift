import Foundation
import Testing

/// `Examples/Shapes/ContentView.swift` run by the binary as a user runs it: a `Polygon` shape
/// with `sides: Double` as its `animatableData` going 4 → 30, and a ring
/// `Circle().trim(from: 0, to: progress)` going 0 → 1, both linear over 2 s from t = 0. The
/// trace gives each shape's drawn outline as SVG path data in its frame (140×140 for the
/// polygon, 120×120 for the ring).
@Suite struct SwiftUIShapesTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }
    static let folder = AnimSimBinary.root.appendingPathComponent("Examples/Shapes")

    static func traceText(at time: Double) throws -> String {
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", String(time)], in: folder,
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        #expect(run.status == 0, "\(run.err)")
        return run.out
    }

    /// Each pane's outline of view `id` at `time`, as path data.
    static func outlines(_ id: String, at time: Double) throws -> [String: String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try traceText(at: time).utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var result: [String: String] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let views = try #require(pane["views"] as? [[String: Any]])
            result[try #require(pane["strategy"] as? String)] = views.first { $0["id"] as? String == id }?["outline"] as? String
        }
        return result
    }

    /// The points of SVG path data: every end point and control point, in order.
    static func points(_ data: String) -> [(Double, Double)] {
        let numbers = data.split(separator: " ").compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }

    /// SwiftUI runs `path(in:)` with sides = 4 + 13·t: ⌈sides⌉ vertices (a move and lines).
    @Test(arguments: [(0.5, 11), (1.0, 17), (1.5, 24), (2.0, 30)])
    func thePolygonsSideCountInTheAnimatablePane(time: Double, vertices: Int) throws {
        let outline = try #require(try Self.outlines("polygon~", at: time)["animatable"])
        #expect(outline.hasPrefix("M 70 0 ") && outline.hasSuffix(" Z"), "\(outline)")
        #expect(Self.points(outline).count == vertices, "\(outline)")
    }

    /// The naive morph half-way (t = 1): the square's 4 edges are split into 8, 7, 8 and 7
    /// pieces to meet the 30-gon's 30 edges, and each point is the mean of the two. Point 8
    /// is the square's right vertex (140, 70) paired with the 30-gon's vertex 8 at 6° below
    /// the right: (70 + 70 cos 6°, 70 + 70 sin 6°); the mean is (139.8083, 73.6585).
    @Test func theNaivePanesPolygonHalfWay() throws {
        let outline = try #require(try Self.outlines("polygon~", at: 1)["position"])
        let points = Self.points(outline)
        #expect(points.count == 30, "\(outline)")
        let angle = 6.0 * .pi / 180
        let expected = ((140 + 70 + 70 * cos(angle)) / 2, (70 + 70 + 70 * sin(angle)) / 2)
        #expect(abs(points[8].0 - expected.0) < 1e-3 && abs(points[8].1 - expected.1) < 1e-3, "\(points[8]) \(expected)")
    }

    /// The ring's end, by arc length from (120, 60) clockwise on screen: progress t/2 at t,
    /// so 45° at t = 0.25 ((60 + 60/√2, 60 + 60/√2), the middle of the first quarter curve)
    /// and 90° at t = 0.5 ((60, 120)); the position pane never shows a trimmed circle.
    @Test(arguments: [(0.25, 60 + 60 / 2.0.squareRoot(), 60 + 60 / 2.0.squareRoot()), (0.5, 60, 120)])
    func theRingsTrimEnd(time: Double, x: Double, y: Double) throws {
        let outline = try #require(try Self.outlines("ring~", at: time)["animatable"])
        let end = try #require(Self.points(outline).last)
        #expect(abs(end.0 - x) < 1e-3 && abs(end.1 - y) < 1e-3, "\(outline)")
        #expect(outline.hasPrefix("M 120 60 "))
    }

    /// Two processes, the same frames: byte-identical traces of both panes mid-animation.
    @Test func theSameFramesInTwoProcesses() throws {
        let first = try Self.traceText(at: 0.7), second = try Self.traceText(at: 0.7)
        #expect(first.contains("\"outline\""))
        #expect(first == second)
    }
}

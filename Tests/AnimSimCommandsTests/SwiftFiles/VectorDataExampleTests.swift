import Foundation
import Testing

/// `Examples/VectorData/ContentView.swift` run by the binary as a user runs it: a shape whose
/// `animatableData` is the file's own `VectorArithmetic` type (three bar heights), linear over
/// 1 s from (20, 100, 60) to (100, 40, 120) in a 150-pt frame. At t the heights are
/// (20 + 80t, 100 − 60t, 60 + 60t), and bar i is the rectangle x = 50i … 50i + 50 standing on
/// y = 150, so its top edge is at 150 − height.
@Suite struct VectorDataExampleTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }
    static let folder = AnimSimBinary.root.appendingPathComponent("Examples/VectorData")

    /// The animatable pane's outline of the bars at `time`, as SVG path data.
    static func outline(at time: Double) throws -> String {
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", String(time), "--strategy", "animatable"], in: folder,
                                        environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        let pane = try #require((frame["strategies"] as? [[String: Any]])?.first)
        let views = try #require(pane["views"] as? [[String: Any]])
        return try #require(views.compactMap { $0["outline"] as? String }.first)
    }

    @Test(arguments: [0.0, 0.25, 0.5, 1.0])
    func theFilesOwnVectorIsInterpolatedAndDrawn(time: Double) throws {
        let numbers = try Self.outline(at: time).split(separator: " ").compactMap { Double($0) }
        // Each bar is a rectangle: M x y L … Z, its first point its top-left corner.
        let tops = stride(from: 0, to: numbers.count - 1, by: 8).map { numbers[$0 + 1] }
        let heights = [20 + 80 * time, 100 - 60 * time, 60 + 60 * time]
        try #require(tops.count == 3, "\(numbers)")
        for (top, height) in zip(tops, heights) { #expect(abs(top - (150 - height)) < 1e-3, "t = \(time): \(tops)") }
    }
}

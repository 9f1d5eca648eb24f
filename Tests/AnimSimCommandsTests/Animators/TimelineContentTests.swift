import Foundation
import Testing

/// A `TimelineView`'s content is made from the scene's time at each frame, not from a state
/// update per frame (docs/evaluation.md, "Content drawn from the scene's time"), run by the
/// binary on a file of its own:
/// - a row of 10-pt squares, one more each half second (a `ForEach` over a count that grows
///   with the date: the content's structure changes between frames);
/// - offset by `t · speed`, where `speed` is `@State`, 10 until a press at 1 s makes it 100:
///   a frame reads the state as of its own instant, whatever the host did after.
@Suite struct TimelineContentTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static let file = """
        import SwiftUI

        struct ContentView: View {
            @State private var speed = 10.0

            var body: some View {
                VStack {
                    TimelineView(.animation) { context in
                        let t = context.date.timeIntervalSinceReferenceDate
                        HStack(spacing: 0) {
                            ForEach(0..<(1 + Int(t * 2)), id: \\.self) { _ in
                                Rectangle().frame(width: 10, height: 10)
                            }
                        }
                        .offset(x: t * speed)
                        .accessibilityIdentifier("row")
                    }
                    Button("Faster") { speed = 100 }
                }
            }
        }

        """

    /// The trace of one instant, with the press at 1 s.
    static func trace(at time: Double) throws -> [String: Any] {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(file.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        try Data("- { at: 1, control: Faster }\n".utf8).write(to: folder.appendingPathComponent("faster.yaml"))
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", String(time), "--script", "faster.yaml"],
                                        in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        return try #require((json["frames"] as? [[String: Any]])?.first)
    }

    /// n = ⌊2t⌋ + 1 squares, a row 10·n wide centred at x = 200, moved by t · speed.
    @Test(arguments: [0.37, 0.9, 1.2345, 2.6])
    func theRowFollowsTheDateAndTheStateOfItsInstant(time: Double) throws {
        let frame = try Self.trace(at: time)
        let width = 10 * (Double(Int(time * 2)) + 1), speed = time < 1 ? 10.0 : 100
        let panes = try #require(frame["strategies"] as? [[String: Any]])
        #expect(panes.count == 2)
        for pane in panes {
            let views = try #require(pane["views"] as? [[String: Any]])
            let row = try #require(views.first { $0["id"] as? String == "row~" }?["frame"] as? [Double], "\(views)")
            #expect(abs(row[2] - width) < 1e-9, "\(pane["strategy"] ?? "") at \(time): width \(row[2])")
            #expect(abs(row[0] - (200 - width / 2 + time * speed)) < 1e-4, "\(pane["strategy"] ?? "") at \(time): x \(row[0])")
        }
    }

    /// No update is recorded for the timeline: at 0.5 s the tree is still the first one
    /// (`update` 0), and the press at 1 s is the only update after it.
    @Test(arguments: [(0.5, "0"), (2.6, "1")])
    func theTimelineRecordsNoUpdatePerFrame(time: Double, update: String) throws {
        let frame = try Self.trace(at: time)
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            let state = try #require(pane["state"] as? [String: Any])
            #expect(state["update"] as? String == update, "\(state)")
        }
    }
}

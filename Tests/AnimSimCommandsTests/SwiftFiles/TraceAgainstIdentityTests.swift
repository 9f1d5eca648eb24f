import Foundation
import Testing

/// `animsim trace File.swift --against golden.json` on views that carry SwiftUI's `.id(…)`:
/// the trace names such a view by its id (`card`, docs/swift.md "Trace names"), so the golden
/// holds `card`, and the check must find `card` again in the scene it evaluates. It looked the
/// view up by its structural node id instead (`root/…/@card`), so a golden of the same,
/// unchanged file reported each identified view as missing and again as new. Run through the
/// binary on a Swift file, as a user runs it.
@Suite struct TraceAgainstIdentityTests {
    /// Two identified views sliding right by `distance` over 1 s, linearly.
    static func program(distance: Int) -> String {
        """
        import SwiftUI

        struct ContentView: View {
            @State var moved = false

            var body: some View {
                VStack(spacing: 20) {
                    Rectangle().fill(.blue).frame(width: 40, height: 40)
                        .offset(x: moved ? \(distance) : 0).id("card")
                    Circle().fill(.red).frame(width: 20, height: 20).id("dot")
                }
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
            }
        }

        """
    }

    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static func trace(_ folder: URL, _ extra: [String]) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(["trace", "ContentView.swift", "--duration", "1", "--against", "golden.json"] + extra,
                              in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    @Test func identifiedViewsMatchTheirOwnGoldenAndReportTheirDriftByName() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ContentView.swift")
        try Self.program(distance: 100).write(to: file)
        let recorded = try Self.trace(folder, ["--every", "30", "--update"])
        #expect(recorded.status == 0, "\(recorded.out)\(recorded.err)")
        let golden = try String(contentsOf: folder.appendingPathComponent("golden.json"), encoding: .utf8)
        #expect(golden.contains("\"id\":\"card\"") && golden.contains("\"id\":\"dot\""), "the trace names the views by their ids")

        // The same file against its own golden: nothing drifted, nothing missing or new.
        let same = try Self.trace(folder, [])
        #expect(same.status == 0, "\(same.out)\(same.err)")
        #expect(same.out.contains("matches golden.json"), "\(same.out)")
        #expect(!same.out.contains("missing") && !same.out.contains("new:"), "\(same.out)")

        // 120 pt instead of 100: at 0.5 s (frame 30) the card is 10 pt further right, at 1 s
        // 20 pt; the dot has not moved. Each drift is the card's, under its id: `card` (its
        // drawn transform and offset effect) and the nodes inside its modifiers (`card~`,
        // `card~~`: their frames' x), in both panes at both frames.
        try Self.program(distance: 120).write(to: file)
        let moved = try Self.trace(folder, [])
        #expect(moved.status == 1, "\(moved.out)\(moved.err)")
        let rows = moved.out.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map(String.init) }
        #expect(rows.count == 20 && rows.allSatisfy { $0.count > 6 && ["card", "card~", "card~~"].contains($0[5]) }, "\(moved.out)")
        for (view, field) in [("card", "transform.m31"), ("card", "effects[0].animatableData[0]"), ("card~", "x")] {
            for strategy in ["position", "animatable"] {
                #expect(rows.filter { $0.first == strategy && $0[5] == view && $0[6] == field }.count == 2, "\(strategy) \(view) \(field): \(moved.out)")
            }
        }
        #expect(moved.out.split(separator: "\n").dropFirst().first?.contains("(Δ 20)") == true, "worst first: 1 s × 20 pt: \(moved.out)")
        #expect(!moved.out.contains("dot") && !moved.out.contains("missing") && !moved.out.contains("new:"), "\(moved.out)")
    }
}

private extension String {
    func write(to url: URL) throws { try write(to: url, atomically: true, encoding: .utf8) }
}

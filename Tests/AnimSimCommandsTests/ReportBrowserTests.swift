import Foundation
import Testing

/// `animsim compare --report` opened in real headless Chromium, driven by Selenium
/// (Browser/report_check.py, run from the project's .venv-test): the scrubber moves to a
/// frame, the drawn views sit where `animsim trace` puts them, hovering highlights a view
/// in both panes, and the divergence strip's worst-instant marker jumps to the worst frame.
@Suite(.serialized) struct ReportBrowserTests {
    static let scene = "scenes/wheel-90.yaml"
    static let frame = 45
    static let views = ["v0/0", "v3/0", "v6/0"]

    struct PageReport: Decodable {
        struct Shown: Decodable { var text: String; var time: Double; var frame: Int }
        var errors: [String]
        var start: Shown
        var scrubbed: Shown
        var scrubValue: Int
        var positions: [String: [String: [Double]]]
        var highlighted: [String]
        var paths: Int
        var selection: String
        var worstMarkerFrame: Int
        var worst: Shown
        var advanced: Shown
        var played: Shown
        var playedLater: Shown
    }

    static func drive(_ page: URL, screenshots: URL) throws -> PageReport {
        let python = AnimSimBinary.root.appendingPathComponent(".venv-test/bin/python").path
        try #require(FileManager.default.isExecutableFile(atPath: python), "run scripts/install-deps to make .venv-test")
        let script = AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Browser/report_check.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, page.path, "--frame", "\(frame)", "--views", views.joined(separator: ","),
                             "--screenshots", screenshots.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "report_check.py failed: \(problems)")
        return try JSONDecoder().decode(PageReport.self, from: data)
    }

    /// Each strategy's frames of the given views at `frame`, from `animsim trace`.
    static func traced(frame: Int) throws -> [String: [String: [Double]]] {
        let run = try AnimSimBinary.run(["trace", scene, "--frames", "\(frame)"])
        try #require(run.status == 0, "\(run.err)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let panes = try #require(((root["frames"] as? [[String: Any]])?.first?["strategies"]) as? [[String: Any]])
        var result: [String: [String: [Double]]] = [:]
        for pane in panes {
            let name = try #require(pane["strategy"] as? String)
            for view in try #require(pane["views"] as? [[String: Any]]) where views.contains(view["id"] as? String ?? "") {
                result[name, default: [:]][view["id"] as! String] = try #require(view["frame"] as? [Double])
            }
        }
        return result
    }

    @Test func theReportPlaysTheTraceAndJumpsToTheWorstInstant() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let compare = try AnimSimBinary.run(["compare", Self.scene, "--json", "--report", directory.path])
        #expect(compare.status == 0, "\(compare.err)")
        let page = try Self.drive(directory.appendingPathComponent("index.html"), screenshots: directory)
        #expect(page.errors.isEmpty, "console errors: \(page.errors)")
        #expect(page.start.frame == 0 && page.start.text == "t = 0.000 s · frame 0 / 180")

        // Scrubbed to frame 45 (t = 0.75 s): the page draws every view where trace puts it.
        #expect(page.scrubValue == Self.frame && page.scrubbed.frame == Self.frame)
        #expect(page.scrubbed.text == "t = 0.750 s · frame 45 / 180")
        let traced = try Self.traced(frame: Self.frame)
        #expect(Set(page.positions.keys) == ["position", "animatable"])
        for (strategy, views) in traced {
            for (id, frame) in views {
                let drawn = try #require(page.positions[strategy]?[id], "\(strategy) \(id) not drawn")
                #expect(zip(drawn, frame).allSatisfy { abs($0 - $1) < 1e-4 }, "\(strategy) \(id): drawn \(drawn), traced \(frame)")
            }
        }
        // The two strategies really differ at that frame, so the check could tell them apart.
        #expect(page.positions["position"]?["v0/0"] != page.positions["animatable"]?["v0/0"])

        // Hovering v0's tile highlights it in both panes and draws its two paths in each.
        #expect(page.highlighted == ["v0/0", "v0/0"])
        #expect(page.paths == 4)
        #expect(page.selection.hasPrefix("v0: position path 183.85 pt, animatable path 204.20 pt"))

        // The worst instant: the wheel's chord and arc are farthest apart at half progress,
        // t = 0.5 + 1 = 1.5 s (frame 90), which is also where `compare --json` puts it.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(compare.out.utf8)) as? [String: Any])
        let divergence = try #require(json["divergence"] as? [[String: Any]])
        let worstTime = try #require(divergence.compactMap { $0["time"] as? Double }.min())
        #expect(page.worstMarkerFrame == 90)
        #expect(page.worst.frame == 90 && page.worst.text == "t = 1.500 s · frame 90 / 180")
        #expect(abs(page.worst.time - worstTime) <= 1.0 / 60)

        // Space plays from Home (the page showed a later frame), Space pauses (two animation
        // frames later the same frame is shown).
        #expect(page.advanced.frame > 0 && page.advanced.frame <= 180)
        #expect(page.played.frame == page.playedLater.frame && page.played.time == page.playedLater.time)
    }
}

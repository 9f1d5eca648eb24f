import Foundation
import Testing

/// `animsim compare --json/--csv/--report` and `animsim trace --against`, run as a user would.
@Suite struct CompareTraceCommandTests {
    /// Every number has at most 4 decimals, as in `animsim trace`.
    static func unrounded(_ text: String) -> String? {
        text.range(of: "[0-9]\\.[0-9]{5,}", options: .regularExpression).map { String(text[$0]) }
    }

    @Test func compareJSONIsVersionedRoundedAndNullWhereATimeMeansNothing() throws {
        let run = try AnimSimBinary.run(["compare", "scenes/wheel-360.yaml", "--json"])
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.unrounded(run.out) == nil, "unrounded: \(Self.unrounded(run.out) ?? "")")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        #expect(root["version"] as? Int == 2)
        let strategies = try #require(root["strategies"] as? [[String: Any]])
        // A full turn: under position the views never move, so their peaks are zero and have no instant.
        let still = try #require((strategies[0]["views"] as? [[String: Any]])?.first)
        #expect(still["peakSpeed"] as? Double == 0)
        #expect(still["peakSpeedTime"] is NSNull && still["peakAccelerationTime"] is NSNull)
        #expect(still["minDistanceTime"] is NSNull)
        let moving = try #require((strategies[1]["views"] as? [[String: Any]])?.first)
        #expect(moving["peakSpeedTime"] is Double)
    }

    /// The terminal table ends with the verdict the report opens with.
    @Test(arguments: [("scenes/tree.yaml", "The strategies agree for this scene. At all 181 frames"),
                      ("scenes/wheel-90.yaml", "The strategies differ for this scene. They part most for v0: 38.08 pt apart at t = 1.500 s.")])
    func compareTableEndsWithTheVerdict(_ scene: String, verdict: String) throws {
        let run = try AnimSimBinary.run(["compare", scene])
        #expect(run.status == 0, "\(run.err)")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.suffix(3).first == "verdict")
        #expect(lines.suffix(2).first?.hasPrefix(verdict) == true, "\(lines.suffix(3))")
    }

    @Test func compareCSVIsRoundedLikeTrace() throws {
        let run = try AnimSimBinary.run(["compare", "scenes/wheel-90.yaml", "--csv"])
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.unrounded(run.out) == nil)
        #expect(run.out.contains("animatable,v0,204.2035,183.8478,"))
    }

    @Test func reportNeverReplacesAPageAnimSimDidNotWrite() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("index.html")
        try "<p>my notes</p>".write(to: page, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["compare", "scenes/wheel-90.yaml", "--report", directory.path])
        #expect(run.status == 1)
        #expect(run.err.contains("index.html exists and was not written by animsim"))
        #expect(try String(contentsOf: page, encoding: .utf8) == "<p>my notes</p>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["index.html"])
        // Its own page it replaces.
        try FileManager.default.removeItem(at: page)
        #expect(try AnimSimBinary.run(["compare", "scenes/wheel-90.yaml", "--report", directory.path]).status == 0)
        #expect(try AnimSimBinary.run(["compare", "scenes/wheel-90.yaml", "--report", directory.path]).status == 0)
    }

    @Test func traceAgainstAGoldenRecordsChecksAndListsDriftsWorstFirst() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = directory.appendingPathComponent("wheel.json").path
        let missing = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", golden])
        #expect(missing.status == 1 && missing.err.contains("no such golden; record it with"))

        let record = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--every", "30", "--against", golden, "--update"])
        #expect(record.status == 0, "\(record.err)")
        #expect(record.out == "\(golden): recorded a new golden of 7 frames\n")
        let check = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", golden])
        #expect(check.status == 0)
        #expect(check.out == "scenes/wheel-90.yaml: matches \(golden) within 0.01 (7 frames, 2 strategies, 17 views)\n")

        // Move one tile by 1 pt and another by 0.3 pt in the stored trace: both are listed, the larger first.
        var text = try String(contentsOfFile: golden, encoding: .utf8)
        func replaceFirst(_ old: String, _ new: String) throws {
            let range = try #require(text.range(of: old))
            text.replaceSubrange(range, with: new)
        }
        // Frame 0, the position pane: the first occurrence of each.
        try replaceFirst("{\"id\":\"v2\",\"frame\":[260,130,", "{\"id\":\"v2\",\"frame\":[261,130,")
        try replaceFirst("{\"id\":\"v4\",\"frame\":[130,260,", "{\"id\":\"v4\",\"frame\":[130,260.3,")
        try text.write(toFile: golden, atomically: true, encoding: .utf8)
        let drift = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", golden])
        #expect(drift.status == 1)
        let lines = drift.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "scenes/wheel-90.yaml: 2 numbers drifted by more than 0.01 from \(golden) (2 views, 1 frame), "
            + "worst first:", "\(drift.out)")
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first == "  position  frame 0  t 0  v2  x 261 → 260  (Δ 1)")
        #expect(lines.last == "  position  frame 0  t 0  v4  y 260.3 → 260  (Δ 0.3)")
        #expect(try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", golden, "--tolerance", "1"]).status == 0)

        // Re-recording says what changed and keeps the golden's frames.
        let update = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", golden, "--update"])
        #expect(update.status == 0)
        #expect(update.out.hasPrefix("\(golden): re-recorded 7 frames; what changed:\n2 numbers drifted"))
        #expect(try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", golden]).status == 0)
    }

    @Test func updateNeverOverwritesAFileThatIsNotATrace() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("notes.json").path
        try "{\"mine\": true}".write(toFile: file, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--against", file, "--update"])
        #expect(run.status == 1)
        #expect(run.err.contains("is not an animsim trace") && run.err.contains("refusing to overwrite"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "{\"mine\": true}")
    }
}

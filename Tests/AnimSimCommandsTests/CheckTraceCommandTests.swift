import Foundation
import Testing

/// `animsim check` and `animsim trace`, run as a user would.
@Suite struct CheckTraceCommandTests {
    @Test func checkPrintsASummaryAndTraceStreamsJSON() throws {
        let check = try AnimSimBinary.run(["check", "scenes/wheel-90.yaml"])
        #expect(check.status == 0, "\(check.err)")
        #expect(check.out.hasPrefix("scenes/wheel-90.yaml: 9 views, 3 s, 181 frames at 60 fps"))
        let trace = try AnimSimBinary.run(["trace", "scenes/wheel-90.yaml", "--frames", "0-2", "--strategy", "animatable"])
        #expect(trace.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(trace.out.utf8)) as? [String: Any])
        #expect((json["frames"] as? [Any])?.count == 3)
    }

    @Test func badInputPrintsPositionedErrorsAndNoOutput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-bad-\(UUID().uuidString).yaml")
        try "animsim: 1\nview:\n  wheel: { raduis: 10 }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let trace = try AnimSimBinary.run(["trace", file.path])
        #expect(trace.status != 0)
        #expect(trace.out.isEmpty)
        #expect(trace.err == "\(file.path):3:12: unknown key 'raduis' in wheel (did you mean 'radius'?)\n")
        let check = try AnimSimBinary.run(["check", "scenes/wheel-90.yaml", file.path])
        #expect(check.status == 1)
        #expect(check.out.hasPrefix("scenes/wheel-90.yaml: "))
    }
}

import Foundation
import Testing
@testable import AnimSimScene

/// Runs the built `animsim` binary, as a user would.
@Suite struct BinaryTests {
    /// Next to the test bundle in the build directory; nil when it was not built.
    static var binary: String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("animsim").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary, "build the animsim product first"))
        process.arguments = arguments
        process.currentDirectoryURL = TestSupport.root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil)) func checkPrintsASummaryAndTraceStreamsJSON() throws {
        let check = try Self.run(["check", "scenes/wheel-90.yaml"])
        #expect(check.status == 0)
        #expect(check.out.hasPrefix("scenes/wheel-90.yaml: 9 views, 3 s, 181 frames at 60 fps"))
        let trace = try Self.run(["trace", "scenes/wheel-90.yaml", "--frames", "0-2", "--strategy", "animatable"])
        #expect(trace.status == 0)
        let json = try TestSupport.json(trace.out)
        #expect((json["frames"] as? [Any])?.count == 3)
    }

    @Test(.enabled(if: binary != nil)) func badInputPrintsPositionedErrorsAndNoOutput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-bad-\(UUID().uuidString).yaml")
        try "animsim: 1\nview:\n  wheel: { raduis: 10 }\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let trace = try Self.run(["trace", file.path])
        #expect(trace.status != 0)
        #expect(trace.out.isEmpty)
        #expect(trace.err == "\(file.path):3:12: unknown key 'raduis' in wheel (did you mean 'radius'?)\n")
        let check = try Self.run(["check", "scenes/wheel-90.yaml", file.path])
        #expect(check.status == 1)
        #expect(check.out.hasPrefix("scenes/wheel-90.yaml: "))
    }
}

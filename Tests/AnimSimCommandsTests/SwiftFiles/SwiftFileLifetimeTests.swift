import Foundation
import Testing

/// A Swift file's program ends with the `animsim` that started it (`ProgramLifetime`): killed
/// with SIGKILL, as a harness's timeout or the OOM killer kills it, `animsim` runs no code of
/// its own on the way out, so only the kernel's death signal can end the program, here one
/// stuck for good in its view's `onAppear`.
@Suite(.serialized) struct SwiftFileLifetimeTests {
    /// Says its pid on standard error once its view appears, then never returns.
    static let stuck = """
    import SwiftUI
    import Foundation

    struct ContentView: View {
        var body: some View {
            Text("stuck").onAppear {
                FileHandle.standardError.write("program started \\(getpid())\\n".data(using: .utf8)!)
                while true {}
            }
        }
    }
    """

    @Test func theProgramEndsWithAnimsim() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Stuck.swift")
        try Data(Self.stuck.utf8).write(to: file)
        // The watchdog far away: the program must still be stuck when animsim is killed.
        let run = try SignalledRun(["render", "--still", "0.5", file.path, "-o", folder.appendingPathComponent("x.png").path],
                                   environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
                                                 "ANIMSIM_WATCHDOG": "600"])
        let started = run.await(BoundedRun.backstop) { run.err.contains("program started ") }
        try #require(started, "the program never said it started: \(run.err)")
        let line = try #require(run.err.split(separator: "\n").first { $0.hasPrefix("program started ") })
        let program = try #require(pid_t(line.split(separator: " ").last ?? ""))
        // Before: the program runs, a child of animsim.
        #expect(run.children().contains(program), "the program \(program) is not among animsim's children \(run.children())")
        #expect(SignalledRun.isAlive(program))
        let stopped = run.stop(with: SIGKILL, limit: BoundedRun.backstop)
        #expect(stopped.outcome == .signalled(SIGKILL))
        // After: nothing of it is left.
        #expect(SignalledRun.awaitGone(program), "the program \(program) outlived its animsim")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }
}

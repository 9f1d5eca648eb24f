@testable import AnimSimExport
import Foundation
import Testing

/// A killed run's temporary files are removed by the next run in the folder; nothing else is.
@Suite struct StaleTemporariesTests {
    /// The pid of a process that has exited and been reaped.
    static func deadPid() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func onlyOurNamesOfDeadProcessesGo() throws {
        let directory = TestFrames.scratchDirectory("stale")
        let dead = try Self.deadPid()
        let gone = [".frame_00042.png.tmp-\(dead)", "..animsim-render.json.tmp-\(dead)",  // AtomicFile adds a dot to a dot-file
                    ".v.partial-\(dead).mp4", ".v.log-\(dead).txt"]
        let kept = [
            ".frame_00042.png.tmp-1",            // pid 1 runs: maybe a shard beside us
            ".frame_00042.png.tmp-\(getpid())",  // our own, in use
            ".notes.txt.tmp-\(dead)",            // not a name AnimSim writes here
            ".frame_00042.png.tmp-12ab",         // not a pid
            ".w.partial-\(dead).mp4",            // another video's
            "frame_00042.png",
        ]
        for name in gone + kept { try Data("x".utf8).write(to: directory.appendingPathComponent(name)) }
        let removed = StaleTemporaries.remove(in: directory, isOurs: { $0.hasPrefix("frame_") || $0 == ".animsim-render.json" },
                                              videoBases: ["v"])
        #expect(removed == gone.sorted())
        #expect(TestFrames.files(in: directory) == kept.sorted())
    }
}

import AnimSimCairo
import Foundation
import Testing

/// SIGINT and SIGTERM stop every command, leaving no child process and no temporary file,
/// even when the encoder is stuck. Every signal is sent at an event the command reports (a
/// `TestHold` at a known step of its work, or the kernel's word that its writer is blocked on
/// the encoder's pipe), never after a wait that a fast machine outruns. How quickly a command
/// stops is a speed, measured by `scripts/signal-latency`; here the only limit is a backstop
/// against a hang.
@Suite(.serialized) struct InterruptionTests {
    /// An "ffmpeg" that never reads its input, with a child of its own, as a wrapper script
    /// around a hung encoder would be. It records both pids.
    static func stuckEncoder(in folder: URL) throws -> URL {
        let script = folder.appendingPathComponent("stuck-ffmpeg")
        try """
            #!/bin/sh
            echo $$ > "\(folder.path)/encoder.pid"
            sleep 1000 &
            echo $! > "\(folder.path)/sleep.pid"
            wait
            """.write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        return script
    }

    static func pid(in file: URL) -> pid_t? {
        (try? String(contentsOf: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The issue's case: the writer blocks on a full pipe, and used to ignore two SIGINTs.
    @Test(arguments: [SIGINT, SIGTERM])
    func aStuckEncoderIsKilledAndLeavesNothing(signal: Int32) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let encoder = try Self.stuckEncoder(in: folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let run = try SignalledRun(["render", "scenes/wheel-90.yaml", "-o", out.appendingPathComponent("v.mp4").path,
                                    "-s", "640x360"], environment: ["ANIMSIM_FFMPEG": encoder.path])
        let sleepFile = folder.appendingPathComponent("sleep.pid")
        #expect(run.await(BoundedRun.backstop) { Self.pid(in: sleepFile) != nil }, "the fake encoder never started: \(run.err)")
        // The case at issue: the writer blocked on the full pipe of an encoder that never reads.
        #expect(run.await(BoundedRun.backstop) { run.threadBlockedOnPipeWrite }, "the writer never blocked: \(run.err)")
        let (outcome, seconds) = run.stop(with: signal, limit: BoundedRun.backstop)
        #expect(outcome == .exited(128 + signal), "\(outcome) after \(seconds) s: \(run.err)")
        for file in ["encoder.pid", "sleep.pid"] {
            let pid = try #require(Self.pid(in: folder.appendingPathComponent(file)))
            #expect(SignalledRun.awaitGone(pid), "\(file): process \(pid) outlived animsim")
        }
        #expect(SignalledRun.allEntries(out).isEmpty, "left behind: \(SignalledRun.allEntries(out))")
        #expect(run.strays.isEmpty, "left in the temporary folder: \(run.strays)")
        #expect(run.err.contains("nothing was kept") && !run.err.contains("with --resume"), "\(run.err)")
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var signal: Int32
        /// What may remain in the output folder afterwards (whole files only).
        var allowed: Set<String> = []
        /// The step of its work (frames written, for a render; 0 is the start) at which the
        /// command pauses for the signal.
        var holdAt = 0
        var testDescription: String { "\(name) (\(signal == SIGINT ? "SIGINT" : "SIGTERM"))" }
    }

    static let many = "Tests/AnimSimCommandsTests/Scenes/ninety-thousand-views.yaml"
    static let cases: [Case] = [
        Case(name: "render PNG sequence", arguments: ["render", "scenes/keyframes.yaml", "--scale", "2", "-o", "OUT/frames"],
             signal: SIGINT, allowed: ["frames", "frames/.animsim-render.json"], holdAt: 2),
        Case(name: "render PNG sequence", arguments: ["render", "scenes/keyframes.yaml", "--scale", "2", "-o", "OUT/frames"],
             signal: SIGTERM, allowed: ["frames", "frames/.animsim-render.json"], holdAt: 2),
        Case(name: "render MP4", arguments: ["render", "scenes/wheel-90.yaml", "-qh", "-r", "240", "-o", "OUT/v.mp4"],
             signal: SIGTERM, allowed: ["v.partial.mp4"], holdAt: 10),
        Case(name: "render MOV", arguments: ["render", "scenes/wheel-90.yaml", "--transparent", "-s", "640x360", "-o", "OUT/v.mov"],
             signal: SIGINT, allowed: ["v.partial.mov"], holdAt: 10),
        Case(name: "render GIF", arguments: ["render", "scenes/keyframes.yaml", "-s", "1280x720", "-o", "OUT/v.gif"],
             signal: SIGINT, allowed: ["v.partial.gif"], holdAt: 10),
        Case(name: "contact sheet", arguments: ["render", "scenes/keyframes.yaml", "--contact-sheet", "OUT/sheet.png",
                                                "--sheet-width", "8000", "--sheet-grid", "8x8"], signal: SIGINT, holdAt: 1),
        // Held once its one frame is in flight: the clean stop finishes and keeps it whole if it
        // can within the grace, the hard stop removes it; either way no partial file is left.
        Case(name: "still", arguments: ["render", many, "--still", "1", "-o", "OUT/still.png"], signal: SIGTERM,
             allowed: ["still.png"]),
        Case(name: "compare report", arguments: ["compare", "scenes/recursive-wheel.yaml", "--report", "OUT/report",
                                                 "--substeps", "64", "--scale", "2"], signal: SIGINT, allowed: ["report"]),
        Case(name: "trace", arguments: ["trace", many, "--json"], signal: SIGTERM),
        Case(name: "check", arguments: ["check", many], signal: SIGINT),
        Case(name: "bench", arguments: ["bench"], signal: SIGTERM, holdAt: 1),
    ]

    @Test(arguments: cases)
    func everyCommandStopsAndLeavesNothing(_ test: Case) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try SignalledRun(test.arguments.map { $0.replacingOccurrences(of: "OUT", with: out.path) }, holdAt: test.holdAt)
        let held = run.awaitHold()
        try #require(held != nil, "never paused at step \(test.holdAt) of its work: \(run.err)")
        let children = run.children()
        let (outcome, seconds) = run.stop(with: test.signal, limit: BoundedRun.backstop)
        #expect(outcome == .exited(128 + test.signal), "\(outcome) after \(seconds) s: \(run.err)")
        for child in children {
            // Gone, or killed before animsim exited and finished by the kernel soon after.
            #expect(SignalledRun.awaitGone(child), "child \(child) outlived animsim")
        }
        let entries = SignalledRun.allEntries(out)
        let left = entries.filter { !$0.hasPrefix("frames/frame_") }
        #expect(Set(left).isSubset(of: test.allowed), "left behind: \(left)")
        for frame in entries where frame.hasSuffix(".png") {
            #expect(throws: Never.self, "\(frame) is not a whole PNG") {
                try PNGDecoder().decode(contentsOf: out.appendingPathComponent(frame))
            }
        }
        #expect(run.strays.isEmpty, "left in the temporary folder: \(run.strays)")
    }
}

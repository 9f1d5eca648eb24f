import AnimSimCairo
import Foundation
import Testing

/// SIGINT and SIGTERM stop every command, leaving no child process and no temporary file,
/// even when the encoder is stuck. The bound asserted here (3 s) is a correctness bound for
/// a shared, loaded test machine; the latency itself is measured by `scripts/signal-latency`.
@Suite(.serialized) struct InterruptionTests {
    static let bound = 3.0

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
        #expect(run.await(30) { Self.pid(in: sleepFile) != nil }, "the fake encoder never started: \(run.err)")
        Thread.sleep(forTimeInterval: 1) // the 1 MiB pipe fills within a few frames; the writer then blocks
        let (outcome, seconds) = run.stop(with: signal, limit: Self.bound)
        #expect(outcome == .exited(128 + signal), "\(outcome) after \(seconds) s: \(run.err)")
        #expect(seconds < Self.bound)
        for file in ["encoder.pid", "sleep.pid"] {
            let pid = try #require(Self.pid(in: folder.appendingPathComponent(file)))
            let gone = (0..<50).contains { _ in
                if !SignalledRun.isAlive(pid) { return true }
                usleep(20_000)
                return false
            }
            #expect(gone, "\(file): process \(pid) outlived animsim")
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
        /// Seconds to wait after start when no file shows progress.
        var delay: Double = 1.5
        /// A file (relative to the output folder) whose appearance shows the work is under way.
        var progressFile: String?
        var testDescription: String { "\(name) (\(signal == SIGINT ? "SIGINT" : "SIGTERM"))" }
    }

    static let many = "Tests/AnimSimCommandsTests/Scenes/ninety-thousand-views.yaml"
    static let cases: [Case] = [
        Case(name: "render PNG sequence", arguments: ["render", "scenes/keyframes.yaml", "--scale", "2", "-o", "OUT/frames"],
             signal: SIGINT, allowed: ["frames", "frames/.animsim-render.json"], progressFile: "frames/frame_00002.png"),
        Case(name: "render PNG sequence", arguments: ["render", "scenes/keyframes.yaml", "--scale", "2", "-o", "OUT/frames"],
             signal: SIGTERM, allowed: ["frames", "frames/.animsim-render.json"], progressFile: "frames/frame_00002.png"),
        Case(name: "render MP4", arguments: ["render", "scenes/wheel-90.yaml", "-qh", "-r", "240", "-o", "OUT/v.mp4"],
             signal: SIGTERM, allowed: ["v.partial.mp4"], delay: 2.5),
        Case(name: "render GIF", arguments: ["render", "scenes/keyframes.yaml", "-s", "1280x720", "-o", "OUT/v.gif"],
             signal: SIGINT, allowed: ["v.partial.gif"], delay: 2.5),
        Case(name: "contact sheet", arguments: ["render", "scenes/keyframes.yaml", "--contact-sheet", "OUT/sheet.png",
                                                "--sheet-width", "8000", "--sheet-grid", "8x8"], signal: SIGINT, delay: 1),
        Case(name: "still", arguments: ["render", many, "--still", "1", "-o", "OUT/still.png"], signal: SIGTERM, delay: 1),
        Case(name: "compare report", arguments: ["compare", "scenes/recursive-wheel.yaml", "--report", "OUT/report",
                                                 "--substeps", "64", "--scale", "2"], signal: SIGINT, allowed: ["report"], delay: 3),
        Case(name: "trace", arguments: ["trace", many, "--json"], signal: SIGTERM, delay: 3),
        Case(name: "check", arguments: ["check", many], signal: SIGINT, delay: 1),
        Case(name: "bench", arguments: ["bench"], signal: SIGTERM, delay: 3),
    ]

    @Test(arguments: cases)
    func everyCommandStopsAndLeavesNothing(_ test: Case) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try SignalledRun(test.arguments.map { $0.replacingOccurrences(of: "OUT", with: out.path) })
        let started = test.progressFile.map { file in
            run.await(60) { FileManager.default.fileExists(atPath: out.appendingPathComponent(file).path) }
        } ?? run.await(test.delay) { false } || run.isRunning
        #expect(started && run.isRunning, "finished before the signal; the workload must be longer: \(run.err)")
        let children = run.children()
        let (outcome, seconds) = run.stop(with: test.signal, limit: Self.bound)
        #expect(outcome == .exited(128 + test.signal), "\(outcome) after \(seconds) s: \(run.err)")
        for child in children {
            #expect(!SignalledRun.isAlive(child), "child \(child) outlived animsim")
        }
        let entries = SignalledRun.allEntries(out)
        let left = entries.filter { !$0.hasPrefix("frames/frame_") }
        #expect(Set(left).isSubset(of: test.allowed), "left behind: \(left)")
        for frame in entries where frame.hasPrefix("frames/frame_") {
            #expect(throws: Never.self, "\(frame) is not a whole PNG") {
                try PNGDecoder().decode(contentsOf: out.appendingPathComponent(frame))
            }
        }
        #expect(run.strays.isEmpty, "left in the temporary folder: \(run.strays)")
    }
}

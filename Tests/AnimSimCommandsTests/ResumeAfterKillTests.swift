import Foundation
import Testing

/// SIGINT and SIGKILL at seeded "random" frames of a PNG export, frames damaged the way a
/// copy or a crashed disk damages them, then `--resume`: every frame must be byte-identical
/// to an uninterrupted render, and only temporary files of dead AnimSim runs may be removed.
/// Each kill is sent while the run is held (`TestHold`) just after writing its seeded frame,
/// so the same frames are written before each kill on any machine.
@Suite(.serialized) struct ResumeAfterKillTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var scene: String
        var options: [String]
        var seed: UInt64
        var testDescription: String { "\(scene) \(options.joined(separator: " "))" }
    }

    static let cases = [
        Case(scene: "scenes/keyframes.yaml", options: ["--scale", "2"], seed: 12),
        Case(scene: "scenes/wheel-90.yaml", options: ["-s", "480x270"], seed: 7),
        Case(scene: "scenes/tree.yaml", options: ["-s", "480x270"], seed: 3),
        Case(scene: "scenes/springs-interrupted.yaml", options: ["-s", "640x360"], seed: 5),
    ]

    /// A tiny seeded generator (a 64-bit LCG's high bits): the same kill points every run.
    struct Moments {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func frames(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix("frame_") }.sorted()
    }

    /// A pid no process can have: the kernel hands out pids below `pid_max`.
    static func unusedPid() throws -> pid_t {
        let text = try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8)
        return try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test(arguments: cases)
    func interruptedAndResumedEqualsUninterrupted(_ test: Case) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = folder.appendingPathComponent("reference"), resumed = folder.appendingPathComponent("resumed")
        let whole = try BoundedRun.run(["render", test.scene, "-o", reference.path] + test.options, limit: BoundedRun.backstop)
        #expect(whole.succeeded, "\(whole.err)")
        let expected = Self.frames(reference)

        var moments = Moments(state: test.seed)
        for round in 0..<3 {
            let signal = moments.next(2) == 0 ? SIGINT : SIGKILL
            let before = Self.frames(resumed).count
            // Frames this run writes before it is held: a resumed run writes only the missing ones.
            let step = 1 + moments.next(expected.count / 4)
            let run = try SignalledRun(["render", test.scene, "-o", resumed.path] + test.options + (round > 0 ? ["--resume"] : []),
                                       holdAt: step)
            try #require(run.awaitHold() != nil, "round \(round) never wrote \(step) frame(s): \(run.err)")
            #expect(Self.frames(resumed).count == before + step, "round \(round): held after \(step) frame(s)")
            let (outcome, _) = run.stop(with: signal, limit: BoundedRun.backstop)
            let expectedOutcome: BoundedRun.Outcome = signal == SIGKILL ? .signalled(SIGKILL) : .exited(130)
            #expect(outcome == expectedOutcome, "round \(round): \(outcome): \(run.err)")
        }

        // Damage as a copy or a crashed file system would, and leave temporary files of a
        // dead run, of a live process, and one AnimSim would never name.
        let kept = Self.frames(resumed)
        try #require(kept.count >= 3, "too few frames written before the kills: \(kept)")
        try Data().write(to: resumed.appendingPathComponent(kept[0]))
        let cut = resumed.appendingPathComponent(kept[kept.count / 2])
        let bytes = try Data(contentsOf: cut)
        try bytes.prefix(bytes.count / 2).write(to: cut)
        let dead = try Self.unusedPid()
        let stale = ".\(kept[1]).tmp-\(dead)", live = ".\(kept[1]).tmp-1", foreign = ".\(kept[1]).tmp-notes"
        for name in [stale, live, foreign] { try Data("x".utf8).write(to: resumed.appendingPathComponent(name)) }

        let final = try BoundedRun.run(["render", test.scene, "-o", resumed.path, "--resume"] + test.options, limit: BoundedRun.backstop)
        #expect(final.succeeded, "\(final.err)")
        #expect(final.err.contains("\(kept[0]) is not a whole frame (it is empty)"), "\(final.err)")
        #expect(final.err.contains("\(cut.lastPathComponent) is not a whole frame"), "\(final.err)")
        #expect(Self.frames(resumed) == expected)
        for name in expected {
            let same = try Data(contentsOf: resumed.appendingPathComponent(name)) == Data(contentsOf: reference.appendingPathComponent(name))
            #expect(same, "\(name) differs from the uninterrupted render")
        }
        let hidden = Set(SignalledRun.allEntries(resumed).filter { $0.hasPrefix(".") })
        #expect(hidden == [".animsim-render.json", live, foreign], "hidden files after the resume: \(hidden)")
    }
}

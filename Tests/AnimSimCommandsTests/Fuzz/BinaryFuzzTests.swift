import Foundation
import Testing

/// Mutants of gallery scenes and of the error corpus, run through the built `animsim` as a
/// user would: `check`, then, when it accepts, `trace --json` and `render --frames 0-1`.
/// Whatever the input: no signal, nothing past the time limit, JSON that parses when trace
/// succeeds, `file:line:column:` when anything fails, and render succeeds whenever check did.
///
/// `ANIMSIM_FUZZ_COUNT` sets the number of mutants (`make fuzz` runs 20,000); the default
/// keeps the suite to about a minute on two cores. Failing mutants are kept in
/// `$TMPDIR/animsim-fuzz-failures/` under their case number.
@Suite struct BinaryFuzzTests {
    static let seeds = ["scenes/keyframes.yaml", "scenes/tree.yaml", "scenes/wheel-90.yaml", "scenes/stack-flexibility.yaml",
                        "scenes/springs-interrupted.yaml", "scenes/sizes-frame.yaml", "scenes/waterfall.yaml", "scenes/layout-switch.yaml",
                        "scenes/combined-layouts.yaml", "scenes/custom-vstack.yaml", "scenes/colours-and-corners.yaml"]
    static let chunks = 4
    static var count: Int { ProcessInfo.processInfo.environment["ANIMSIM_FUZZ_COUNT"].flatMap(Int.init) ?? 1_600 }
    /// Per command, a backstop against a hang only: a debug build renders a gallery frame in
    /// well under a second, but a loaded or slow machine must never turn that into a failure.
    /// The slowest command's time is printed with each chunk's tally, as a figure to watch.
    static let limit = BoundedRun.backstop
    /// A command slower than this keeps its mutant (not a failure: a figure to look into).
    static let slow = 2.0

    static var inputs: [(name: String, text: String)] {
        let root = AnimSimBinary.root
        let corpus = root.appendingPathComponent("Tests/AnimSimSceneTests/Errors")
        let errors = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
        return (seeds.map { root.appendingPathComponent($0) } + errors.map { corpus.appendingPathComponent($0) }).compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map { (url.lastPathComponent, $0) }
        }
    }

    /// A chunk's backstop against the harness itself hanging (each command has its own):
    /// a minute per 20 mutants, 3 s each where a mutant takes well under one on average, and
    /// never less than 30 minutes. A fixed 30 minutes stopped `make fuzz` (20,000 mutants,
    /// 5,000 a chunk) on a loaded machine with every mutant passing.
    static var chunkLimit: TimeLimitTrait.Duration { .minutes(max(30, count / chunks / 20)) }

    @Test(.timeLimit(chunkLimit), arguments: 0..<chunks)
    func mutantsNeverCrashHangOrDisagree(_ chunk: Int) throws {
        let inputs = Self.inputs
        #expect(inputs.count > 40)
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        var tally = FuzzTally()
        for index in stride(from: chunk, to: Self.count, by: Self.chunks) {
            var mutator = SceneMutator(seed: 0xA11_5EED &+ UInt64(index))
            // Two in three from the gallery, which mostly load and so reach trace and render.
            let input = index % 3 == 2 ? inputs[Self.seeds.count + (index / 3) % (inputs.count - Self.seeds.count)]
                : inputs[(index - index / 3) % Self.seeds.count]
            let bytes = mutator.mutate(input.text)
            let path = "scenes/m\(index).yaml"
            try Data(bytes).write(to: folder.appendingPathComponent(path))
            let problems = try Self.examine(path, in: folder, index: index, tally: &tally)
            if tally.peakIndex == index && tally.peakSeconds > Self.slow {
                print("binary fuzz case \(index) (mutant of \(input.name)) is the slowest yet, kept at \(Self.keep(bytes, index: index))")
            }
            if !problems.isEmpty {
                let kept = Self.keep(bytes, index: index)
                Issue.record(Comment(rawValue: "case \(index) (mutant of \(input.name), kept at \(kept)):\n" + problems.joined(separator: "\n")))
            }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(path))
        }
        print("binary fuzz chunk \(chunk): \(tally)")
        if Self.count >= 400 { #expect(tally.accepted > 0 && tally.refused > 0, "mutants should both pass and fail: \(tally)") }
    }

    /// The checks for one mutant; each problem is one line.
    static func examine(_ path: String, in folder: URL, index: Int = 0, tally: inout FuzzTally) throws -> [String] {
        var problems: [String] = []
        func ran(_ command: String, _ run: BoundedRun) -> Bool {
            switch run.outcome {
            case .signalled: tally.crashes += 1
            case .timedOut: tally.hangs += 1
            case .exited: tally.timed(command, path, index: index, seconds: run.seconds); return true
            }
            problems.append("\(command): \(run.outcome)\n\(run.err.prefix(2_000))")
            return false
        }
        func positioned(_ command: String, _ run: BoundedRun) {
            let first = run.err.split(separator: "\n").first.map(String.init) ?? ""
            if first.range(of: #"^\#(NSRegularExpression.escapedPattern(for: path)):[0-9]+:[0-9]+: "#, options: .regularExpression) == nil {
                tally.unpositioned += 1
                problems.append("\(command) failed without a position: \(run.err.prefix(500))")
            }
        }
        let check = try BoundedRun.run(["check", path], limit: limit, in: folder)
        guard ran("check", check) else { return problems }
        guard check.succeeded else {
            tally.refused += 1
            positioned("check", check)
            return problems
        }
        tally.accepted += 1
        // The first 31 frames: a mutant may last an hour, and its whole trace is legitimately
        // gigabytes that this process would have to hold and parse (a 20,000-mutant run grew
        // to 3.9 GB before this bound).
        let summary = check.text + check.err
        let frameCount = summary.firstMatch(of: #/, ([0-9]+) frames at /#).flatMap { Int($0.1) } ?? 1
        let views = summary.firstMatch(of: #/: ([0-9]+) views, /#).flatMap { Int($0.1) } ?? 1
        // A frame of 100,000 views is 19 MB of JSON: trace only the first frame of big scenes.
        let traced = views > 2_000 ? 0 : min(30, frameCount - 1)
        let trace = try BoundedRun.run(["trace", path, "--json", "--frames", "0-\(traced)"], limit: limit, in: folder)
        if ran("trace", trace) {
            if trace.succeeded {
                if (try? JSONSerialization.jsonObject(with: trace.out)) == nil {
                    tally.invalidJSON += 1
                    problems.append("trace printed invalid JSON: \(trace.text.prefix(300))")
                }
            } else {
                positioned("trace", trace)
            }
        }
        let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        // A still scene has one frame; asking it for two is a usage error, not a scene's.
        let frames = frameCount == 1 ? "0" : "0-1"
        let render = try BoundedRun.run(["render", path, "--frames", frames, "--out", out.path], limit: limit, in: folder)
        if ran("render", render), !render.succeeded {
            tally.renderRefused += 1
            problems.append("check accepted, render refused: \(render.err.prefix(500))")
        }
        return problems
    }

    /// A folder laid out like the repository (`scenes/`, `assets/`), so the gallery's
    /// `include: ../assets/…` resolve for mutants too.
    static func workspace() throws -> URL {
        let folder = try AnimSimBinary.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("assets"),
                                                   withDestinationURL: AnimSimBinary.root.appendingPathComponent("assets"))
        return folder
    }

    static func keep(_ bytes: [UInt8], index: Int) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-fuzz-failures")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("case-\(index).yaml")
        try? Data(bytes).write(to: file)
        return file.path
    }
}

/// What a fuzz run saw, printed per chunk for the closing note: the outcomes, then where
/// the time went (each command's total and mean) and the slowest single command, by name,
/// so a slow mutant can be found again (`case N` is `scenes/mN.yaml`).
struct FuzzTally: CustomStringConvertible {
    var accepted = 0, refused = 0
    var crashes = 0, hangs = 0, invalidJSON = 0, unpositioned = 0, renderRefused = 0
    var peakSeconds = 0.0
    var slowest = ""
    var peakIndex = -1
    var seconds: [String: (total: Double, runs: Int)] = [:]

    mutating func timed(_ command: String, _ path: String, index: Int, seconds: Double) {
        self.seconds[command, default: (0, 0)].total += seconds
        self.seconds[command, default: (0, 0)].runs += 1
        if seconds > peakSeconds {
            peakSeconds = seconds
            slowest = "\(command) \(path)"
            peakIndex = index
        }
    }

    var description: String {
        let times = seconds.keys.sorted().map { command in
            let (total, runs) = seconds[command]!
            return "\(command) \(String(format: "%.1f", total)) s over \(runs) (mean \(String(format: "%.3f", total / Double(runs))) s)"
        }
        return "\(accepted + refused) mutants (\(accepted) accepted, \(refused) refused): \(crashes) crashes, \(hangs) hangs, "
            + "\(invalidJSON) invalid JSON, \(unpositioned) unpositioned errors, \(renderRefused) check-accepts-render-refuses; "
            + "slowest command \(String(format: "%.2f", peakSeconds)) s (\(slowest)); " + times.joined(separator: ", ")
    }
}

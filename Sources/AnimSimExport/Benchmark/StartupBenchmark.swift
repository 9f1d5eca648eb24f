import Foundation

/// `animsim bench`'s start-up figures: whole processes, from spawn to exit, of commands that
/// do almost nothing else, so what they measure is loading the binary and its libraries.
/// `--version`, and a one-frame PNG still of the built-in scene (`render --still 0`), the
/// smallest render; beside them, when given, a Foundation "hello" built with the same
/// flags, the floor a Swift program on this machine starts from.
public enum StartupBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        /// Medians, in seconds.
        public var version: Double
        public var still: Double
        public var hello: Double?
        public var runs: Int

        public var description: String {
            var lines = [String(format: "start-up, whole process (medians of %d, alternated): `animsim --version` %.1f ms", runs, version * 1000)]
            if let hello {
                lines[0] += String(format: " = %.1f× a Foundation \"hello\" built the same way (%.1f ms)", version / hello, hello * 1000)
            }
            lines.append(String(format: "start-up, one-frame PNG still (`render --still 0 -o still.png`, built-in scene): %.1f ms", still * 1000))
            return lines.joined(separator: "\n")
        }
    }

    /// `executable` is an `animsim`; `hello`, if given, a program run without arguments.
    /// Each round runs every program once, so a burst of load on a shared machine falls on all.
    public static func run(executable: String, hello: String? = nil, runs: Int = 21) throws -> Result {
        let directory = try Interruption.makeTemporaryDirectory("animsim-startup")
        defer { Interruption.removeTemporaryDirectory(directory) }
        var versions: [Double] = [], stills: [Double] = [], hellos: [Double] = []
        for round in 0...max(runs, 1) {
            let still = directory.appendingPathComponent("still-\(round).png").path
            let version = try ChildRun.seconds(executable, ["--version"])
            let rendered = try ChildRun.seconds(executable, ["render", "--still", "0", "-o", still])
            let floor = try hello.map { try ChildRun.seconds($0, []) }
            try? FileManager.default.removeItem(atPath: still)
            // Round 0 warms the page cache and is not counted.
            guard round > 0 else { continue }
            versions.append(version)
            stills.append(rendered)
            floor.map { hellos.append($0) }
        }
        return Result(version: Medians.of(versions), still: Medians.of(stills), hello: hellos.isEmpty ? nil : Medians.of(hellos),
                      runs: versions.count)
    }
}

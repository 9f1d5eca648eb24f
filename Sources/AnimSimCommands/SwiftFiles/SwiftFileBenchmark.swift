import AnimSimExport
import Foundation

/// `animsim bench --swift-file`: what a user of `animsim trace FILE.swift` waits for, timed
/// from outside as whole processes, beside the mechanism's own floor: `swiftc` alone on the
/// same file and entry with the same arguments, and the cached program alone.
///
/// - the first run of a new file (goal ≤ 20 s on two cores): compile, link, run;
/// - the next run after an edit (goal ≤ 5 s): a new digest, so the same again;
/// - the same files again: the cached program, no compile;
/// - in `play`, from a save to the window's next frame shown in full (goal ≤ 5 s;
///   `SwiftFileSaveToFrame`), beside `swiftc` alone, the part no rebuild loop can skip.
///
/// Each run gets a fresh cache folder (so "new" is new); the file changes radius between runs.
enum SwiftFileBenchmark {
    static func run(executable: String, runs: Int = 3) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-swift-bench-\(getpid())")
        Interruption.addTemporary(folder.path, isDirectory: true)
        defer {
            try? FileManager.default.removeItem(at: folder)
            Interruption.removeTemporary(folder.path)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Ring.swift")
        let trace = ["trace", file.path, "--at", "0.5"]
        var radius = 100.0
        func edit() throws {
            radius += 1
            try Data(SwiftFileSample(radius: radius).text.utf8).write(to: file)
        }
        // A warm-up: beside a checkout's build, the library may need building first (not timed).
        try edit()
        setenv("XDG_CACHE_HOME", folder.appendingPathComponent("warm-up").path, 1)
        _ = try time(executable, ["check", file.path])

        var first: [Double] = [], edited: [Double] = [], cached: [Double] = [], swiftc: [Double] = [], program: [Double] = []
        for run in 0..<max(runs, 1) {
            let cache = folder.appendingPathComponent("cache-\(run)")
            setenv("XDG_CACHE_HOME", cache.path, 1)
            try edit()
            first.append(try time(executable, trace))
            try edit()
            edited.append(try time(executable, trace))
            cached.append(try time(executable, trace))
            let (compiler, entry) = try floor(for: file, cache: cache)
            swiftc.append(try time(compiler[0], Array(compiler.dropFirst())))
            program.append(try time(entry.program.path, trace))
        }
        // In a real window: the file saved, the window's next frame shown in full.
        let cache = folder.appendingPathComponent("cache-play")
        setenv("XDG_CACHE_HOME", cache.path, 1)
        try edit()
        let saves = SwiftFileSaveToFrame.measure(executable: executable, file: file, folder: folder, runs: max(runs, 1), edit: edit)
        func row(_ name: String, _ values: [Double], _ goal: String, _ floor: String, _ floorValues: [Double]) -> String {
            name.padding(toLength: 34, withPad: " ", startingAt: 0) + String(format: "%6.2f s", median(values))
                + goal.padding(toLength: 14, withPad: " ", startingAt: 0) + floor + String(format: " %.2f s", median(floorValues))
        }
        return """
            Swift file (a ring layout, `animsim trace FILE.swift --at 0.5`), whole processes, median of \(max(runs, 1)):
            \(row("  first run of a new file", first, "   (≤ 20 s)", "floor: swiftc alone", swiftc))
            \(row("  next run after an edit", edited, "   (≤ 5 s)", "floor: swiftc alone", swiftc))
            \(row("  same file again (cached)", cached, "", "floor: the program alone", program))
            \(saveRow(saves, floor: median(swiftc)))
            """
    }

    /// Save-to-frame in `play`, or why it was not measured.
    private static func saveRow(_ saves: Result<[Double], SwiftFileSaveToFrame.NotMeasured>, floor: Double) -> String {
        let name = "  save to frame in `play`".padding(toLength: 34, withPad: " ", startingAt: 0)
        switch saves {
        case .success(let values):
            return name + String(format: "%6.2f s", median(values)) + "   (≤ 5 s)".padding(toLength: 14, withPad: " ", startingAt: 0)
                + String(format: "floor: swiftc alone %.2f s", floor)
        case .failure(let why):
            return name + "not measured: " + why.why
        }
    }

    private static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// The command `animsim` ran for the file's program, and the cache entry holding it.
    private static func floor(for file: URL, cache: URL) throws -> ([String], SwiftFileCache.Entry) {
        guard let toolchain = SwiftToolchain.find(), let executable = OwnPackage.runningExecutable,
              case .success(let runtime) = RuntimeModules.locate(executable: executable, toolchain: toolchain) else {
            throw ExportError.benchmarkFailed("no swiftc or no AnimSim modules for Swift files")
        }
        var compiler = SwiftFileCompiler(toolchain: toolchain, runtime: runtime, swiftVersion: 5)
        compiler.runs = SwiftFileEntry.choose(sources: [try String(contentsOf: file, encoding: .utf8)], names: [file.lastPathComponent])
        let entry = try SwiftFileCache(root: cache.appendingPathComponent("animsim/swift-files"))
            .entry(files: [file.path], swiftVersion: 5, toolchain: toolchain, runtime: runtime, runs: compiler.runs)
        let output = cache.appendingPathComponent("floor-program")
        return (compiler.arguments(files: [file.path], entry: entry, mode: .program, output: output), entry)
    }

    /// One whole run's wall seconds; a failed run is an error.
    private static func time(_ executable: String, _ arguments: [String]) throws -> Double {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(null) }
        let start = DispatchTime.now().uptimeNanoseconds
        var failure: ToolSpawn.Errno?
        let pid = Interruption.spawnChild(ownGroup: false) { () -> pid_t? in
            switch ToolSpawn.spawn([executable] + arguments, output: .descriptor(null), ownGroup: false) {
            case .success(let pid): return pid
            case .failure(let error): failure = error; return nil
            }
        }
        guard let pid else { throw ExportError.benchmarkFailed("cannot start \(executable): \(failure.map(\.description) ?? "")") }
        let status = Interruption.reapChild(pid)
        guard status == 0 else {
            throw ExportError.benchmarkFailed("\(executable) \(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}

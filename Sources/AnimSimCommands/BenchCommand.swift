import AnimSimExport
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim bench`: the project's speed figures in one run, as medians and ratios (the
/// machines are shared and noisy, so absolute times only mean something side by side).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure export speed against its ceiling (use a release build).")

    @Option(help: "Render threads (default: every core).")
    var workers: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Skip timing whole `animsim render` processes.")
    var inProcessOnly = false

    @Flag(help: "Time whole processes on scenes at the work bounds (minutes), with their peak memory, instead.")
    var bounds = false

    @Flag(help: "Time 1280x720 MP4 exports of 1,000, 3,000 and 10,000 frames as whole processes, with their peak memory, instead (minutes).")
    var memory = false

    @Flag(help: ArgumentHelp("Time `animsim trace FILE.swift` as whole processes instead: a new file's first run, the run after "
                             + "an edit, a cached run, and in a real play window a save to the next frame, beside swiftc alone (a minute)."))
    var swiftFile = false

    @Option(help: "With --bounds: only the cases whose name contains this text (e.g. guides).")
    var only: String?

    @Flag(help: "Time start-up only: whole processes of `animsim --version` and a one-frame PNG still (seconds).")
    var startup = false

    @Flag(help: ArgumentHelp("Time the Swift-view case only: a 1,000-view wheel written as a SwiftUI view evaluated beside "
                             + "the same scene from YAML, and a use of its Rotate button (seconds)."))
    var views = false

    @Option(help: ArgumentHelp("A program timed beside --version: a Foundation \"hello\" built with the same flags (bench/hello; make bench builds it).",
                               valueName: "path"))
    var hello: String?

    func run() throws {
        do { try measure() } catch ExportError.interrupted(let signal, _) { throw CommandFailure.status(128 + (signal ?? SIGINT)) }
    }

    private func measure() throws {
        #if DEBUG
        StandardError.write("animsim bench: this is a debug build; figures mean little (swift build -c release)\n")
        #endif
        if memory {
            try MemoryBenchmark.run(executable: Self.executable, benchYAML: BenchmarkScene.yaml)
            return
        }
        if swiftFile {
            print(try SwiftFileBenchmark.run(executable: Self.executable))
            return
        }
        if bounds {
            try BoundsBenchmark.run(executable: Self.executable, only: only)
            return
        }
        // Start-up first: a fresh process each, before the longer benchmarks heat the machine.
        if startup || !(inProcessOnly || views) {
            print(try StartupBenchmark.run(executable: Self.executable, hello: hello))
        }
        if startup { return }
        // In process, before the export figures: it needs one core, and no files.
        print(try MainActor.assumeIsolated { try ViewBenchmark.run() })
        if views { return }
        print(try ExportBenchmark.run(scene: BenchmarkScene.load().scene, workers: max(1, workers)))
        print(try VideoBenchmark.run(scene: BenchmarkScene.load().scene, workers: max(1, workers)))
        if !inProcessOnly {
            print(try WholeProcessBenchmark.run(executable: Self.executable, scene: BenchmarkScene.yaml))
        }
    }

    /// Our own binary, so the child is exactly what a user runs.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

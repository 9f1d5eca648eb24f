import AnimSimExport
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

    func run() throws {
        #if DEBUG
        StandardError.write("animsim bench: this is a debug build; figures mean little (swift build -c release)\n")
        #endif
        print(try ExportBenchmark.run(workers: max(1, workers)))
    }
}

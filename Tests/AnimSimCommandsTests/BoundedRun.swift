import Foundation
import Testing

/// Runs the built `animsim` under a time limit and says how it ended. `AnimSimBinary.run`
/// folds a signal death into a non-zero status; hardening tests must tell a trap (SIGILL,
/// SIGTRAP) or a hang from a refusal, so this keeps the three apart. Output goes to files, not
/// pipes, so a large trace can never block the child while the test waits on it.
struct BoundedRun {
    enum Outcome: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)
        case timedOut

        var description: String {
            switch self {
            case .exited(let status): "exit \(status)"
            case .signalled(let signal): "killed by signal \(signal)"
            case .timedOut: "still running at the time limit"
            }
        }
    }

    var outcome: Outcome
    var out: Data
    var err: String
    var seconds: Double

    var succeeded: Bool { outcome == .exited(0) }
    var text: String { String(decoding: out, as: UTF8.self) }

    /// `ANIMSIM_BINARY` names another build (a copy kept still during a long fuzz run while
    /// the worktree rebuilds); by default the one beside the tests.
    static var binary: String? { ProcessInfo.processInfo.environment["ANIMSIM_BINARY"] ?? AnimSimBinary.path }

    /// The time limit of every wait on a child: a backstop against a hang, never a measure
    /// of speed (a loaded or one-core machine is slow, not wrong). Speeds are benchmarks'.
    static let backstop = 300.0

    static func run(_ arguments: [String], limit: Double, in directory: URL? = nil,
                    environment extra: [String: String] = [:]) throws -> BoundedRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out"), errURL = folder.appendingPathComponent("err")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL), errHandle = try FileHandle(forWritingTo: errURL)
        defer { try? outHandle.close(); try? errHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(binary, "the animsim binary was not built"))
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? AnimSimBinary.root
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        environment.merge(extra) { $1 }
        process.environment = environment
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = Date()
        try process.run()
        var timedOut = false
        if finished.wait(timeout: .now() + limit) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        let seconds = Date().timeIntervalSince(start)
        let outcome: Outcome = timedOut ? .timedOut
            : process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
        return BoundedRun(outcome: outcome, out: try Data(contentsOf: outURL),
                          err: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), seconds: seconds)
    }
}

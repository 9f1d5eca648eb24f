import AnimSimExport
import Foundation

/// One tool the rebuild loop runs at a time (`swift build` for a package, `animsim` compiling
/// a Swift file), in its own process group, that the window can stop: a registered child, so
/// Ctrl-C at the terminal stops `play` cleanly and the hard stop kills the whole group; and
/// `cancel`, for a window closed mid-build, stops it and every later one.
final class BuildChild: @unchecked Sendable {
    private let lock = NSLock()
    private var running: pid_t?
    private var cancelled = false

    enum Outcome: Equatable {
        /// The tool's wait status.
        case exited(Int32)
        case cancelled
        /// It could not be started: why.
        case notStarted(String)
    }

    /// Runs `argv` with its output to `output`; blocks until it ends.
    func run(_ argv: [String], output: Int32, environment: [String: String]? = nil) -> Outcome {
        var failure: ToolSpawn.Errno?
        let pid: pid_t? = lock.withLock {
            guard !cancelled else { return nil }
            running = Interruption.spawnChild(ownGroup: true) { () -> pid_t? in
                switch ToolSpawn.spawn(argv, output: .descriptor(output), ownGroup: true, environment: environment) {
                case .success(let pid): return pid
                case .failure(let error): failure = error; return nil
                }
            }
            return running
        }
        guard let pid else {
            return lock.withLock { cancelled } ? .cancelled : .notStarted(failure.map(\.description) ?? "not started")
        }
        let status = Interruption.reapChild(pid)
        let stopped = lock.withLock {
            running = nil
            return cancelled
        }
        return stopped ? .cancelled : .exited(status)
    }

    /// Stops the running tool (SIGINT to its group: the compilers under it stop too) and
    /// every later one.
    func cancel() {
        lock.withLock {
            cancelled = true
            if let running { kill(-running, SIGINT) }
        }
    }
}

import Foundation
import Testing

/// The built `animsim` started in the background and stopped the way a user stops it:
/// Ctrl-C (SIGINT), `kill` (SIGTERM) or `kill -9`. Output goes to files, never pipes, so a
/// child that is never read cannot block.
///
/// Spawned with posix_spawn and waited for with waitpid, not with Foundation's `Process`:
/// `Process` learns of an exit when a socket the child inherited closes, so an orphan that
/// inherited it too (the very bug these tests look for) would hang the test instead of
/// failing it. The child gets an empty signal mask and default SIGINT/SIGTERM, as from a
/// shell; the test runner's threads block most signals, and children inherit that.
final class SignalledRun {
    let pid: pid_t
    private let folder: URL
    private var status: Int32?

    init(_ arguments: [String], environment extra: [String: String] = [:]) throws {
        folder = try AnimSimBinary.temporaryDirectory()
        let binary = try #require(BoundedRun.binary, "the animsim binary was not built")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, folder.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        environment.merge(extra) { $1 }
        // Relative paths (`scenes/…`) are the package root's: the child runs in the test's
        // working directory.
        let resolved = arguments.map { argument in
            argument.contains("/") && !argument.hasPrefix("/") ? AnimSimBinary.root.appendingPathComponent(argument).path : argument
        }
        let argv = ([binary] + resolved).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
        try #require(spawned == 0, "cannot start \(binary): \(String(cString: strerror(spawned)))")
        self.pid = pid
    }

    deinit {
        if isRunning {
            kill(pid, SIGKILL)
            _ = reap(blocking: true)
        }
        try? FileManager.default.removeItem(at: folder)
    }

    var err: String { (try? String(contentsOf: folder.appendingPathComponent("err"), encoding: .utf8)) ?? "" }
    var isRunning: Bool { reap(blocking: false) == nil }

    /// The wait status once the child has exited.
    private func reap(blocking: Bool) -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &raw, blocking ? 0 : WNOHANG) } while result < 0 && errno == EINTR
        guard result == pid else { return nil }
        status = raw
        return raw
    }

    /// Waits (polling) until `condition` holds or `limit` seconds pass; false if the run
    /// ended first or time ran out.
    func await(_ limit: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(limit)
        while Date() < end {
            if condition() { return true }
            if !isRunning { return false }
            usleep(20_000)
        }
        return false
    }

    /// Sends `signal`, waits at most `limit` seconds, and returns how the run ended and how
    /// long after the signal: `.exited(128 + n)` is what Interruption's hard stop and a
    /// graceful interrupt both give.
    func stop(with signal: Int32, limit: Double) -> (outcome: BoundedRun.Outcome, seconds: Double) {
        let start = Date()
        kill(pid, signal)
        while Date().timeIntervalSince(start) < limit {
            if let raw = reap(blocking: false) { return (Self.outcome(raw), Date().timeIntervalSince(start)) }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        _ = reap(blocking: true)
        return (.timedOut, Date().timeIntervalSince(start))
    }

    /// Waits for the run to end by itself (no signal), at most `limit` seconds.
    func finish(limit: Double) -> BoundedRun.Outcome {
        let end = Date().addingTimeInterval(limit)
        while Date() < end {
            if let raw = reap(blocking: false) { return Self.outcome(raw) }
            usleep(20_000)
        }
        kill(pid, SIGKILL)
        _ = reap(blocking: true)
        return .timedOut
    }

    static func outcome(_ raw: Int32) -> BoundedRun.Outcome {
        raw & 0x7F == 0 ? .exited((raw >> 8) & 0xFF) : .signalled(raw & 0x7F)
    }

    /// The pids of this run's children now (from /proc), to check afterwards that none lives on.
    func children() -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == self.pid ? pid : nil
        }
    }

    /// Whether `pid` still runs; a zombie has stopped (only its exit status is left for
    /// init to collect).
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[close...].dropFirst(2).first
        return state != nil && state != "Z" && state != "X"
    }

    /// What this run left in the system's temporary folder (bench folders, ffmpeg's log):
    /// the names AnimSim gives them carry its pid.
    var strays: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? [])
            .filter { $0.hasPrefix("animsim-") && ($0.hasSuffix("-\(pid)") || $0.contains("-\(pid)-")) }
    }

    /// Every entry of `directory` and below, hidden ones included, relative to it.
    static func allEntries(_ directory: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
    }
}

import AnimSimExport
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

    /// The read end of the pipe on which a held run reports (see `TestHold`), if held.
    private var ready: Int32?

    /// `holdAt`: the run pauses at that step of its work (frames written, for a render; 0 is
    /// the start of any command) until it is signalled; `awaitHold()` waits for it to get there.
    init(_ arguments: [String], environment extra: [String: String] = [:], holdAt step: Int? = nil) throws {
        folder = try AnimSimBinary.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        let binary = try #require(BoundedRun.binary, "the animsim binary was not built")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, folder.appendingPathComponent("out").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, folder.appendingPathComponent("err").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        // Close-on-exec, so other children the test process starts keep no end of it (Glibc's
        // pipe2 is not visible to Swift; the window before fcntl is a few instructions). The
        // dup to descriptor 3 is the child's own and survives its exec.
        var readyPipe: [Int32] = [-1, -1]
        if step != nil {
            try #require(pipe(&readyPipe) == 0, "pipe: \(String(cString: strerror(errno)))")
            for end in readyPipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, readyPipe[1], 3)
        }
        defer { if readyPipe[1] >= 0 { close(readyPipe[1]) } }
        SpawnDescriptors.closeAll(from: step == nil ? 3 : 4, in: &actions)
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
        // A temporary folder of its own: what it leaves there is this run's, whatever the names,
        // and other tests' scratch folders (running in parallel) are never mistaken for it.
        environment["TMPDIR"] = folder.appendingPathComponent("tmp").path
        environment.merge(extra) { $1 }
        if let step {
            environment["ANIMSIM_TEST_HOLD"] = "\(step)"
            environment["ANIMSIM_TEST_READY_FD"] = "3"
        }
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
        if spawned != 0, readyPipe[0] >= 0 { close(readyPipe[0]) }
        try #require(spawned == 0, "cannot start \(binary): \(String(cString: strerror(spawned)))")
        self.pid = pid
        ready = readyPipe[0] >= 0 ? readyPipe[0] : nil
    }

    deinit {
        if let ready { close(ready) }
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

    /// Blocks until the held run reports that it is paused at its step, and returns the
    /// report; nil if it ended first (end-of-file) or nothing came within the backstop.
    func awaitHold() -> String? {
        guard let ready else { return nil }
        var line: [UInt8] = []
        var waiting = pollfd(fd: ready, events: Int16(POLLIN), revents: 0)
        let end = Date().addingTimeInterval(BoundedRun.backstop)
        while Date() < end {
            let remaining = Int32(max(1, end.timeIntervalSinceNow * 1000))
            let polled = poll(&waiting, 1, remaining)
            if polled < 0, errno == EINTR { continue }
            guard polled > 0 else { return nil }
            var byte: UInt8 = 0
            let count = read(ready, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
        return nil
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

    /// Whether `pid` has stopped for good: it is gone, or it has SIGKILL pending or is already
    /// exiting, which no process survives and after which it runs none of its own code. Such a process is then
    /// awaited (with the backstop), since on a loaded machine the kernel may finish it only
    /// after animsim's own exit.
    static func awaitGone(_ pid: pid_t) -> Bool {
        guard isAlive(pid) else { return true }
        guard hasKillPending(pid) || isExiting(pid) else { return false }
        let end = Date().addingTimeInterval(BoundedRun.backstop)
        while isAlive(pid), Date() < end { usleep(20_000) }
        return !isAlive(pid)
    }

    /// The kernel's PF_EXITING flag (0x4, the ninth field of /proc/PID/stat): the process took
    /// its fatal signal and is closing down.
    static func isExiting(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 6 && (UInt64(fields[6]) ?? 0) & 0x4 != 0
    }

    /// SIGKILL (bit 9) in the process's pending signals, shared or its own, as /proc shows them.
    static func hasKillPending(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        return status.split(separator: "\n").contains { line in
            let fields = line.split(separator: ":", maxSplits: 1)
            guard fields.count == 2, ["ShdPnd", "SigPnd"].contains(fields[0]),
                  let mask = UInt64(fields[1].trimmingCharacters(in: .whitespaces), radix: 16) else { return false }
            return mask & (1 << (SIGKILL - 1)) != 0
        }
    }

    /// Whether one of the run's threads is asleep in the kernel writing to a full pipe, as
    /// the kernel reports it (`wchan`: `pipe_write`, or `anon_pipe_write` on newer kernels).
    var threadBlockedOnPipeWrite: Bool {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.contains { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/wchan", encoding: .utf8)) ?? "").hasSuffix("pipe_write")
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

    /// What this run left in its temporary folder (`TMPDIR`, its own): bench folders,
    /// ffmpeg's log, anything at all.
    var strays: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("tmp").path)) ?? []
    }

    /// Every entry of `directory` and below, hidden ones included, relative to it.
    static func allEntries(_ directory: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
    }
}

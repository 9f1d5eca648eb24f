import Foundation

/// What SIGINT and SIGTERM do, for the whole process: stop within a second, leaving no child
/// process and no temporary file.
///
/// Code that starts a child or creates a temporary file registers it here. While something
/// can stop gracefully (a render pipeline listens), the first signal asks it to, and
/// `grace` seconds later, or at a second signal, the hard stop runs anyway; with no listener
/// it runs at once. The hard stop kills every registered child's process group, removes every
/// registered temporary path, prints the farewell and exits with 128 + the signal. A writer
/// blocked on an encoder that never reads cannot delay it: it runs on its own thread.
public enum Interruption {
    /// Seconds between the first signal and the hard stop: a graceful stop that has not
    /// finished by then is not going to finish soon. `ANIMSIM_TEST_GRACE` lengthens it for
    /// tests of the graceful path (a partial video kept, a window closing itself), whose
    /// outcome must not depend on how fast a loaded machine finishes within 0.6 s.
    public static let grace: Double = {
        guard let text = ProcessInfo.processInfo.environment["ANIMSIM_TEST_GRACE"], let seconds = Double(text),
              seconds.isFinite, seconds >= 0 else { return 0.6 }
        return seconds
    }()

    /// Installs the handlers (once; later calls do nothing), and reads `TestHold`'s plan. The
    /// CLI calls it first thing; a render pipeline that handles signals calls it too.
    public static func install() { InterruptionMonitor.shared.install() }

    /// `handler` runs on the monitor thread at the first signal. Returns a token for
    /// `stopListening`.
    public static func listen(_ handler: @escaping @Sendable (Int32) -> Void) -> Int {
        InterruptionMonitor.shared.locked { $0.addListener(handler) }
    }

    public static func stopListening(_ token: Int) {
        InterruptionMonitor.shared.locked { $0.listeners[token] = nil }
    }

    /// Runs `spawn` (which returns the child's pid, or nil if it did not start) so that no
    /// hard stop can fall between the child's start and its registration. `ownGroup`: the
    /// child leads its own process group, which is killed whole.
    public static func spawnChild(ownGroup: Bool, _ spawn: () -> pid_t?) -> pid_t? {
        InterruptionMonitor.shared.locked { state in
            let pid = spawn()
            if let pid { state.children[pid] = ownGroup }
            return pid
        }
    }

    /// Reaps `pid` (blocking until it exits) and forgets it; returns the wait status. The
    /// child is forgotten before it is reaped, so a hard stop can never kill a reused pid.
    public static func reapChild(_ pid: pid_t) -> Int32 {
        var usage = rusage()
        return reapChild(pid, usage: &usage)
    }

    /// `reapChild`, also filling in the child's resource use (its peak memory, for benchmarks).
    public static func reapChild(_ pid: pid_t, usage: inout rusage) -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        InterruptionMonitor.shared.locked { $0.children[pid] = nil }
        var status: Int32 = 0
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return status
    }

    /// Opens (creating) the temporary file `path` and registers it, in one step, so a hard
    /// stop either happens before the file exists or removes it. Returns the descriptor, or
    /// -1 with errno set.
    public static func createTemporaryFile(_ path: String, flags: Int32 = O_WRONLY | O_TRUNC | O_CLOEXEC,
                                           mode: mode_t = 0o644) -> Int32 {
        InterruptionMonitor.shared.locked { state in
            let fd = open(path, flags | O_CREAT, mode)
            if fd >= 0 { state.temporaries[path] = false }
            return fd
        }
    }

    /// Registers a path someone else will create (a child's output), or a whole directory.
    public static func addTemporary(_ path: String, isDirectory: Bool = false) {
        InterruptionMonitor.shared.locked { $0.temporaries[path] = isDirectory }
    }

    /// The path was renamed into place or removed: no longer ours to remove.
    public static func removeTemporary(_ path: String) {
        InterruptionMonitor.shared.locked { $0.temporaries[path] = nil }
    }

    /// A new folder `prefix-PID` in the temporary folder, which a hard stop removes; the
    /// caller removes it with `removeTemporaryDirectory` when done (benchmarks' scratch).
    static func makeTemporaryDirectory(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(getpid())")
        addTemporary(directory.path, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func removeTemporaryDirectory(_ directory: URL) {
        try? FileManager.default.removeItem(at: directory)
        removeTemporary(directory.path)
    }

    /// One line printed at a hard stop (what was kept, what to do next); nil for none.
    public static func setFarewell(_ text: String?) {
        InterruptionMonitor.shared.locked { $0.farewell = text }
    }

    /// "SIGINT", "SIGTERM" or "signal N".
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }
}

/// What the hard stop must clean up, guarded by `InterruptionMonitor`'s lock.
struct InterruptionState {
    /// Child pid → whether it leads its own process group.
    var children: [pid_t: Bool] = [:]
    /// Path → whether it is a directory (removed with its contents).
    var temporaries: [String: Bool] = [:]
    var listeners: [Int: @Sendable (Int32) -> Void] = [:]
    var nextListener = 0
    var farewell: String?

    mutating func addListener(_ handler: @escaping @Sendable (Int32) -> Void) -> Int {
        nextListener += 1
        listeners[nextListener] = handler
        return nextListener
    }
}

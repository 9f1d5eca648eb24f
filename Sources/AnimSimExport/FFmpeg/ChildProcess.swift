import Foundation

/// A child process fed through a pipe on its stdin, with stderr captured to a file:
/// just what driving ffmpeg needs, built on `posix_spawn` so that we control what
/// Foundation's `Process` does not expose:
/// - the child gets its own process group, so a Ctrl-C at the terminal reaches only us
///   and we decide how ffmpeg ends (finish the file, or discard it);
/// - SIGPIPE, SIGINT and SIGTERM are reset to their defaults in the child, whatever we set;
/// - stderr goes to a file, which never fills up and blocks the child the way an undrained
///   pipe would, and whose tail explains a failure.
final class ChildProcess {
    let pid: pid_t
    private(set) var stdinFD: Int32
    let stderrPath: String
    private var exitStatus: Int32?

    init(executable: String, arguments: [String], stderrPath: String) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw ExportError.ffmpegFailed(reason: "pipe: \(String(cString: strerror(errno)))", stderrTail: "")
        }
        // Close-on-exec for both ends in this process: the child gets the read end as its
        // stdin through dup2 (which clears the flag); were the write end inherited, the
        // child would never see end-of-file.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // A bigger pipe lets a whole 720p frame go through in one write (Linux only; a
        // failure just keeps the default 64 KiB).
        _ = fcntl(fds[1], 1031 /* F_SETPIPE_SZ */, 1 << 20)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        SpawnDescriptors.closeAll(from: 3, in: &actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var status: Int32 = 0
        // Registered as it starts, so a hard stop (see `Interruption`) kills its group.
        let spawned = Interruption.spawnChild(ownGroup: true) { () -> pid_t? in
            var pid: pid_t = 0
            status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            // "Text file busy": a process forked elsewhere still holds the just-written
            // executable open for writing until it execs; that passes within milliseconds.
            for _ in 0..<40 where status == ETXTBSY {
                usleep(25_000)
                status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            }
            return status == 0 ? pid : nil
        }
        close(fds[0])
        guard let spawned, status == 0 else {
            unlink(stderrPath)
            close(fds[1])
            throw ExportError.ffmpegFailed(reason: "cannot start \(executable): \(String(cString: strerror(status)))",
                                           stderrTail: "")
        }
        self.pid = spawned
        self.stdinFD = fds[1]
        self.stderrPath = stderrPath
    }

    deinit {
        closeInput()
        if exitStatus == nil { kill() }
    }

    /// Writes everything or throws; `EPIPE` means the child is gone (SIGPIPE must be
    /// ignored in this process, or the write would kill us silently instead).
    func send(_ bytes: UnsafeRawBufferPointer) throws(SendError) {
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(stdinFD, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw SendError(code: errno)
            }
            offset += n
        }
    }

    struct SendError: Error {
        var code: Int32
    }

    /// End of input: the child sees EOF and finishes.
    func closeInput() {
        guard stdinFD >= 0 else { return }
        close(stdinFD)
        stdinFD = -1
    }

    /// The raw wait status, once the child has exited (blocks until then).
    func waitForExit() -> Int32 {
        if let exitStatus { return exitStatus }
        let status = Interruption.reapChild(pid)
        exitStatus = status
        return status
    }

    /// SIGKILL to the child's whole group (a wrapper script's own children too), then reap.
    func kill() {
        closeInput()
        if exitStatus == nil { Glibc.kill(-pid, SIGKILL) }
        _ = waitForExit()
    }

    /// "exited with status 1" / "killed by signal 9", from a wait status.
    static func describe(_ status: Int32) -> String? {
        let signal = status & 0x7F
        if signal == 0 {
            let code = (status >> 8) & 0xFF
            return code == 0 ? nil : "exited with status \(code)"
        }
        return "killed by signal \(signal)"
    }

    /// The last lines the child wrote to stderr.
    func stderrTail(lines: Int = 15) -> String {
        guard let data = FileManager.default.contents(atPath: stderrPath) else { return "" }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: true).suffix(lines).joined(separator: "\n")
    }
}

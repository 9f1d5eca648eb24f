import Foundation

/// The write end of the self-pipe: the signal handler may only call async-signal-safe
/// functions, so it writes the signal's number there and the monitor thread does the rest.
nonisolated(unsafe) private var signalPipe: Int32 = -1

private func forwardSignal(_ number: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe, &byte, 1)
    errno = saved
}

/// The signal handler, the thread that acts on signals, and the registry of what a hard stop
/// cleans up (see `Interruption`).
final class InterruptionMonitor: @unchecked Sendable {
    static let shared = InterruptionMonitor()

    private let lock = NSLock()
    private var state = InterruptionState()
    private var installed = false

    func locked<T>(_ body: (inout InterruptionState) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        TestHold.setUp()
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
        signalPipe = fds[1]
        let readEnd = fds[0]
        // A handler (not SIG_IGN) is reset to the default in every child at exec, and keeps
        // SDL from installing its own. Swift's test runner blocks most signals in the threads
        // it starts, and children inherit that: the monitor thread unblocks them for itself,
        // so a signal sent to the process always has a thread to land on.
        for number in [SIGINT, SIGTERM] { signal(number, forwardSignal) }
        let thread = Thread { [self] in
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGINT)
            sigaddset(&signals, SIGTERM)
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
            watch(readEnd)
        }
        thread.name = "animsim-signals"
        thread.start()
    }

    /// The first signal goes to the listeners, if any, and starts the grace period; the
    /// hard stop follows when it ends, at a second signal, or at once without listeners.
    private func watch(_ readEnd: Int32) -> Never {
        var first: Int32?
        var deadline: UInt64?
        while true {
            var waiting = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            let timeout = deadline.map { Int32(max(0, Int64($0) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1_000_000) } ?? -1
            let ready = poll(&waiting, 1, timeout)
            if ready == 0, let first { hardStop(first) }
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            guard read(readEnd, &byte, 1) == 1 else { continue }
            let number = Int32(byte)
            if first != nil { hardStop(number) }
            let listeners = locked { Array($0.listeners.values) }
            if listeners.isEmpty { hardStop(number) }
            first = number
            deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Interruption.grace * 1e9)
            for listener in listeners { listener(number) }
            TestHold.release()
        }
    }

    /// Kills the children's groups, waits (briefly) until they are gone so none can create a
    /// file after the clean-up, removes the temporary paths and exits. The lock is never
    /// released: nothing can register or create a temporary file any more.
    private func hardStop(_ number: Int32) -> Never {
        lock.lock()
        for (pid, ownGroup) in state.children { kill(ownGroup ? -pid : pid, SIGKILL) }
        let until = DispatchTime.now().uptimeNanoseconds + 300_000_000
        for pid in state.children.keys {
            while DispatchTime.now().uptimeNanoseconds < until, Self.isAlive(pid) { usleep(2_000) }
            // Reaped here, or it would outlive us as a zombie that a container's init may
            // never collect; a writer thread blocked in its own waitpid just gets ECHILD.
            var status: Int32 = 0
            _ = waitpid(pid, &status, WNOHANG)
        }
        for (path, isDirectory) in state.temporaries {
            if isDirectory { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
        }
        let farewell = "\nanimsim: \(Interruption.name(of: number)): stopped" + (state.farewell.map { "; \($0)" } ?? "") + "\n"
        farewell.utf8CString.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count - 1) }
        _exit(128 + number)
    }

    /// Whether `pid` still runs: a zombie (state Z, waiting to be reaped) or a vanished
    /// process has stopped for good.
    static func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[close...].dropFirst(2).first
        return state != nil && state != "Z" && state != "X"
    }
}

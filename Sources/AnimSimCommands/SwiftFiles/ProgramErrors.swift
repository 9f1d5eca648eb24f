import Foundation

/// A Swift file's program's standard error, passed on to `animsim`'s as it comes, its last
/// lines kept: the runtime writes a trap's message (`Ring.swift:20: Fatal error: past 90°`)
/// there and nowhere else (the backtracer's report has the frames, not the message), and
/// `play` shows it over the last good frame when it restarts the program (`SwiftFileRun`).
///
/// One pipe for every program the command starts: the waiting thread reads it between its
/// looks at the child (`wait`), so nothing written before the child died is missed, and
/// no reader thread has to be caught up with.
final class ProgramErrors {
    /// The child's descriptor 2.
    let writeEnd: Int32
    private let readEnd: Int32
    private var tail = Data()
    /// The backtracer's banner, kept from the user's terminal (`BacktraceBanner`).
    private var banner = BacktraceBanner()
    static let kept = 16_384

    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        readEnd = ends[0]
        writeEnd = ends[1]
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Waits for `pid` to end, passing on what it writes; its wait status. A signal to this
    /// process (forwarded to the child) only interrupts a look.
    func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while true {
            var entry = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 100)
            drain()
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { break }
        }
        // Written before it died, read now.
        drain()
        pass(banner.finish())
        return status
    }

    /// Everything in the pipe, to this process's standard error and the tail.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            pass(banner.pass(Data(buffer[..<count])))
            tail.append(contentsOf: buffer[..<count])
            if tail.count > Self.kept { tail.removeFirst(tail.count - Self.kept) }
        }
    }

    /// To this process's standard error, whole.
    private func pass(_ data: Data) {
        var offset = 0
        while offset < data.count {
            let written = data[data.startIndex + offset..<data.endIndex].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if written <= 0 { break }
            offset += written
        }
    }

    /// The runtime's last trap message since `forget`: "FILE:LINE: Fatal error: …" (also
    /// "Precondition failed", "Assertion failed"), or nil.
    var trapMessage: String? {
        let lines = String(decoding: tail, as: UTF8.self).split(separator: "\n").map(String.init)
        return lines.last { line in ["Fatal error", "Precondition failed", "Assertion failed"].contains { line.contains($0) } }
    }

    /// Starts the tail afresh (a restarted program's trap is its own).
    func forget() {
        tail.removeAll()
    }
}

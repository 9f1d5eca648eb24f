import AnimSimExport
import Foundation

/// `animsim bench --swift-file`'s save-to-frame: in a real `play FILE.swift` window, from
/// writing the file to the restarted window's first frame shown in full (the window logs
/// "shown in full: t = … s" under `ANIMSIM_TEST_EVENTS=1`, once the frame and its overlay
/// are on screen). It is what a user waits for after a save: the rebuild loop's poll of the
/// file, the compile, the `exec` and the new window's first frame.
///
/// The window goes to the ambient `DISPLAY`, else to a private Xvfb started here and stopped
/// after; with neither, the figure is not measured and the line says why.
enum SwiftFileSaveToFrame {
    static let backstop = 600.0

    /// Why there is no figure (no display, a window that showed nothing), for the bench's line.
    struct NotMeasured: Error, ExpressibleByStringInterpolation {
        let why: String
        init(stringLiteral why: String) { self.why = why }
    }

    /// The seconds of each of `runs` saves (`edit` writes the file anew), or why none.
    static func measure(executable: String, file: URL, folder: URL, runs: Int, edit: () throws -> Void) -> Result<[Double], NotMeasured> {
        var xvfb: pid_t?
        defer { if let xvfb { stop(xvfb) } }
        var display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        if display.isEmpty {
            switch privateDisplay(log: folder.appendingPathComponent("xvfb.log").path) {
            case .success(let started): (xvfb, display) = (started.pid, started.display)
            case .failure(let why): return .failure(why)
            }
        }
        let log = folder.appendingPathComponent("play.log")
        let output = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { return .failure("cannot write \(log.path)") }
        defer { close(output) }
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["ANIMSIM_TEST_EVENTS"] = "1"
        let arguments = [executable, "play", file.path, "--paused", "--start", "0.5", "--size", "640x480"]
        guard let pid = Interruption.spawnChild(ownGroup: true, {
            try? ToolSpawn.spawn(arguments, output: .descriptor(output), ownGroup: true, environment: environment).get()
        }) else { return .failure("cannot start \(executable) play") }
        defer { stop(pid) }
        let shown = "shown in full: t = 0.500 s\n"
        func text() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        guard waitFor(pid: pid, { text().contains(shown) }) else { return .failure("the window showed no frame:\n\(text())") }
        var seconds: [Double] = []
        for _ in 0..<runs {
            let before = text().utf8.count
            do { try edit() } catch { return .failure("cannot write \(file.path): \(error)") }
            let start = DispatchTime.now().uptimeNanoseconds
            let landed = waitFor(pid: pid) {
                let after = String(text().utf8.dropFirst(before)) ?? ""
                guard let restart = after.range(of: "restarted ") else { return false }
                return after[restart.upperBound...].contains(shown)
            }
            guard landed else { return .failure("no frame after the save:\n\(text())") }
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return .success(seconds)
    }

    /// Polls `done` every 5 ms until it holds; false when `pid` ended first or at the backstop.
    private static func waitFor(pid: pid_t, _ done: () -> Bool) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(backstop * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            if done() { return true }
            if kill(pid, 0) != 0 { return false }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { return done() }
            usleep(5_000)
        }
        return false
    }

    /// An Xvfb of its own: its pid and display (`:N`, which it names on descriptor 3); its
    /// messages go to `log`.
    private static func privateDisplay(log: String) -> Result<(pid: pid_t, display: String), NotMeasured> {
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure("no display: DISPLAY is not set and there is no Xvfb (apt-get install xvfb)")
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return .failure("no pipe for Xvfb") }
        let messages = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        defer { close(ends[0]); close(messages) }
        let pid = Interruption.spawnChild(ownGroup: true) {
            try? ToolSpawn.spawn([xvfb, "-displayfd", "3", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                 output: .descriptor(messages), ownGroup: true, inheriting: ends[1]).get()
        }
        close(ends[1])
        guard let pid else { return .failure("cannot start \(xvfb)") }
        var entry = pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = poll(&entry, 1, 30_000) > 0 ? buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) } : 0
        let number = count > 0 ? String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : ""
        guard Int(number) != nil else {
            stop(pid)
            return .failure("Xvfb named no display within 30 s: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        }
        // Named is not always listening yet on a loaded machine: its socket first (10 s at most).
        for _ in 0..<1_000 where !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X" + number) { usleep(10_000) }
        return .success((pid, ":" + number))
    }

    private static func stop(_ pid: pid_t) {
        kill(pid, SIGTERM)
        _ = Interruption.reapChild(pid)
    }
}

import AnimSimCairo
import Foundation

/// A running `animsim play` on a test display, driven the way a user would: keys through
/// xdotool (XTEST, as a real keyboard), the window read back with `xwd`.
/// Every wait polls for its effect (a log line, a file, changed pixels) with a generous
/// timeout instead of sleeping a fixed time.
final class PlayerUnderTest {
    let display: TestDisplay
    let directory: URL
    private var process: ChildProcess!
    let log: URL
    private(set) var windowID = ""

    /// The `animsim` next to the test bundle (`swift build --build-tests` builds both), or
    /// `ANIMSIM_BIN`.
    static var executable: String? {
        if let path = ProcessInfo.processInfo.environment["ANIMSIM_BIN"] { return path }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("animsim").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh working directory for one test.
    static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-window-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// `executable`: another build of the command line (a package's own), else `animsim`.
    init(_ arguments: [String], display: TestDisplay, directory: URL, environment extra: [String: String] = [:],
         executable: String? = nil) throws {
        guard let executable = executable ?? Self.executable else { throw TestFailure("the animsim executable was not built") }
        self.display = display
        self.directory = directory
        log = directory.appendingPathComponent("player.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        // ANIMSIM_TEST_EVENTS: the window logs each frame it shows in full (`waitForFullFrame`).
        process = try ChildProcess(executable, ["play"] + arguments + ["--shots-dir", directory.path],
                                   environment: display.environment.merging(["ANIMSIM_TEST_EVENTS": "1"]) { $1 }.merging(extra) { $1 },
                                   output: log.path)
    }

    deinit {
        process?.terminate()
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    /// Waits for the window to be mapped, then focuses it for keys.
    func waitForWindow(timeout: Double = ChildProcess.backstop) throws {
        windowID = try ChildProcess.waitFor("the AnimSim window", timeout: timeout) {
            guard process.isRunning else { throw TestFailure("animsim exited early:\n\(output)") }
            let found = try xdotool(["search", "--onlyvisible", "--name", "^AnimSim"])
            // Only a line of digits is a window: the tool's output carries its stderr too
            // (`ChildProcess` sends both to one file), where a warning would come first.
            return found.status == 0 ? Self.windowIDs(in: found.stdout).first : nil
        }
        try xdotool(["windowfocus", "--sync", windowID])
        // The first frame is on screen once the window stops being blank.
        _ = try ChildProcess.waitFor("the first frame", timeout: timeout) { () -> Bool? in
            let shot = try grab()
            return shot.distinctColours(sampling: 16) > 4 ? true : nil
        }
    }

    /// The window ids in `xdotool search`'s output, in its order: the lines that are decimal numbers.
    static func windowIDs(in output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { !$0.isEmpty && $0.allSatisfy(\.isASCII) && UInt32($0) != nil }
    }

    @discardableResult
    func xdotool(_ arguments: [String]) throws -> ChildProcess.Output {
        try ChildProcess.run(ChildProcess.which("xdotool")!, arguments, environment: display.environment)
    }

    /// The window's place on screen: "Position: X,Y" and "Geometry: WxH" as xdotool says them.
    func geometry() throws -> String {
        let lines = try xdotool(["getwindowgeometry", windowID]).stdout.split(separator: "\n").dropFirst()
        return lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")
    }

    /// Presses keys (xdotool names: space, Right, shift+Right, h, p, …) into the focused window.
    func press(_ keys: String...) throws {
        try xdotool(["windowfocus", "--sync", windowID])
        try xdotool(["key", "--delay", "60"] + keys)
    }

    /// Waits for a log line containing `text` (after `after` earlier occurrences). A player
    /// that has exited without writing it never will: that fails at once, with everything it
    /// printed (stdout and stderr share the log), instead of at the backstop minutes later.
    @discardableResult
    func waitForLog(_ text: String, occurrences: Int = 1, timeout: Double = ChildProcess.backstop) throws -> String {
        try ChildProcess.waitFor("'\(text)' in the player's output", timeout: timeout) {
            // The status first: output read after the exit is seen is all there will be.
            let exited = process.status
            let output = self.output
            if output.components(separatedBy: text).count - 1 >= occurrences { return output }
            if let exited {
                throw TestFailure("animsim exited (status \(exited)) before '\(text)' appeared "
                    + "\(occurrences == 1 ? "" : "\(occurrences) times ")in its output:\n\(output)")
            }
            return nil
        }
    }

    /// How many times the window has reported a frame at `time` ("2.000") shown in full.
    func fullFrames(at time: String) -> Int {
        output.components(separatedBy: "shown in full: t = \(time) s\n").count - 1
    }

    /// The window's pixels once it has reported its frame at `time` shown in full for the
    /// `occurrence`-th time: everything the frame will show is on screen (the guides painted
    /// in the background, the full build after a use, the overlay). Pixels are read until two
    /// reads agree, since the X server may still be taking the last present when the line
    /// is written.
    func waitForFullFrame(at time: String, occurrence: Int = 1) throws -> PixelBuffer {
        try waitForLog("shown in full: t = \(time) s\n", occurrences: occurrence)
        return try steadyFrame()
    }

    /// The same, for the first frame at `time` shown in full after the newest line holding
    /// `marker` (a use logged, a restart), however many were shown before it.
    func waitForFullFrame(at time: String, after marker: String, timeout: Double = ChildProcess.backstop) throws -> PixelBuffer {
        _ = try ChildProcess.waitFor("a frame at t = \(time) s shown in full after '\(marker)'", timeout: timeout) { () -> Bool? in
            let exited = process.status
            let output = self.output
            if let last = output.range(of: marker, options: .backwards),
               output[last.upperBound...].contains("shown in full: t = \(time) s\n") { return true }
            if let exited { throw TestFailure("animsim exited (status \(exited)) before that frame:\n\(output)") }
            return nil
        }
        return try steadyFrame()
    }

    /// The window's pixels once two reads agree (the X server may still be taking a present).
    func steadyFrame() throws -> PixelBuffer {
        try ChildProcess.waitFor("the frame to be read back alike twice") { () -> PixelBuffer? in
            let first = try grab(), second = try grab()
            return first.differences(from: second) == 0 ? second : nil
        }
    }

    /// Presses P and waits for the saved frame; returns its path.
    func saveFrame(timeout: Double = ChildProcess.backstop) throws -> String {
        let before = output.components(separatedBy: "saved ").count - 1
        try press("p")
        let output = try waitForLog("saved ", occurrences: before + 1, timeout: timeout)
        let line = output.components(separatedBy: "\n").filter { $0.hasPrefix("saved ") }[before]
        return String(line.dropFirst("saved ".count).prefix { $0 != " " })
    }

    /// The window's current pixels, read from the X server with `xwd` (see `XWDImage` for why
    /// not ImageMagick's `import`, which holds a server grab while it reads).
    func grab() throws -> PixelBuffer {
        let file = directory.appendingPathComponent("grab-\(UUID()).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        let target = windowID.isEmpty ? ["-root"] : ["-id", windowID]
        let result = try ChildProcess.run(ChildProcess.which("xwd")!, ["-silent"] + target + ["-out", file.path],
                                          environment: display.environment)
        guard result.status == 0 else {
            let windows = (try? xdotool(["search", "--name", "^AnimSim"]).stdout) ?? "?"
            throw TestFailure("xwd -id \(windowID) failed (status \(result.status)): \(result.stdout)\n"
                              + "windows named AnimSim now: \(windows)\nthe player's output:\n\(output.suffix(3000))")
        }
        return try XWDImage(contentsOf: file).pixels
    }

    /// The player's process id, for reading what it has mapped (/proc/PID/maps).
    var pid: pid_t { process.pid }

    /// Sends `signal` to the player, as Ctrl-C or `kill` would.
    func send(_ signal: Int32) {
        kill(process.pid, signal)
    }

    /// Waits for the process to exit by itself; returns its status.
    func waitForExit(timeout: Double = ChildProcess.backstop) throws -> Int32 {
        try ChildProcess.waitFor("animsim to exit", timeout: timeout) { process.status }
    }
}

extension PixelBuffer {
    /// How many different colours a coarse grid of samples sees (a blank window has one).
    func distinctColours(sampling step: Int) -> Int {
        var seen = Set<UInt32>()
        for y in Swift.stride(from: 0, to: height, by: step) {
            for x in Swift.stride(from: 0, to: width, by: step) {
                let p = self[x, y]
                seen.insert(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        return seen.count
    }

    /// An image of the same size whose every column is column `x` of this one: comparing
    /// against it checks that a band is one flat colour per row (a letterbox).
    func columnCopy(from x: Int) -> PixelBuffer {
        var copy = self
        for y in 0..<height {
            let pixel = self[x, y]
            for column in 0..<width { copy[column, y] = pixel }
        }
        return copy
    }

    /// Pixels differing by more than `tolerance` in some channel, within a rectangle given
    /// as fractions of the image (so tests need not know the window's exact size).
    func differences(from other: PixelBuffer, inFraction rect: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 1, 1),
                     tolerance: Int = 0) -> Int {
        guard width == other.width, height == other.height else { return Int.max }
        let x0 = Int(rect.x * Double(width)), x1 = Int((rect.x + rect.width) * Double(width))
        let y0 = Int(rect.y * Double(height)), y1 = Int((rect.y + rect.height) * Double(height))
        var count = 0
        for y in max(y0, 0)..<min(y1, height) {
            for x in max(x0, 0)..<min(x1, width) where self[x, y].distance(to: other[x, y]) > tolerance { count += 1 }
        }
        return count
    }
}

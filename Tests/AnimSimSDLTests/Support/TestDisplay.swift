import Foundation

/// An X display for one window test: a private Xvfb when Xvfb is installed (isolated: keys
/// sent with xdotool cannot reach another test's window or the user's desktop), else the
/// ambient DISPLAY (as under `xvfb-run`), else none and the test is skipped.
final class TestDisplay {
    let name: String
    private let server: ChildProcess?

    static let toolsAvailable = ChildProcess.which("xdotool") != nil && ChildProcess.which("xwd") != nil
    static let available = toolsAvailable
        && (ChildProcess.which("Xvfb") != nil || !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty)
    static let skipReason = "window tests need Xvfb (or an X DISPLAY), xdotool and xwd (x11-apps); "
        + "scripts/test installs them and runs the suite under xvfb-run"

    init() throws {
        guard let xvfb = ChildProcess.which("Xvfb") else {
            guard let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty else {
                throw TestFailure(Self.skipReason)
            }
            name = display
            server = nil
            return
        }
        // -displayfd: Xvfb picks a free display number itself and writes it to stdout (a file
        // here) once it accepts connections. -noreset: without it the server resets whenever
        // its last client leaves, and refuses clients meanwhile; the player's SDL, opening its
        // display while a test's xdotool had just left, then found no display at all
        // (`TestDisplayTests`).
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-xvfb-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let server = try ChildProcess(xvfb, ["-displayfd", "1", "-screen", "0", "1600x900x24", "-nolisten", "tcp", "-noreset"],
                                      output: file)
        let number = try ChildProcess.waitFor("Xvfb to start") { () -> String? in
            guard server.isRunning else { throw TestFailure("Xvfb exited at start") }
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            // Its stderr shares the file: the number is the line that is only digits. Only
            // whole lines count: display 12 read while Xvfb is writing it would be ":1",
            // another server's display or none (SDL then finds no X display at all).
            let whole = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            return whole.map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty && Int($0) != nil }
        }
        name = ":" + number
        self.server = server
    }

    deinit {
        server?.terminate()
    }

    /// The environment a child needs to draw on this display (and nothing that would make
    /// SDL pick another video driver).
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        environment.removeValue(forKey: "WAYLAND_DISPLAY")
        environment.removeValue(forKey: "SDL_VIDEODRIVER")
        return environment
    }
}

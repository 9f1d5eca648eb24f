import Foundation
import Testing

/// The bad-input suite's `play` (issue #38): representative misbehaving files (`BadSwiftFile`)
/// opened in the window on the suite's display (scripts/test runs it under `xvfb-run`), the
/// watchdog's bound set through its option. A file stuck in user code is stopped by the
/// watchdog, restarted once and stopped again, and the command ends rather than loop; a file
/// that cannot be read ends before any window. Each ends with exit 1 and the placed message,
/// writes nothing beside the file, and leaves no process of the file's program behind (listed
/// from /proc before and after, as `SwiftFileBadInputTests` does). The wait is on the
/// command's exit, the backstop only against a hang.
@Suite(.enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty,
                "play needs an X display: scripts/test runs the suite under xvfb-run"))
struct SwiftFilePlayBadInputTests {
    /// Each case: the bad file's name, the placed column of its message, and how many times
    /// the message is said (2: the watchdog stopped the program, `play` restarted it, the
    /// watchdog stopped it again and the command ended rather than loop).
    static let cases: [(name: String, column: Int, said: Int)] = [
        ("loop-in-onAppear", 25, 2),
        ("recursion-in-body", 5, 1),
        ("hop-to-now", 38, 1),
        ("not-utf8", 7, 1),
    ]

    @Test(arguments: cases)
    func playEndsPlaced(name: String, column: Int, said: Int) throws {
        let file = try #require(BadSwiftFile.all.first { $0.name == name })
        let folder = try AnimSimBinary.temporaryDirectory()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        try file.write(to: folder)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(SwiftFileBadInputTests.programs(under: cache).isEmpty, "before play")
        // `BoundedRun` runs headless; `play` is given the suite's display back.
        let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        let run = try BoundedRun.run(["play", "Bad.swift", "--watchdog", file.watchdog], limit: BoundedRun.backstop, in: folder,
                                     environment: ["XDG_CACHE_HOME": cache.path, "DISPLAY": display])
        let context = "\(file.name): \(run.outcome)\n\(run.err)"
        #expect(run.outcome == .exited(1), "\(context)")
        let placed = "Bad.swift:\(file.line):\(column): "
        #expect(run.err.contains(try #require(file.says)), "\(context)")
        #expect(run.err.components(separatedBy: placed).count - 1 == said, "said \(said)× as \(placed): \(context)")
        if said > 1 { #expect(run.err.contains("`play` ends rather than loop"), "\(context)") }
        #expect(run.out.isEmpty, "nothing on standard output: \(context)")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == written, "nothing written beside the file: \(left.subtracting(written)) — \(context)")
        #expect(SwiftFileBadInputTests.programs(under: cache).isEmpty, "a program outlived play: \(context)")
    }
}

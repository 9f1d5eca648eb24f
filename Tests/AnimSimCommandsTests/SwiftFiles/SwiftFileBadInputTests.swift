import Foundation
import Testing

/// The bad-input suite for Swift files (issue #38): each misbehaving file (`BadSwiftFile`)
/// through `check`, `trace --at 0.5` and `render --still 0.5`, with the watchdog's bound set
/// to 2 s through its option. Each command ends (a backstop, never a measure of speed) with a
/// placed message and exit 1, or runs correctly; writes nothing beside the file when it fails;
/// and leaves no process of the file's program behind, listed from /proc before and after.
/// The files run in parallel, each in its own folder with its own cache.
@Suite struct SwiftFileBadInputTests {
    /// The processes running a program compiled into `cache` (`/proc/PID/exe` under it).
    static func programs(under cache: URL) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name in
            guard let pid = pid_t(name),
                  let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/exe") else { return nil }
            return exe.hasPrefix(cache.path) && SignalledRun.isAlive(pid) ? pid : nil
        }
    }

    @Test(arguments: BadSwiftFile.all)
    func eachCommandEndsPlacedOrRuns(file: BadSwiftFile) throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        let cache = try AnimSimBinary.temporaryDirectory()
        defer { [folder, cache].forEach { try? FileManager.default.removeItem(at: $0) } }
        try file.write(to: folder)
        let written = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        let script = file.script.map { _ in ["--script", "uses.yaml"] } ?? []
        let commands: [(name: String, arguments: [String])] = [
            ("check", ["check", "Bad.swift"]),
            ("trace", ["trace", "Bad.swift", "--at", "0.5"] + script),
            ("render", ["render", "--still", "0.5", "Bad.swift", "-o", "x.png"] + script),
        ]
        for command in commands {
            #expect(Self.programs(under: cache).isEmpty, "before \(command.name)")
            let run = try BoundedRun.run(command.arguments + ["--watchdog", file.watchdog], limit: BoundedRun.backstop, in: folder,
                                         environment: ["XDG_CACHE_HOME": cache.path])
            let context = "\(file.name), \(command.name): \(run.outcome)\n\(run.err)"
            // `check` type-checks: a file that compiles passes it, whatever it does when run.
            let fails = file.says != nil && (command.name != "check" || file.line == 0 || file.bytes != nil)
            if fails, let says = file.says {
                #expect(run.outcome == .exited(1), "\(context)")
                #expect(run.err.contains(says), "\(context)")
                #expect(!run.err.contains("Backtracing"), "the backtracer's banner is not for the user: \(context)")
                if file.line > 0 { #expect(run.err.contains("Bad.swift:\(file.line):"), "\(context)") }
                #expect(run.out.isEmpty, "nothing on standard output: \(context)")
                let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
                #expect(left == written, "nothing written beside the file: \(left.subtracting(written)) — \(context)")
            } else {
                #expect(run.outcome == .exited(0), "\(context)")
                if command.name == "render" {
                    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path), "\(context)")
                }
            }
            #expect(Self.programs(under: cache).isEmpty, "a program outlived \(command.name): \(context)")
        }
    }
}

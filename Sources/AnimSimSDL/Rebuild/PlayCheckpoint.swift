import AnimSimScene
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What a Swift file's window last showed in full, kept where the `animsim` that started it
/// can read it after the program died: user code that traps (a layout's `precondition` at
/// some angle, a `fatalError` behind a button) kills the window with its process, and the
/// parent restarts the last good program from here, paused, with the trap's message over it.
///
/// Three files at the path in `ANIMSIM_PLAY_CHECKPOINT` (set by the parent for `play` only):
/// - PATH: the program's executable, the `PlayerResume` of the frame shown and how many uses
///   it included, rewritten in place by one `pwrite` each time a frame lands on screen. A
///   write to an open descriptor goes to the page cache: no allocation of a file, no fsync,
///   and the kernel keeps it however the process dies. A record that was cut short (never
///   seen: a process dies between system calls, not inside one) reads as none.
/// - PATH.uses: the uses of the controls, one JSON line each, appended as they are shown in
///   full (a slider dragged while playing makes one a frame: the file grows, nothing is
///   rewritten), the record counting how many of its lines belong to the frame shown.
/// - PATH.views: a SwiftUI view's uses of its drawn controls (`ControlScript.Use`), the same
///   way. A use whose scene trapped as it was built was never shown in full, so it is never
///   here: the restart does not run into that trap again.
public final class PlayCheckpoint {
    public static let environmentKey = "ANIMSIM_PLAY_CHECKPOINT"
    /// Set by the parent on a restart after a trap: the message the window shows over its
    /// first frame (read once at start and removed, so a rebuilt program does not inherit it).
    public static let trapKey = "ANIMSIM_PLAY_TRAP"

    private let state: Int32
    private let uses: CheckpointLines
    private let views: CheckpointLines
    private let program: String
    private var last = ""

    /// The checkpoint of this process when its parent asked for one.
    public static func fromEnvironment() -> PlayCheckpoint? {
        guard let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty else { return nil }
        return PlayCheckpoint(path: path)
    }

    init?(path: String) {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        state = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard state >= 0, let uses = CheckpointLines(path: path + ".uses"), let views = CheckpointLines(path: path + ".views") else { return nil }
        self.uses = uses
        self.views = views
        program = executable
    }

    deinit {
        close(state)
    }

    /// A frame shown in full: `resume` at its instant, with `count` uses of the controls in
    /// it; `use(i)` is asked only for the uses not yet written. A SwiftUI view's uses are
    /// `viewUses`, of which the first `viewsUnchanged` are as in the last record (a view's
    /// uses change in the middle: `CheckpointLines`).
    public func record(_ resume: PlayerResume, count: Int, use: (Int) -> CarriedUse,
                       viewUses: [ControlScript.Use] = [], viewsUnchanged: Int = 0) {
        let encoder = JSONEncoder()
        // Fewer panel uses than written: a reload dropped some, anywhere; all are written again.
        guard uses.write(count: count, unchanged: count < uses.written ? 0 : count, line: { try? encoder.encode(use($0)) }),
              views.write(count: viewUses.count, unchanged: viewsUnchanged, line: { try? encoder.encode(viewUses[$0]) }) else { return }
        let text = "\(program)\n\(resume.encoded)\n\(count)\n\(viewUses.count)\nend\n"
        guard text != last else { return }
        last = text
        // A shorter record leaves the longer one's tail behind it: `read` stops at the first "end".
        _ = text.withCString { pwrite(state, $0, strlen($0), 0) }
    }

    /// What the process writing `path` last showed in full, with the uses it included; nil
    /// when it showed nothing (or the files are unreadable).
    public static func read(path: String) -> (program: String, resume: PlayerResume)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let end = text.range(of: "\nend\n") else { return nil }
        let lines = text[..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count == 4, !lines[0].isEmpty, var resume = PlayerResume(encoded: lines[1]), let count = Int(lines[2]),
              let viewCount = Int(lines[3]),
              let carried = CheckpointLines.read(CarriedUse.self, path: path + ".uses", count: count),
              let viewUses = CheckpointLines.read(ControlScript.Use.self, path: path + ".views", count: viewCount) else { return nil }
        resume.carried = carried
        resume.viewUses = viewUses
        return (lines[0], resume)
    }

    /// Removes the files (the parent, once the command ends).
    public static func remove(path: String) {
        unlink(path)
        unlink(path + ".uses")
        unlink(path + ".views")
    }

    /// The trap message this process was restarted with, if any; the variable is removed.
    public static func takeTrap() -> String? {
        defer { unsetenv(trapKey) }
        return ProcessInfo.processInfo.environment[trapKey].flatMap { $0.isEmpty ? nil : $0 }
    }
}

import Foundation

/// Where a program's crash lies in the user's files. The Swift runtime prints a trap's
/// message (`Fatal error: Index out of range`) with the file and line of the `fatalError` or
/// of the standard library's check; the backtracer, told to write its report to a folder of
/// the cache, names every frame's file, line and column (the program is compiled with `-g`).
/// The first frame in one of the user's files is where their code stopped.
struct SwiftFileCrash: Equatable {
    /// As the user gave it (`Ring.swift`), with the line and column.
    let place: String
    /// The function the frame is in: `RingLayout.placeSubviews(in:proposal:subviews:cache:)`.
    let function: String
    /// The backtracer's whole report.
    let report: String
    /// What the runtime's check said, when the trap was one (`Double value cannot be converted
    /// to Int because it is either infinite or NaN`): such a check prints nothing on the
    /// terminal, only the report's first line names it (`failure(in:)`).
    var failure: String? = nil
    /// How many of the report's frames are in `function`: a function that called itself
    /// until the stack ran out fills the report with its frames (`isRecursion`).
    var repeats = 1

    /// A stack overflow: the crash is a bad memory access and its function fills the report.
    func isRecursion(signal: Int32) -> Bool { (signal == SIGSEGV || signal == SIGBUS) && repeats >= 8 }

    /// The `SWIFT_BACKTRACE` setting for a program whose reports go to `folder`: no prompt,
    /// the crashed thread alone, no registers or images, to a file (the terminal gets the
    /// runtime's message and animsim's one line).
    static func backtraceSetting(folder: String) -> String {
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,output-to=\(folder)"
    }

    /// The crash of the program with `pid`, from its report in `folder`, or nil when no frame
    /// of the report lies in `files` (a trap inside AnimSim, or no report written).
    static func find(pid: pid_t, folder: String, files: [String]) -> SwiftFileCrash? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        guard let name = names.first(where: { $0.hasPrefix("program-\(pid)-") }) else { return nil }
        let path = folder + "/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return locate(in: text, files: files).map { found in
            let repeats = text.split(separator: "\n").count { $0.contains(" \(found.function) + ") }
            return SwiftFileCrash(place: found.place, function: found.function, report: path, failure: failure(in: text),
                                  repeats: max(repeats, 1))
        }
    }

    /// The reason of a `*** Swift runtime failure: REASON ***` report, nil for any other crash.
    static func failure(in report: String) -> String? {
        let prefix = "*** Swift runtime failure: "
        guard let line = report.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        let reason = line.dropFirst(prefix.count).replacingOccurrences(of: " ***", with: "")
        return reason.isEmpty ? nil : reason
    }

    /// The first frame in `files` (paths as given, matched as the compiler resolved them:
    /// absolute, or relative to the current folder as a folder's files are compiled, `at
    /// GridAnimation/ContentView.swift:16:29`).
    /// A frame whose address has no line (code the compiler generated inside the user's
    /// function, where a signal can land) is placed by the next user frame with one, or by
    /// the file alone, its function kept either way.
    static func locate(in report: String, files: [String]) -> (place: String, function: String)? {
        let directory = FileManager.default.currentDirectoryPath
        let absolute = files.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: directory).appendingPathComponent($0).standardizedFileURL.path }
        var lineless: (place: String, function: String)?
        for line in report.split(separator: "\n").map(String.init) {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let location = String(line[at.upperBound...])
            let parts = location.split(separator: ":")
            guard let first = parts.first else { continue }
            let path = first.hasPrefix("/") ? String(first) : URL(fileURLWithPath: directory).appendingPathComponent(String(first)).standardizedFileURL.path
            guard let index = absolute.firstIndex(of: path) else { continue }
            let function = line.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression).map { start in
                String(line[start.upperBound...]).components(separatedBy: " + ").first ?? ""
            } ?? ""
            guard parts.count >= 3 else {
                lineless = lineless ?? (files[index], function)
                continue
            }
            return (files[index] + ":" + parts[1] + ":" + parts[2], lineless?.function ?? function)
        }
        return lineless
    }
}

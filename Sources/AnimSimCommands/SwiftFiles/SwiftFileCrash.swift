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
        return locate(in: text, files: files).map { SwiftFileCrash(place: $0.place, function: $0.function, report: path) }
    }

    /// The first frame in `files` (paths as given, matched as the compiler resolved them).
    static func locate(in report: String, files: [String]) -> (place: String, function: String)? {
        let directory = FileManager.default.currentDirectoryPath
        let absolute = files.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: directory).appendingPathComponent($0).standardizedFileURL.path }
        for line in report.split(separator: "\n").map(String.init) {
            guard let at = line.range(of: " at /", options: .backwards) else { continue }
            let location = String(line[line.index(before: at.upperBound)...])
            let parts = location.split(separator: ":")
            guard parts.count >= 3, let index = absolute.firstIndex(of: String(parts[0])) else { continue }
            let function = line.range(of: #"0x[0-9a-f]+ "#, options: .regularExpression).map { start in
                String(line[start.upperBound...]).components(separatedBy: " + ").first ?? ""
            } ?? ""
            return (files[index] + ":" + parts[1] + ":" + parts[2], function)
        }
        return nil
    }
}

import Foundation

/// Writes a starter's files into a directory that may already exist, never replacing a file:
/// every path is checked before the first is written, so a refusal leaves nothing behind, and a
/// file already holding exactly the starter's text counts as written (running twice is harmless).
struct StarterWriter {
    let directory: URL

    struct Refusal: Error, CustomStringConvertible {
        let existing: [String]
        let directory: URL
        var description: String {
            "\(directory.path) already has \(existing.joined(separator: ", ")), which the starter would replace; "
                + "animsim new writes only files that do not exist yet: choose another DIR, or move them away"
        }
    }

    /// Writes `files` (path inside the directory → text); returns the paths written.
    func write(_ files: [(path: String, text: String)]) throws -> [String] {
        var pending: [(URL, String)] = []
        var existing: [String] = []
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue || FileManager.default.contents(atPath: url.path) != Data(text.utf8) { existing.append(path) }
            } else {
                pending.append((url, text))
            }
        }
        guard existing.isEmpty else { throw Refusal(existing: existing, directory: directory) }
        for (url, text) in pending {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Whole or not at all: a temporary file beside it, then a rename.
            let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).animsim-new")
            try Data(text.utf8).write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        return pending.map { $0.0.path }
    }
}

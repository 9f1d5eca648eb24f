import Foundation

/// Temporary files that a killed AnimSim left in an output folder. SIGKILL (or a power cut)
/// gives no chance to clean up, so the next run in the folder does it. Only names that
/// AnimSim's own writers make are touched, and only when the process in the name is gone:
/// a shard running beside us in the same folder keeps its files.
public enum StaleTemporaries {
    /// Removes `.NAME.tmp-PID` where `isOurs(NAME)`, and ffmpeg's `.BASE.partial-PID.EXT`
    /// and `.BASE.log-PID.txt` for each base in `videoBases`, whose PID no longer runs.
    /// Returns the names removed.
    @discardableResult
    public static func remove(in directory: URL, isOurs: (String) -> Bool, videoBases: [String] = []) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var removed: [String] = []
        for name in names where name.hasPrefix(".") {
            guard let pid = owner(of: name, isOurs: isOurs, videoBases: videoBases), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed.append(name) }
        }
        return removed.sorted()
    }

    /// The pid in one of our temporary names, or nil if `name` is not one.
    static func owner(of name: String, isOurs: (String) -> Bool, videoBases: [String]) -> pid_t? {
        let body = name.dropFirst()
        if let marker = body.range(of: ".tmp-", options: .backwards), isOurs(String(body[..<marker.lowerBound])) {
            return pid(body[marker.upperBound...])
        }
        for base in videoBases {
            for kind in ["partial", "log"] {
                let head = base + "." + kind + "-"
                guard body.hasPrefix(head), let dot = body.lastIndex(of: ".") else { continue }
                let number = body[body.index(body.startIndex, offsetBy: head.count)..<dot]
                if let pid = pid(number) { return pid }
            }
        }
        return nil
    }

    private static func pid(_ text: Substring) -> pid_t? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = pid_t(text), value > 0 else { return nil }
        return value
    }
}

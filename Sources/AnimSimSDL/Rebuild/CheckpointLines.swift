import AnimSimScene
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One of a checkpoint's use files (`PlayCheckpoint`): one JSON line a use, appended as uses
/// are shown in full, and cut back only to the first line that changed.
///
/// The panel's uses only ever grow at the end (a reload drops some: fewer than written). A
/// view's do not: a use made after scrubbing back goes before the later ones, and a slider's
/// drag replaces its own last use. So a record says how many leading uses are as written
/// (`unchanged`), the file is cut at that line's end (each line's end offset is kept), and
/// only the rest is written: a drag that makes a use a frame writes one line a frame, not
/// the thousands before it.
final class CheckpointLines {
    private let fd: Int32
    /// Where each written line ends; nil until this process's first write (the file may hold
    /// lines from the process this one replaced by `exec`, kept until something replaces them).
    private var ends: [Int]?

    init?(path: String) {
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
    }

    deinit { close(fd) }

    /// How many lines this process has written.
    var written: Int { ends?.count ?? 0 }

    /// Makes the file hold `count` lines, the first `unchanged` of them as last written (the
    /// rest asked for with `line`); false when a write failed (the record is then not made).
    func write(count: Int, unchanged: Int, line: (Int) -> Data?) -> Bool {
        var kept = min(ends?.count ?? 0, unchanged, count)
        if ends == nil || kept < ends!.count {
            if ends == nil { kept = 0 }
            _ = ftruncate(fd, off_t(kept == 0 ? 0 : ends![kept - 1]))
            ends = Array((ends ?? []).prefix(kept))
        }
        guard count > kept else { return true }
        var bytes = Data()
        var offset = ends?.last ?? 0
        var added: [Int] = []
        for index in kept..<count {
            guard let data = line(index) else { return false }
            bytes.append(data)
            bytes.append(0x0A)
            offset += data.count + 1
            added.append(offset)
        }
        guard bytes.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            // Half a batch may be on disk: the next record writes everything again.
            ends = nil
            return false
        }
        ends! += added
        return true
    }

    /// The first `count` lines of `path` decoded, or nil when fewer decode.
    static func read<T: Decodable>(_ type: T.Type, path: String, count: Int) -> [T]? {
        guard count > 0 else { return [] }
        let written = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let decoder = JSONDecoder()
        let lines = written.split(separator: "\n").prefix(count).compactMap { try? decoder.decode(T.self, from: Data($0.utf8)) }
        return lines.count == count ? lines : nil
    }
}

extension CheckpointLines {
    /// The window's side: which of a view's uses the last record held, so the next record
    /// says how many leading ones are unchanged. The session's revision changes with every
    /// use, so a frame without a new use compares nothing.
    struct Tracker {
        private var uses: [ControlScript.Use] = []
        private var revision: Int?

        /// How many leading `current` uses the last record held; `current` is then the last.
        mutating func unchanged(in current: [ControlScript.Use], revision: Int) -> Int {
            guard revision != self.revision else { return current.count }
            let same = zip(uses, current).prefix { $0 == $1 }.count
            uses = current
            self.revision = revision
            return same
        }
    }
}

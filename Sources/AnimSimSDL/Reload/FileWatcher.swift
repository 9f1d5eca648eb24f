import Foundation

/// Notices edits to a set of files by polling their metadata (modification time with
/// nanoseconds, size, inode): a handful of `stat` calls every ~150 ms costs nothing,
/// works on every filesystem (inotify misses edits on some network mounts), and catches
/// editors that save by writing a new file and renaming it over the old one.
struct FileWatcher {
    /// What `stat` says about a file; nil when it is missing (mid-save, or deleted).
    struct Stamp: Equatable {
        var modified: timespec
        var size: Int64
        var inode: UInt64

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.size == b.size && a.inode == b.inode
        }
    }

    private(set) var files: [String]
    private var stamps: [String: Stamp?]

    init(files: [String]) {
        self.files = Array(Set(files)).sorted()
        stamps = Dictionary(uniqueKeysWithValues: self.files.map { ($0, Self.stamp(of: $0)) })
    }

    /// The files that changed since the last call (or since `init`), remembering their new state.
    mutating func changes() -> [String] {
        var changed: [String] = []
        for file in files {
            let now = Self.stamp(of: file)
            if stamps[file] != now {
                stamps[file] = now
                changed.append(file)
            }
        }
        return changed
    }

    /// Watches a new set of files (a reload may add or drop includes), keeping what is known
    /// about files watched before so an edit made during the reload is not lost.
    mutating func watch(_ newFiles: [String]) {
        let previous = stamps
        files = Array(Set(newFiles)).sorted()
        stamps = Dictionary(uniqueKeysWithValues: files.map { file in
            (file, previous[file] ?? Self.stamp(of: file))
        })
    }

    static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Stamp(modified: info.st_mtim, size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }
}

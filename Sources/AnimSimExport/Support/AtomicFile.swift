import Foundation

/// Whole-or-nothing file writes: bytes go to a hidden temporary file in the destination's
/// directory, every `write` and the final `close` are checked (a full disk shows up there,
/// sometimes only at close), and a `rename` puts the file in place in one step. A reader,
/// a resumed export or an interrupted one never sees half a file. The temporary name is
/// `.NAME.tmp-PID`; one whose process is gone was left by a kill (`staleTemporaries`).
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent("." + url.lastPathComponent + ".tmp-\(getpid())").path
        // Registered as it is created: a hard stop (see `Interruption`) removes it.
        let fd = Interruption.createTemporaryFile(temporary)
        guard fd >= 0 else { throw ExportError.io(errno, path: path) }
        defer { Interruption.removeTemporary(temporary) }
        do {
            try writeAll(bytes, to: fd, path: path)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        guard close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw ExportError.io(code, path: path)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw ExportError.io(code, path: path)
        }
    }

    /// Loops over short writes and EINTR; any other failure becomes an `ExportError`.
    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw ExportError.io(errno, path: path)
                }
                if n == 0 { throw ExportError.writeFailed(path: path, reason: "no progress") }
                offset += n
            }
        }
    }

    /// Creates `path` and its parents if needed, then proves it is writable by creating and
    /// removing a probe file: failing here, before any rendering, beats failing at frame 1.
    public static func prepareDirectory(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            try makeDirectories(path)
        } else if !isDirectory.boolValue {
            throw ExportError.notWritable(path: path, reason: "it is a file, not a directory")
        }
        let probe = path + "/.animsim-probe-\(getpid())"
        let fd = Interruption.createTemporaryFile(probe)
        guard fd >= 0 else { throw ExportError.io(errno, path: path) }
        close(fd)
        unlink(probe)
        Interruption.removeTemporary(probe)
    }

    /// `mkdir -p` with the failing component's errno in the message ("Not a directory",
    /// "Permission denied"), which Foundation's error text does not always carry.
    private static func makeDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 {
                let code = errno
                var isDirectory: ObjCBool = false
                if code == EEXIST, FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory),
                   isDirectory.boolValue { continue }
                throw ExportError.cannotCreateDirectory(path: path, reason: String(cString: strerror(code == EEXIST ? ENOTDIR : code)))
            }
        }
    }
}

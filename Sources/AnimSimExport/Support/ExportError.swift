import Foundation

/// Why an export stopped, worded for the person at the terminal: the CLI prints
/// `description` as is, so each case names the path, the cause and, where there is one,
/// the fix.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case notWritable(path: String, reason: String)
    case diskFull(path: String)
    case writeFailed(path: String, reason: String)
    case ffmpegNotFound
    case ffmpegFailed(reason: String, stderrTail: String)
    case unsupportedContainer(String)
    case resumeUnsupported(sink: String)
    case frameSizeMismatch(frame: Int, expected: String, actual: String)
    case renderFailed(frame: Int, message: String)
    case invalidFrameRange(String)
    /// SIGINT or SIGTERM (or a programmatic cancel): frames in flight were written, the
    /// rest were not started.
    case interrupted(signal: Int32?, framesWritten: Int)
    /// A benchmark's child `animsim` failed.
    case benchmarkFailed(String)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): "cannot create directory \(path): \(reason)"
        case .notWritable(let path, let reason): "cannot write to \(path): \(reason)"
        case .diskFull(let path): "disk full while writing \(path)"
        case .writeFailed(let path, let reason): "writing \(path) failed: \(reason)"
        case .ffmpegNotFound:
            "ffmpeg not found on PATH (install the Debian package ffmpeg: apt-get install ffmpeg, or set ANIMSIM_FFMPEG)"
        case .ffmpegFailed(let reason, let tail):
            "ffmpeg failed: \(reason)" + (tail.isEmpty ? "" : "\n--- ffmpeg said ---\n" + tail)
        case .unsupportedContainer(let ext): "unsupported video format \"\(ext)\" (use .mp4, .webm or .gif)"
        case .resumeUnsupported(let sink): "--resume works with PNG sequences only, not \(sink)"
        case .frameSizeMismatch(let frame, let expected, let actual):
            "frame \(frame) is \(actual) pixels, the export was started at \(expected)"
        case .renderFailed(let frame, let message): "rendering frame \(frame) failed: \(message)"
        case .invalidFrameRange(let text): text
        case .interrupted(let signal, let written):
            "interrupted" + (signal.map { " by signal \($0)" } ?? "") + " after writing \(written) frame(s)"
        case .benchmarkFailed(let what): "benchmark failed: \(what)"
        }
    }

    /// Maps a failed system call's errno to the clearest case.
    static func io(_ code: Int32, path: String) -> ExportError {
        switch code {
        case ENOSPC, EDQUOT: .diskFull(path: path)
        case EACCES, EPERM, EROFS, ENOTDIR, ENOENT: .notWritable(path: path, reason: String(cString: strerror(code)))
        default: .writeFailed(path: path, reason: String(cString: strerror(code)))
        }
    }
}

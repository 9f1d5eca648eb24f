import Foundation

/// Why an export stopped, worded for the person at the terminal: the CLI prints
/// `description` as is, so each case names the path, the cause and, where there is one,
/// the fix.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotCreateDirectory(path: String, reason: String)
    case notWritable(path: String, reason: String)
    /// `detail`: what else is known (ffmpeg's last words), or empty.
    case diskFull(path: String, detail: String = "")
    case writeFailed(path: String, reason: String)
    case ffmpegNotFound
    case ffmpegFailed(reason: String, stderrTail: String)
    /// The in-process encoder (libavcodec/libavformat) failed; `reason` is libav's message.
    case encoderFailed(reason: String)
    /// A library of the in-process encoder (FFmpeg's, libyuv) could not be opened when a video
    /// was asked for; `reason` is the loader's words, `package` the Debian package that ships it.
    case videoLibraryMissing(package: String, reason: String)
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
    /// The output would replace the scene file or a file it includes.
    case outputIsInput(path: String)
    /// An existing file that AnimSim did not write is in the way.
    case foreignFile(path: String)
    /// The folder holds frames of another render (`summary` says which, when known).
    case staleFrames(directory: String, count: Int, summary: String?)
    /// `--resume` into a folder whose frames belong to another render, or to none.
    case resumeMismatch(directory: String, summary: String?)
    /// A video export stopped early; `partial` holds the frames it had, if any were kept.
    case videoInterrupted(signal: Int32?, framesWritten: Int, total: Int, partial: String?)

    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason): "cannot create directory \(path): \(reason)"
        case .notWritable(let path, let reason): "cannot write to \(path): \(reason)"
        case .diskFull(let path, let detail):
            "no space left on the device while writing \(path): free some space there, or choose an output on another disk"
                + (detail.isEmpty ? "" : "\n" + detail)
        case .writeFailed(let path, let reason): "writing \(path) failed: \(reason)"
        case .ffmpegNotFound:
            "ffmpeg not found on PATH (install the Debian package ffmpeg: apt-get install ffmpeg, or set ANIMSIM_FFMPEG)"
        case .ffmpegFailed(let reason, let tail):
            "ffmpeg failed: \(reason)" + (tail.isEmpty ? "" : "\n--- ffmpeg said ---\n" + tail)
        case .encoderFailed(let reason): "encoding the video failed: \(reason)"
        case .videoLibraryMissing(let package, let reason):
            "cannot encode the video: \(reason) (install the Debian package \(package): apt-get install \(package), or set ANIMSIM_FFMPEG)"
        case .unsupportedContainer(let ext): "unsupported video format \"\(ext)\" (use .mp4, .webm or .gif)"
        case .resumeUnsupported(let sink): "--resume works with PNG sequences only, not \(sink)"
        case .frameSizeMismatch(let frame, let expected, let actual):
            "frame \(frame) is \(actual) pixels, the export was started at \(expected)"
        case .renderFailed(let frame, let message): "rendering frame \(frame) failed: \(message)"
        case .invalidFrameRange(let text): text
        case .interrupted(let signal, let written):
            "interrupted" + (signal.map { " by signal \($0)" } ?? "") + " after writing \(written) frame(s)"
        case .benchmarkFailed(let what): "benchmark failed: \(what)"
        case .outputIsInput(let path): "refusing to write \(path): it is one of this command's inputs (the scene or a file it includes)"
        case .foreignFile(let path):
            "\(path) exists and was not written by AnimSim; refusing to replace it (choose another output, or add --overwrite)"
        case .staleFrames(let directory, let count, let summary):
            "\(directory) already holds \(count) frame(s) of another render"
                + (summary.map { " (\($0))" } ?? " (not made by this AnimSim)")
                + "; mixing them would give a sequence of two renders. Use another folder, or add --overwrite to replace them"
        case .resumeMismatch(let directory, let summary):
            "--resume: the frames in \(directory) "
                + (summary.map { "belong to another render (\($0))" } ?? "carry no record of the render that made them")
                + "; resuming would mix two renders. Drop --resume (add --overwrite to replace them) or use another folder"
        case .videoInterrupted(let signal, let written, let total, let partial):
            "interrupted" + (signal.map { " by signal \($0)" } ?? "") + " after \(written) of \(total) frame(s); "
                + (partial.map { "the first \(written) frame(s) are kept as a playable \($0). " } ?? "nothing was kept. ")
                + "A video cannot be resumed: run the command again for the whole video "
                + "(or render a PNG sequence, which --resume completes)"
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

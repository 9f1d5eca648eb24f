import AnimSimCairo
import Foundation

/// A video (mp4, webm) or GIF, encoded by an ffmpeg child process that reads raw BGRA
/// frames from a pipe: Cairo's ARGB32 bytes on little-endian, sent as they are.
///
/// ffmpeg writes to a hidden temporary file next to the output, renamed into place only
/// when ffmpeg exits cleanly after the last frame: an interrupted or failed export leaves no
/// truncated video behind. A dying ffmpeg surfaces as an error carrying the tail of its
/// stderr, never as a silent SIGPIPE death (we ignore SIGPIPE and check every write).
public final class FFmpegSink: FrameSink {
    public let output: URL
    public let container: VideoContainer
    private let executable: String?
    private var process: ChildProcess?
    private var format: FrameFormat?
    private var temporaryPath: String { dotted("partial") }
    private var logPath: String { dotted("log") }

    /// `container` defaults to the output's extension; `ffmpegPath` to `ANIMSIM_FFMPEG`,
    /// then the first `ffmpeg` on PATH.
    public init(output: URL, container: VideoContainer? = nil, ffmpegPath: String? = nil) throws {
        self.output = output
        self.container = try container ?? VideoContainer(fileExtension: output.pathExtension)
        self.executable = ffmpegPath
    }

    public var name: String { "\(container.rawValue) \(output.path)" }

    public func begin(_ format: FrameFormat) throws {
        let ffmpeg = executable.map { access($0, X_OK) == 0 ? $0 : nil } ?? Self.locateFFmpeg()
        guard let ffmpeg else { throw ExportError.ffmpegNotFound }
        try AtomicFile.prepareDirectory(output.deletingLastPathComponent().path)
        // Process-wide, on purpose: with SIGPIPE at its default, the first write after
        // ffmpeg dies would kill this process without a word.
        signal(SIGPIPE, SIG_IGN)
        let input = ["-hide_banner", "-loglevel", "error", "-y",
                     "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(format.width)x\(format.height)",
                     "-framerate", Self.rate(format.fps), "-i", "pipe:0"]
        process = try ChildProcess(executable: ffmpeg,
                                   arguments: input + container.encoderArguments(fps: format.fps) + [temporaryPath],
                                   stderrPath: logPath)
        self.format = format
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        guard let process, let format else { return }
        guard frame.width == format.width, frame.height == format.height else {
            throw ExportError.frameSizeMismatch(frame: frameIndex, expected: format.sizeText,
                                                actual: "\(frame.width)×\(frame.height)")
        }
        let packed = frame.packed
        do {
            try packed.bytes.withUnsafeBytes { raw in try process.send(raw) }
        } catch {
            let code = (error as? ChildProcess.SendError)?.code ?? EIO
            process.closeInput()
            let status = ChildProcess.describe(process.waitForExit()) ?? "stopped reading input"
            throw ExportError.ffmpegFailed(reason: "\(status) while receiving frame \(frameIndex) (\(String(cString: strerror(code))))",
                                           stderrTail: process.stderrTail())
        }
    }

    public func finish(_ outcome: SinkOutcome) throws {
        guard let process else { return }
        self.process = nil
        defer { unlink(logPath) }
        if outcome != .completed {
            kill(process.pid, SIGKILL)
            process.closeInput()
            _ = process.waitForExit()
            unlink(temporaryPath)
            return
        }
        process.closeInput()
        if let failure = ChildProcess.describe(process.waitForExit()) {
            unlink(temporaryPath)
            throw ExportError.ffmpegFailed(reason: failure, stderrTail: process.stderrTail())
        }
        guard rename(temporaryPath, output.path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw ExportError.io(code, path: output.path)
        }
    }

    private func dotted(_ suffix: String) -> String {
        output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.deletingPathExtension().lastPathComponent).\(suffix)-\(getpid()).\(suffix == "log" ? "txt" : container.rawValue)").path
    }

    /// "30" for whole rates, otherwise a decimal ffmpeg accepts ("29.97").
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(fps)
    }

    /// `ANIMSIM_FFMPEG` if set, else the first executable `ffmpeg` on PATH.
    public static func locateFFmpeg() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["ANIMSIM_FFMPEG"], !explicit.isEmpty {
            return access(explicit, X_OK) == 0 ? explicit : nil
        }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

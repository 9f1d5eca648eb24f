import AnimSimCairo
import Foundation

/// A video (mp4, webm, mov) or GIF, encoded by an ffmpeg child process that reads raw BGRA
/// frames from a pipe: Cairo's ARGB32 bytes on little-endian, sent as they are (straight
/// RGBA when the alpha channel is kept).
///
/// ffmpeg writes to a hidden temporary file next to the output, renamed into place only
/// when ffmpeg exits cleanly after the last frame: a failed export leaves no truncated video
/// behind. An interrupted one lets ffmpeg finish the file with the frames it has and keeps
/// it beside the output as `NAME.partial.EXT` (`partialOutput`), never at the output's path. A dying ffmpeg surfaces as an error carrying the tail of its
/// stderr, never as a silent SIGPIPE death (we ignore SIGPIPE and check every write).
public final class FFmpegSink: FrameSink {
    public let output: URL
    public let settings: VideoSettings
    public var container: VideoContainer { settings.container }
    /// Where an interrupted export's frames were kept, once `finish(.interrupted)` ran.
    public private(set) var partialOutput: URL?
    /// Called with the final file after it is in place (ownership marks).
    public var published: ((URL) -> Void)?
    private let executable: String?
    private var process: ChildProcess?
    private var format: FrameFormat?
    private var written = 0
    private var temporaryPath: String { dotted("partial") }
    private var logPath: String { dotted("log") }

    /// `container` defaults to the output's extension; `ffmpegPath` to `ANIMSIM_FFMPEG`,
    /// then the first `ffmpeg` on PATH.
    public init(output: URL, container: VideoContainer? = nil, ffmpegPath: String? = nil) throws {
        self.output = output
        self.settings = VideoSettings(container: try container ?? VideoContainer(fileExtension: output.pathExtension))
        self.executable = ffmpegPath
    }

    public init(output: URL, settings: VideoSettings, ffmpegPath: String? = nil) {
        self.output = output
        self.settings = settings
        self.executable = ffmpegPath
    }

    /// `NAME.partial.EXT` beside the output.
    public var partialPath: URL {
        output.deletingLastPathComponent()
            .appendingPathComponent("\(output.deletingPathExtension().lastPathComponent).partial.\(output.pathExtension)")
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
                     "-f", "rawvideo", "-pix_fmt", settings.inputPixelFormat, "-s", "\(format.width)x\(format.height)",
                     "-framerate", container == .gif ? GIFTiming(fps: format.fps).rateText : Self.rate(format.fps),
                     "-i", "pipe:0"]
        process = try ChildProcess(executable: ffmpeg,
                                   arguments: input + settings.encoderArguments(fps: format.fps) + [temporaryPath],
                                   stderrPath: logPath)
        self.format = format
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        guard let process, let format else { return }
        guard frame.width == format.width, frame.height == format.height else {
            throw ExportError.frameSizeMismatch(frame: frameIndex, expected: format.sizeText,
                                                actual: "\(frame.width)×\(frame.height)")
        }
        let bytes = settings.transparent ? frame.straightRGBA : frame.packed.bytes
        do {
            try bytes.withUnsafeBytes { raw in try process.send(raw) }
            written += 1
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
        if outcome == .failed {
            kill(process.pid, SIGKILL)
            process.closeInput()
            _ = process.waitForExit()
            unlink(temporaryPath)
            return
        }
        if outcome == .interrupted {
            // ffmpeg closes the file properly on end of input: what was sent is a playable
            // video, kept under a name that cannot be mistaken for the finished one.
            process.closeInput()
            let failed = ChildProcess.describe(process.waitForExit()) != nil
            if !failed, written > 0, rename(temporaryPath, partialPath.path) == 0 {
                partialOutput = partialPath
                published?(partialPath)
            } else {
                unlink(temporaryPath)
            }
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
        published?(output)
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

import AnimSimCairo
import Foundation

/// A video (mp4, webm, mov) or GIF, encoded by an ffmpeg child process that reads raw BGRA
/// frames from a pipe: Cairo's ARGB32 bytes on little-endian, sent as they are (straight
/// RGBA when the alpha channel is kept). Exports use it for GIF, and for every
/// format when `ANIMSIM_FFMPEG` names an ffmpeg; the rest go to `EncoderSink`.
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
    private var files: VideoFiles { VideoFiles(output: output, container: container) }
    private var temporaryPath: String { files.temporary }
    /// ffmpeg's stderr, in the system's temporary folder rather than beside the output: on a
    /// full disk it must still be able to say so.
    private var logPath: String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("animsim-ffmpeg-\(getpid())-\(ObjectIdentifier(self).hashValue).log").path
    }

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
    public var partialPath: URL { files.partial }

    public var name: String { "\(container.rawValue) \(output.path)" }

    public func begin(_ format: FrameFormat) throws {
        let ffmpeg = executable.map { access($0, X_OK) == 0 ? $0 : nil } ?? Self.locateFFmpeg()
        guard let ffmpeg else { throw ExportError.ffmpegNotFound }
        try files.prepare()
        // Process-wide, on purpose: with SIGPIPE at its default, the first write after
        // ffmpeg dies would kill this process without a word.
        signal(SIGPIPE, SIG_IGN)
        // ffmpeg creates both; a hard stop removes them after killing it.
        Interruption.addTemporary(temporaryPath)
        Interruption.addTemporary(logPath)
        process = try ChildProcess(executable: ffmpeg,
                                   arguments: Self.arguments(settings, format, input: "pipe:0", output: temporaryPath),
                                   stderrPath: logPath)
        self.format = format
    }

    /// ffmpeg's whole command line after the program: raw frames of `format` read from `input`
    /// (`bench` times the same command on a file of frames, its GIF ceiling).
    static func arguments(_ settings: VideoSettings, _ format: FrameFormat, input: String, output: String) -> [String] {
        ["-hide_banner", "-loglevel", "error", "-y",
         "-f", "rawvideo", "-pix_fmt", settings.inputPixelFormat, "-s", "\(format.width)x\(format.height)",
         "-framerate", settings.container == .gif ? GIFTiming(fps: format.fps).rateText : rate(format.fps),
         "-i", input] + settings.encoderArguments(fps: format.fps) + [output]
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
            throw failure("\(status) while receiving frame \(frameIndex) (\(String(cString: strerror(code))))", process)
        }
    }

    public func finish(_ outcome: SinkOutcome) throws {
        guard let process else { return }
        self.process = nil
        defer {
            unlink(logPath)
            unlink(temporaryPath)
            Interruption.removeTemporary(logPath)
            Interruption.removeTemporary(temporaryPath)
        }
        if outcome == .failed {
            process.kill()
            return
        }
        if outcome == .interrupted {
            // ffmpeg closes the file properly on end of input: what was sent is a playable
            // video, kept under a name that cannot be mistaken for the finished one.
            process.closeInput()
            let failed = ChildProcess.describe(process.waitForExit()) != nil
            if !failed, written > 0, files.keepPartial() {
                partialOutput = partialPath
                published?(partialPath)
            }
            return
        }
        process.closeInput()
        if let status = ChildProcess.describe(process.waitForExit()) {
            throw failure(status, process)
        }
        // ffmpeg 5.1 exits 0 when writing the trailer fails (a full disk at the end): the
        // file is then unplayable, and only its stderr says so.
        if Self.trailerFailed(process.stderrTail()) {
            throw failure("could not finish the file", process)
        }
        try files.publish()
        published?(output)
    }

    /// ffmpeg's failure, or a full disk when that is the cause: ffmpeg then dies mid-write
    /// and all we see ourselves is a broken pipe, so its stderr and the file system are
    /// asked why.
    private func failure(_ status: String, _ process: ChildProcess) -> ExportError {
        let tail = process.stderrTail()
        let directory = output.deletingLastPathComponent().path
        var space = statvfs()
        let noSpace = tail.contains("No space left on device") || tail.contains("Disk quota exceeded")
            || (statvfs(directory, &space) == 0 && space.f_bavail == 0)
        return noSpace ? .diskFull(path: output.path, detail: "ffmpeg \(status)\n--- ffmpeg said ---\n\(tail)")
            : .ffmpegFailed(reason: status, stderrTail: tail)
    }

    static func trailerFailed(_ log: String) -> Bool {
        ["Error writing trailer", "Error closing file", "No space left on device"].contains { log.contains($0) }
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

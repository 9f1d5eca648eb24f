import AnimSimCairo
import Foundation

/// An MP4 (or MOV) of H.264 or H.265, a WebM of VP9 or a MOV of ProRes 4444, encoded in this process: the
/// render threads convert each frame to YUV (libyuv; libswscale for ProRes), in parallel, and the writer thread hands it to
/// libavcodec, with no pipe and no child process between them.
///
/// It keeps `FFmpegSink`'s promises: the file is written to a hidden temporary renamed into
/// place only when whole; an interrupted export drains the encoder, closes the file and
/// keeps it as `NAME.partial.EXT`; a full disk is named as such; nothing else is left.
public final class EncoderSink: FrameSink {
    public let output: URL
    public let settings: VideoSettings
    /// Where an interrupted export's frames were kept, once `finish(.interrupted)` ran.
    public private(set) var partialOutput: URL?
    /// Called with the final file after it is in place (ownership marks).
    public var published: ((URL) -> Void)?
    private let libav: LibavSettings
    private let converter: YUVConverter
    private var files: VideoFiles { VideoFiles(output: output, container: settings.container) }
    private var encoder: LibavEncoder?
    private var format: FrameFormat?
    private var written = 0

    /// nil when `settings` are not encoded in process (`VideoSettings.encodesInProcess`).
    public init?(output: URL, settings: VideoSettings, threads: Int? = nil) {
        guard let libav = threads.map({ LibavSettings(settings, threads: $0) }) ?? LibavSettings(settings) else { return nil }
        self.output = output
        self.settings = settings
        self.libav = libav
        self.converter = libav.converter
    }

    /// The in-process encoder for `settings`, unless they need the ffmpeg child: GIF, or an
    /// ffmpeg named by `ANIMSIM_FFMPEG`, which asks for that program.
    public static func forExport(_ file: URL, _ settings: VideoSettings) -> EncoderSink? {
        let named = ProcessInfo.processInfo.environment["ANIMSIM_FFMPEG"].map { !$0.isEmpty } ?? false
        return named ? nil : EncoderSink(output: file, settings: settings)
    }

    public var name: String { "\(settings.container.rawValue) \(output.path)" }
    public var partialPath: URL { files.partial }
    public var conversion: YUVConverter? { converter }

    public func begin(_ format: FrameFormat) throws {
        // The libraries are opened here, the first time a video is written, not when
        // `animsim` starts; a missing one is named before any file is made or frame painted.
        _ = try VideoLibraries.load()
        try files.prepare()
        // The encoder creates it; a hard stop removes it.
        Interruption.addTemporary(files.temporary)
        let size = converter.encodedSize(width: format.width, height: format.height)
        do {
            encoder = try LibavEncoder(path: files.temporary, settings: libav, width: size.width, height: size.height, fps: format.fps)
        } catch {
            discardTemporary()
            throw failure(error)
        }
        self.format = format
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        try write(frameIndex: frameIndex, planar: converter.convert(frame))
    }

    public func write(frameIndex: Int, planar: PlanarFrame) throws {
        guard let encoder, let format else { return }
        guard planar.width == encoder.width, planar.height == encoder.height else {
            throw ExportError.frameSizeMismatch(frame: frameIndex, expected: format.sizeText, actual: "\(planar.width)×\(planar.height)")
        }
        do {
            try encoder.encode(planar)
            written += 1
        } catch {
            throw failure(error)
        }
    }

    public func finish(_ outcome: SinkOutcome) throws {
        guard let encoder else { return }
        self.encoder = nil
        defer { discardTemporary() }
        if outcome == .failed {
            encoder.close()
            return
        }
        do {
            try encoder.finish()
        } catch {
            encoder.close()
            if outcome == .interrupted { return }
            throw failure(error)
        }
        encoder.close()
        if outcome == .interrupted {
            // What was encoded is a whole, playable video, kept under a name that cannot be
            // mistaken for the finished one.
            if written > 0, files.keepPartial() {
                partialOutput = files.partial
                published?(files.partial)
            }
            return
        }
        try files.publish()
        published?(output)
    }

    private func discardTemporary() {
        unlink(files.temporary)
        Interruption.removeTemporary(files.temporary)
    }

    /// A full disk when that is the cause, else libav's own words.
    private func failure(_ error: any Error) -> ExportError {
        guard let failure = error as? LibavEncoder.Failure else { return error as? ExportError ?? .writeFailed(path: output.path, reason: "\(error)") }
        if let code = failure.errno, code == ENOSPC || code == EDQUOT {
            return .diskFull(path: output.path, detail: "libavformat: \(failure.message)")
        }
        return .encoderFailed(reason: failure.message)
    }
}

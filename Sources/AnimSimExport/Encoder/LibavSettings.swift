import CFFmpeg
import Foundation

/// `VideoSettings` in libav's terms, for the codecs encoded in process: the same encoder,
/// preset, quality, tags and muxer flags as the ffmpeg command line `VideoSettings`
/// builds, so a file is the same whichever path wrote it.
struct LibavSettings {
    var muxer: String
    var encoder: String
    var pixelFormat: AVPixelFormat
    /// The encoder's private options (`-preset`, `-crf`, …).
    var options: [(String, String)]
    var muxerOptions: [(String, String)]
    var codecTag: UInt32?
    var threads: Int

    /// nil when `settings` are not encoded in process (see `VideoSettings.encodesInProcess`).
    init?(_ settings: VideoSettings, threads: Int = LibavSettings.machineThreads) {
        guard settings.encodesInProcess else { return nil }
        let quality = String(settings.crf ?? settings.codec.defaultCRF)
        muxer = settings.container.muxer
        pixelFormat = AV_PIX_FMT_YUV420P
        muxerOptions = [("movflags", "+faststart")]
        self.threads = threads
        switch settings.codec {
        case .h265:
            encoder = "libx265"
            options = [("preset", "fast"), ("crf", quality), ("x265-params", "log-level=error")]
            codecTag = Self.tag("hvc1")
        default:
            encoder = "libx264"
            options = [("preset", "veryfast"), ("crf", quality)]
            codecTag = nil
        }
    }

    /// Encoder threads: x264's own choice for this machine's cores (1.5 per core, for its
    /// frame threads and lookahead), made explicit so the benchmark can name it.
    static var machineThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount * 3 / 2) }

    static func tag(_ text: String) -> UInt32 {
        text.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}

extension VideoSettings {
    /// H.264 and H.265 in MP4 or MOV are encoded in this process, through libavcodec and
    /// libx264/libx265. VP9, ProRes and GIF still go to an ffmpeg child (see `FFmpegSink`).
    public var encodesInProcess: Bool {
        (codec == .h264 || codec == .h265) && (container == .mp4 || container == .mov) && !transparent
    }
}

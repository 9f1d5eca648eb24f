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

    /// What the file's frames carry besides colour: VP9's alpha (`yuva420p`).
    var keepsAlpha: Bool
    /// The codec context's bit rate: 0 with a CRF for VP9's constant quality (`-b:v 0`).
    var bitRate: Int64?

    /// nil when `settings` are not encoded in process (see `VideoSettings.encodesInProcess`).
    init?(_ settings: VideoSettings, threads: Int = LibavSettings.machineThreads) {
        guard settings.encodesInProcess else { return nil }
        let quality = String(settings.crf ?? settings.codec.defaultCRF)
        muxer = settings.container.muxer
        keepsAlpha = settings.transparent
        pixelFormat = keepsAlpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
        muxerOptions = settings.container == .webm ? [] : [("movflags", "+faststart")]
        bitRate = nil
        self.threads = threads
        switch settings.codec {
        case .h265:
            encoder = "libx265"
            options = [("preset", "fast"), ("crf", quality), ("x265-params", "log-level=error")]
            codecTag = Self.tag("hvc1")
        case .vp9:
            encoder = "libvpx-vp9"
            options = [("deadline", "realtime"), ("cpu-used", "8"), ("row-mt", "1"), ("crf", quality)]
                + (keepsAlpha ? [("auto-alt-ref", "0")] : [])
            bitRate = 0
            codecTag = nil
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
    /// H.264 and H.265 (in MP4 or MOV) and VP9 (in WebM, with or without alpha) are encoded
    /// in this process through libavcodec. ProRes and GIF still go to an ffmpeg child
    /// (see `FFmpegSink`).
    public var encodesInProcess: Bool {
        switch codec {
        case .h264, .h265: !transparent
        case .vp9: container == .webm
        case .prores, .gif: false
        }
    }
}

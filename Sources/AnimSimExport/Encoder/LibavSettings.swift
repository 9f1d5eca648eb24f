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

    /// What the file's frames carry besides colour: VP9's alpha (`yuva420p`), ProRes 4444's (`yuva444p10le`).
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
        case .prores:
            encoder = "prores_ks"
            pixelFormat = keepsAlpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE
            options = [("profile", "4444"), ("vendor", "apl0")]
            codecTag = nil
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
            // `sync-lookahead=0`: x264 otherwise buffers bframes + 1 more input frames for a
            // lookahead thread of its own, 13 MB at 1280×720; with it, the lookahead runs on
            // the thread that hands frames in, the writer, which was idle waiting for x264.
            // The frames were the same (600 of the wheel at 1280×720: same size to the byte, same
            // PSNR), and so was the speed, measured on 2 cores.
            options = [("preset", "veryfast"), ("crf", quality), ("x264-params", "sync-lookahead=0")]
            codecTag = nil
        }
    }

    /// Encoder threads: one per core. x264's own choice is 1.5 per core, and each frame
    /// thread holds frames of its own (11 MB at 1280×720), for no speed on 2 cores where the
    /// render workers share the cores anyway. A file may depend on the count (frame threads
    /// limit motion search to rows already encoded: 320×180 frames differ between 1 and 3),
    /// as it did with 1.5 per core.
    static var machineThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    static func tag(_ text: String) -> UInt32 {
        text.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}

extension VideoSettings {
    /// H.264 and H.265 (in MP4 or MOV), VP9 (in WebM, with or without alpha) and ProRes 4444
    /// (in MOV, with or without alpha) are encoded in this process through libavcodec. GIF
    /// still goes to an ffmpeg child (see `FFmpegSink`).
    public var encodesInProcess: Bool {
        switch codec {
        case .h264, .h265: !transparent
        case .vp9: container == .webm
        case .prores: container == .mov
        case .gif: false
        }
    }
}

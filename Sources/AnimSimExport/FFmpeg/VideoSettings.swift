import Foundation

/// How a video is encoded: container, codec, quality and alpha. Each choice maps to
/// ffmpeg arguments here, and to the same encoder options for the in-process encoder in
/// `LibavSettings`: the two must stay in step.
public struct VideoSettings: Equatable, Sendable {
    public var container: VideoContainer
    public var codec: VideoCodec
    /// nil: the codec's `defaultCRF`.
    public var crf: Int?
    /// Keep the alpha channel (VP9's yuva420p, ProRes 4444's yuva444p10le).
    public var transparent: Bool

    public init(container: VideoContainer, codec: VideoCodec? = nil, crf: Int? = nil, transparent: Bool = false) {
        self.container = container
        self.codec = codec ?? container.defaultCodec
        self.crf = crf
        self.transparent = transparent
    }

    /// Why these settings cannot be encoded, in the words of the option that is wrong.
    public func problem() -> String? {
        if !container.codecs.contains(codec) {
            return "--codec \(codec.rawValue) does not go into .\(container.rawValue); "
                + ".\(container.rawValue) takes \(container.codecs.map(\.rawValue).joined(separator: ", "))"
        }
        if let crf {
            if !codec.takesCRF { return "--crf does not apply to \(codec.rawValue) (it applies to h264, h265 and vp9)" }
            if !codec.crfRange.contains(crf) {
                return "--crf for \(codec.rawValue) must be in \(codec.crfRange.lowerBound)…\(codec.crfRange.upperBound), not \(crf)"
            }
        }
        if transparent && !codec.carriesAlpha {
            return "--transparent needs a format with alpha: a PNG sequence or still, .webm (VP9) or .mov (ProRes 4444); "
                + "\(codec.rawValue) in .\(container.rawValue) has none"
        }
        return nil
    }

    /// The pixel format ffmpeg reads from us: Cairo's BGRA when opaque; straight
    /// (un-premultiplied) RGBA when the alpha channel matters.
    var inputPixelFormat: String { transparent ? "rgba" : "bgra" }

    /// The pixel format of the file.
    public var outputPixelFormat: String {
        switch codec {
        case .h264, .h265: "yuv420p"
        case .vp9: transparent ? "yuva420p" : "yuv420p"
        case .prores: transparent ? "yuva444p10le" : "yuv444p10le"
        case .gif: "pal8"
        }
    }

    /// Everything after `-i pipe:0` except the output path.
    ///
    /// Defaults are for files that play everywhere: yuv420p with even sizes (odd ones are
    /// padded by one pixel), `+faststart` so a browser starts before the download ends,
    /// HEVC tagged `hvc1` as Apple's players require. Every file starts with a keyframe, so
    /// shard videos join with ffmpeg's concat demuxer and stream copy.
    func encoderArguments(fps: Double) -> [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        let quality = String(crf ?? codec.defaultCRF)
        let mux = ["-f", container.muxer] + (container == .mp4 || container == .mov ? ["-movflags", "+faststart"] : [])
        switch codec {
        case .h264:
            return ["-vf", even, "-c:v", "libx264", "-preset", "veryfast", "-crf", quality, "-pix_fmt", "yuv420p"] + mux
        case .h265:
            return ["-vf", even, "-c:v", "libx265", "-preset", "fast", "-crf", quality, "-pix_fmt", "yuv420p", "-tag:v", "hvc1",
                    "-x265-params", "log-level=error"] + mux
        case .vp9:
            return ["-vf", even, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                    "-b:v", "0", "-crf", quality, "-pix_fmt", outputPixelFormat] + (transparent ? ["-auto-alt-ref", "0"] : [])
                + mux
        case .prores:
            return ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", outputPixelFormat, "-vendor", "apl0"] + mux
        case .gif:
            return ["-vf", "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                    "-loop", "0", "-f", "gif"]
        }
    }
}

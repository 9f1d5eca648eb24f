import Foundation

/// The video formats ffmpeg writes for us, and the encoder arguments for each.
public enum VideoContainer: String, CaseIterable, Sendable {
    case mp4, webm, gif

    /// From the output file's extension.
    public init(fileExtension: String) throws {
        guard let container = VideoContainer(rawValue: fileExtension.lowercased()) else {
            throw ExportError.unsupportedContainer(fileExtension)
        }
        self = container
    }

    /// Everything after `-i pipe:0` except the output path.
    ///
    /// - mp4: x264 `ultrafast` (about twice the default preset's speed here), crf 18 so thin
    ///   lines and small labels stay crisp, yuv420p because players reject 4:4:4.
    /// - webm: VP9 in realtime mode, constant quality.
    /// - gif: one-pass palette generation and use; frame rate capped at 50, the fastest
    ///   GIF delay (2 cs) that browsers honour.
    /// Both yuv420p formats need even sizes: odd ones are padded by one pixel.
    func encoderArguments(fps: Double) -> [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .mp4:
            return ["-vf", even, "-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p",
                    "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            return ["-vf", even, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1",
                    "-b:v", "0", "-crf", "32", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .gif:
            let rate = fps > 50 ? "fps=50," : ""
            return ["-vf", rate + "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                    "-loop", "0", "-f", "gif"]
        }
    }
}

import Foundation

/// A sink that writes one video file, whichever encoder makes it: the file appears whole at
/// its path (then `published` is called with it, for ownership marks), and an interrupted
/// export keeps its frames at `partialOutput`. `RenderJob` writes every video through this,
/// so choosing the encoder is the only place the two differ.
public protocol VideoSink: FrameSink {
    /// Called with the final file after it is in place.
    var published: ((URL) -> Void)? { get set }
    /// Where an interrupted export's frames were kept, once `finish(.interrupted)` ran.
    var partialOutput: URL? { get }
}

extension EncoderSink: VideoSink {}
extension FFmpegSink: VideoSink {}

/// The sink for a video export: libavcodec in this process, unless the settings need the
/// ffmpeg child (GIF, or `ANIMSIM_FFMPEG` naming an ffmpeg).
public enum VideoSinks {
    public static func forExport(_ file: URL, _ settings: VideoSettings) -> any VideoSink {
        EncoderSink.forExport(file, settings) ?? FFmpegSink(output: file, settings: settings)
    }
}

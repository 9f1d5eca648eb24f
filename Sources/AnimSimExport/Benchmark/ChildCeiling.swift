import AnimSimCairo
import Foundation

/// The ceiling of an export still encoded by an ffmpeg child (GIF): the very command
/// `FFmpegSink` runs, with the same arguments, reading the same frames from a file instead
/// of our pipe, timed from spawn to exit. What the export loses against it is
/// what painting, the pipe and our scheduling cost; ffmpeg's own work is on both sides.
enum ChildCeiling {
    /// Paints the job's frames on every core into a raw file (Cairo's BGRA, packed, as the
    /// sink sends them); the closure times one ffmpeg run on it, in frames a second.
    static func prepare(_ job: RenderJob, settings: VideoSettings, directory: URL) throws -> () throws -> Double {
        guard let ffmpeg = FFmpegSink.locateFFmpeg() else { throw ExportError.ffmpegNotFound }
        let (painted, count) = try job.preparedFrames { $0 }
        guard let first = painted.first else { throw ExportError.benchmarkFailed("no frame to encode") }
        // In the benchmark's own folder, removed with it; just written, the file is in the
        // page cache, so ffmpeg reads it from memory as it would from tmpfs.
        let raw = directory.appendingPathComponent("ceiling-frames.raw").path
        guard FileManager.default.createFile(atPath: raw, contents: nil), let file = FileHandle(forWritingAtPath: raw) else {
            throw ExportError.benchmarkFailed("cannot write \(raw)")
        }
        for frame in painted {
            let bytes = settings.transparent ? frame.straightRGBA : frame.packed.bytes
            try file.write(contentsOf: Data(bytes))
        }
        try file.close()
        let format = FrameFormat(width: first.width, height: first.height, fps: job.scene.fps, frameCount: count)
        let output = directory.appendingPathComponent("ceiling.\(settings.container.rawValue)").path
        let arguments = FFmpegSink.arguments(settings, format, input: raw, output: output)
        return {
            Interruption.addTemporary(output)
            defer { unlink(output); Interruption.removeTemporary(output) }
            let run = try ChildRun.run(ffmpeg, arguments)
            guard run.status == 0 else { throw ExportError.benchmarkFailed("ffmpeg on \(raw) exited with status \(run.status)") }
            return Double(painted.count) / run.seconds
        }
    }
}

import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// `animsim bench`'s video and 4K figures: MP4 (H.264) and WebM (VP9 with alpha) exports in process against the encoder's
/// own ceiling, that is the same encoder with the same settings fed frames converted
/// beforehand, so the ratio says how much of the encoder's speed the export keeps; and the
/// PNG and MP4 frame rates at 4K (`-qk`).
public enum VideoBenchmark {
    public struct Line: Sendable, CustomStringConvertible {
        public var label: String
        public var frames: Int
        public var exportFPS: Double
        /// nil where no ceiling is measured (PNG at 4K).
        public var ceilingFPS: Double?
        /// The ceiling is the ffmpeg child's own command reading the frames from a file
        /// (GIF), not an encoder in process: said so on the line.
        public var childCeiling = false

        public var description: String {
            let head = String(format: "%@, %d frames: %.0f frames/s", label, frames, exportFPS)
            guard let ceilingFPS else { return head }
            let ceiling = childCeiling ? "the same ffmpeg command reading the frames from a file" : "encoder alone on converted frames"
            return head + String(format: "; %@ %.0f frames/s; export / ceiling %.0f%%", ceiling, ceilingFPS, exportFPS / ceilingFPS * 100)
        }
    }

    public struct Result: Sendable, CustomStringConvertible {
        public var lines: [Line]
        /// Milliseconds per 1280×720 frame, one core: libyuv's BGRA→I420.
        public var conversion: Double
        /// The same for ProRes 4444: straight RGBA→yuva444p10le (libswscale).
        public var proResConversion: Double
        public var threads: Int

        public var description: String {
            (lines.map(\.description) + [String(format: "colour conversion BGRA→I420 (libyuv), one core: %.2f ms a 1280×720 frame; "
                                                 + "encoder threads %d", conversion, threads),
                                          String(format: "colour conversion BGRA→yuva444p10le (libswscale, ProRes), one core: %.2f ms a 1280×720 frame",
                                                 proResConversion)]).joined(separator: "\n")
        }
    }

    public static func run(scene: Scene, workers: Int) throws -> Result {
        let directory = try Interruption.makeTemporaryDirectory("animsim-video-bench")
        defer { Interruption.removeTemporaryDirectory(directory) }
        let mp4 = VideoSettings(container: .mp4)
        var lines = [try line("MP4 (H.264) 1280×720", scene: scene, size: (1280, 720), output: .video(file: directory.appendingPathComponent("hd.mp4"), settings: mp4),
                              workers: workers, ceiling: mp4, frames: nil)]
        let webm = VideoSettings(container: .webm, transparent: true)
        lines.append(try line("WebM (VP9 with alpha, yuva420p) 1280×720", scene: scene, size: (1280, 720),
                              output: .video(file: directory.appendingPathComponent("hd.webm"), settings: webm),
                              workers: workers, ceiling: webm, frames: nil))
        let mov = VideoSettings(container: .mov, transparent: true)
        lines.append(try line("MOV (ProRes 4444 with alpha, yuva444p10le) 1280×720", scene: scene, size: (1280, 720),
                              output: .video(file: directory.appendingPathComponent("hd.mov"), settings: mov),
                              workers: workers, ceiling: mov, frames: nil))
        // Still encoded by an ffmpeg child: its ceiling is the same command on a file of the frames.
        let gif = VideoSettings(container: .gif)
        lines.append(try line("GIF 1280×720 (ffmpeg child)", scene: scene, size: (1280, 720),
                              output: .video(file: directory.appendingPathComponent("hd.gif"), settings: gif),
                              workers: workers, ceiling: gif, frames: nil, childCeiling: true))
        // 4K: 24 frames keep the figures to seconds and the converted frames held for the
        // ceiling to 300 MB.
        let second = FrameRange("0-23")
        lines.append(try line("MP4 (H.264) 3840×2160 (-qk)", scene: scene, size: (3840, 2160),
                              output: .video(file: directory.appendingPathComponent("4k.mp4"), settings: mp4),
                              workers: workers, ceiling: mp4, frames: second, runs: 1))
        lines.append(try line("PNG 3840×2160 (-qk)", scene: scene, size: (3840, 2160),
                              output: .pngSequence(directory: directory.appendingPathComponent("4k-frames")),
                              workers: workers, ceiling: nil, frames: second, runs: 1))
        let sample = try job(scene, size: (1280, 720), output: .none, workers: 1)
        let (composer, painter) = try sample.makeComposer(sample.benchmarkEvaluator())
        let pixels = try ExportFramePainter(painter).paint(sample.compose(composer, frame: 60))
        let converter = YUVConverter()
        let conversion = Medians.milliseconds(40) { _ = converter.convert(pixels) }
        let proRes = YUVConverter(keepsAlpha: true, tenBit444: true)
        let proResConversion = Medians.milliseconds(40) { _ = proRes.convert(pixels) }
        return Result(lines: lines, conversion: conversion, proResConversion: proResConversion, threads: LibavSettings.machineThreads)
    }

    private static func job(_ scene: Scene, size: (Int, Int), output: RenderJob.Output, workers: Int) throws -> RenderJob {
        var job = RenderJob(scene: scene, output: output)
        job.size = CGSize(width: size.0, height: size.1)
        job.progress = .never
        job.workers = workers
        return job
    }

    /// Export and ceiling alternated `runs` times, each figure the median, so a burst of
    /// load on a shared machine falls on both sides.
    private static func line(_ label: String, scene: Scene, size: (Int, Int), output: RenderJob.Output, workers: Int,
                             ceiling settings: VideoSettings?, frames: FrameRange?, transparent: Bool? = nil, runs: Int = 3,
                             childCeiling: Bool = false) throws -> Line {
        var job = try job(scene, size: size, output: output, workers: workers)
        job.frames = frames
        job.transparent = transparent ?? settings?.transparent ?? false
        let ceiling = try settings.map {
            try childCeiling ? ChildCeiling.prepare(job, settings: $0, directory: output.directory)
                : encoderRun(job, settings: $0, directory: output.directory)
        }
        var exports: [Double] = [], ceilings: [Double] = [], written = 0
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            written = try job.run(job.benchmarkEvaluator()).framesWritten
            exports.append(Double(written) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
            try? FileManager.default.removeItem(at: output.path)
            if let ceiling { ceilings.append(try ceiling()) }
        }
        return Line(label: label, frames: written, exportFPS: Medians.of(exports), ceilingFPS: ceilings.isEmpty ? nil : Medians.of(ceilings),
                    childCeiling: childCeiling)
    }

    /// The same frames, painted and converted first on every core; the closure times them
    /// through the encoder alone (with the muxer writing the file, as an export does).
    private static func encoderRun(_ job: RenderJob, settings: VideoSettings, directory: URL) throws -> () throws -> Double {
        guard let libav = LibavSettings(settings) else { return { 0 } }
        // Before the conversions, which need libyuv and libswscale: a missing one is named, not trapped on.
        _ = try VideoLibraries.load()
        let converter = libav.converter
        let frames = try job.preparedFrames { converter.convert($0) }.frames
        guard let first = frames.first else { return { 0 } }
        let path = directory.appendingPathComponent("ceiling.\(settings.container.rawValue)").path
        return {
            Interruption.addTemporary(path)
            defer { unlink(path); Interruption.removeTemporary(path) }
            let start = DispatchTime.now().uptimeNanoseconds
            let encoder = try LibavEncoder(path: path, settings: libav, width: first.width, height: first.height, fps: job.scene.fps)
            for frame in frames { try encoder.encode(frame) }
            try encoder.finish()
            encoder.close()
            return Double(frames.count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
    }
}

private extension RenderJob.Output {
    /// The file or folder written.
    var path: URL {
        switch self {
        case .video(let file, _), .still(let file, _): file
        case .pngSequence(let directory, _): directory
        case .none: FileManager.default.temporaryDirectory.appendingPathComponent("animsim-none")
        }
    }

    /// The folder the output goes in.
    var directory: URL { path.deletingLastPathComponent() }
}

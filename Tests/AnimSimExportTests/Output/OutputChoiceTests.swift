@testable import AnimSimExport
import Foundation
import Testing

/// What an output path means, without rendering anything.
@Suite struct OutputChoiceTests {
    static func resolve(_ path: String?, format: OutputChoice.Format? = nil, still: RenderJob.StillTime? = nil,
                        codec: VideoCodec? = nil, transparent: Bool = false) -> Result<RenderJob.Output, OutputChoiceError> {
        var request = OutputChoice.Request(path: path, format: format, still: still)
        request.codec = codec
        request.transparent = transparent
        return Result { () throws(OutputChoiceError) in try OutputChoice.resolve(request) }
    }

    @Test(arguments: [
        ("out.mp4", VideoContainer.mp4, VideoCodec.h264), ("out.webm", .webm, .vp9), ("a/b.GIF", .gif, .gif), ("x.mov", .mov, .prores),
    ])
    func videoByExtension(path: String, container: VideoContainer, codec: VideoCodec) throws {
        guard case .video(_, let settings) = try Self.resolve(path).get() else { Issue.record("not a video"); return }
        #expect(settings.container == container && settings.codec == codec)
    }

    @Test func sequencesAndStills() throws {
        #expect(try Self.resolve(nil).get() == .pngSequence(directory: URL(fileURLWithPath: "frames", isDirectory: true)))
        guard case .pngSequence(let directory, let pattern) = try Self.resolve("shots/w_%04d.png").get() else {
            Issue.record("not a sequence")
            return
        }
        #expect(directory.path == URL(fileURLWithPath: "shots").path)
        #expect(pattern == FramePattern(prefix: "w_", suffix: ".png", minimumDigits: 4))
        #expect(try Self.resolve("f.png", still: .seconds(1.5)).get() == .still(file: URL(fileURLWithPath: "f.png"), at: .seconds(1.5)))
    }

    @Test(arguments: [
        ("x.mkv", nil as VideoCodec?, false, "unknown output format '.mkv'"),
        ("x.png", nil, false, "names one file"),
        ("x.webm", .h264, false, "does not go into .webm"),
        ("x.mp4", nil, true, "--transparent needs a format with alpha"),
    ])
    func refusals(path: String, codec: VideoCodec?, transparent: Bool, message: String) {
        guard case .failure(let error) = Self.resolve(path, codec: codec, transparent: transparent) else {
            Issue.record("\(path) was accepted")
            return
        }
        #expect(error.description.contains(message), "\(error)")
    }

    @Test(arguments: [(60.0, 50.0, 2, false), (50.0, 50.0, 2, true), (30.0, 33.333_333_333_333_336, 3, false), (25.0, 25.0, 4, true), (12.0, 12.5, 8, false)])
    func gifRates(fps: Double, chosen: Double, delay: Int, exact: Bool) {
        let timing = GIFTiming(fps: fps)
        #expect(abs(timing.fps - chosen) < 1e-9 && timing.delay == delay)
        #expect(GIFTiming.isExact(fps) == exact)
        #expect((GIFTiming.note(requested: fps) == nil) == exact)
    }

    /// Shards tile the frames exactly, sizes differing by at most one.
    @Test(arguments: [(31, 3), (181, 4), (7, 7), (1000, 9)])
    func shardsTileTheFrames(frames: Int, count: Int) throws {
        let ranges = try (1...count).map { try Shard(index: $0, count: count).range(frameCount: frames) }
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == frames - 1)
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound + 1 == b.lowerBound) }
        #expect(Set(ranges.map(\.count)).count <= 2 && ranges.map(\.count).max()! - ranges.map(\.count).min()! <= 1)
        #expect(throws: ExportError.self) { try Shard(index: 1, count: frames + 1).range(frameCount: frames) }
        #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("2/3") == Shard(index: 2, count: 3))
    }

    @Test func framePatternsNameAndRecognise() {
        let pattern = try! #require(FramePattern(fileName: "w_%03d.png"))
        #expect(pattern.name(of: 7, frameCount: 50) == "w_007.png" && pattern.name(of: 7, frameCount: 5000) == "w_0007.png")
        #expect(pattern.matches("w_0012.png") && !pattern.matches("w_12a.png") && !pattern.matches("x_001.png"))
        #expect(FramePattern(fileName: "plain.png") == nil && FramePattern(fileName: "a_%d.jpg") == nil)
    }
}

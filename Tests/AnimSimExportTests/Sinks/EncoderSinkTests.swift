import AnimSimCore
import AnimSimCairo
import AnimSimExport
import Foundation
import Testing

/// The in-process encoder: every frame decodes, the file is what `FFmpegSink` made
/// (codec, pixel format, tag, even size, index at the front), an interrupt keeps a playable
/// prefix under the partial name, and a failure leaves nothing.
@Suite struct EncoderSinkTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var codec: VideoCodec
        var codecName: String
        var tag: String
        var testDescription: String { "\(codec.rawValue) in \(file)" }
    }

    static let cases = [
        Case(file: "out.mp4", codec: .h264, codecName: "h264", tag: "avc1"),
        Case(file: "out.mp4", codec: .h265, codecName: "hevc", tag: "hvc1"),
        Case(file: "out.mov", codec: .h264, codecName: "h264", tag: "avc1"),
    ]

    @Test(arguments: cases)
    func encodesEveryFrameAsTheCommandLineDid(_ test: Case) throws {
        let directory = TestFrames.scratchDirectory("encoder")
        let output = directory.appendingPathComponent(test.file)
        let settings = VideoSettings(container: try VideoContainer(fileExtension: output.pathExtension), codec: test.codec)
        let sink = try #require(EncoderSink(output: output, settings: settings))
        // Odd sizes: padded to even, as yuv420p needs.
        let format = TestFrames.format(count: 12, width: 63, height: 47, fps: 25)
        try RenderPipeline(format: format, options: TestFrames.options()).run(into: sink) { try TestFrames.wheel($0, width: 63, height: 47) }
        #expect(TestFrames.files(in: directory) == [test.file], "no temporary file left")
        #expect(try VideoProbe.decodedFrames(output) == 12)
        let stream = try VideoProbe.stream(output, "codec_name,codec_tag_string,pix_fmt,width,height,r_frame_rate")
        #expect(stream == "\(test.codecName)|\(test.tag)|64|48|yuv420p|25/1")
        #expect(try VideoProbe.indexIsFirst(output), "+faststart puts moov before mdat")
    }

    /// As close to the painted frames as ffmpeg's own conversion got, within 0.5 dB (4:2:0
    /// costs colour edges a few dB whichever converter does it).
    @Test func framesLookLikeThePaintedOnes() throws {
        let directory = TestFrames.scratchDirectory("encoder-psnr")
        let inProcess = directory.appendingPathComponent("in.mp4"), child = directory.appendingPathComponent("child.mp4")
        let format = TestFrames.format(count: 6, width: 320, height: 180)
        let paint: @Sendable (Int) throws -> PixelBuffer = { try TestFrames.wheel($0, width: 320, height: 180) }
        try RenderPipeline(format: format, options: TestFrames.options())
            .run(into: try #require(EncoderSink(output: inProcess, settings: VideoSettings(container: .mp4))), render: paint)
        try RenderPipeline(format: format, options: TestFrames.options()).run(into: try FFmpegSink(output: child), render: paint)
        for index in [0, 3, 5] {
            let painted = try paint(index)
            let ours = VideoProbe.psnr(painted, try VideoProbe.frame(index, of: inProcess, width: 320, height: 180))
            let ffmpeg = VideoProbe.psnr(painted, try VideoProbe.frame(index, of: child, width: 320, height: 180))
            #expect(ours >= ffmpeg - 0.5 && ours >= 30, "frame \(index): \(ours) dB in process, \(ffmpeg) dB through ffmpeg")
        }
    }

    @Test(arguments: [VideoSettings(container: .mp4), VideoSettings(container: .mov, transparent: true)])
    func anInterruptKeepsAPlayablePrefixUnderThePartialName(_ settings: VideoSettings) throws {
        let directory = TestFrames.scratchDirectory("encoder-interrupt-\(settings.container.rawValue)")
        let output = directory.appendingPathComponent("v.\(settings.container.rawValue)")
        let sink = try #require(EncoderSink(output: output, settings: settings))
        let cancellation = RenderCancellation()
        let pipeline = RenderPipeline(format: TestFrames.format(count: 40), options: TestFrames.options(workers: 1),
                                      cancellation: cancellation)
        let error = #expect(throws: ExportError.self) {
            try pipeline.run(into: sink) { index in
                if index == 5 { cancellation.cancel(signal: SIGINT) }
                return try TestFrames.wheel(index)
            }
        }
        guard case .interrupted(_, let written)? = error else {
            Issue.record("expected .interrupted, got \(String(describing: error))")
            return
        }
        #expect(sink.partialOutput == sink.partialPath)
        #expect(TestFrames.files(in: directory) == ["v.partial.\(settings.container.rawValue)"])
        #expect(try VideoProbe.decodedFrames(sink.partialPath) == written)
        #expect(written >= 6 && written < 40)
    }

    @Test func aFailedExportLeavesNothing() throws {
        let directory = TestFrames.scratchDirectory("encoder-failure")
        let output = directory.appendingPathComponent("v.mp4")
        let sink = try #require(EncoderSink(output: output, settings: VideoSettings(container: .mp4)))
        #expect(throws: ExportError.self) {
            try RenderPipeline(format: TestFrames.format(count: 10), options: TestFrames.options()).run(into: sink) { index in
                if index == 4 { throw ExportError.invalidFrameRange("frame 4 fails on purpose") }
                return try TestFrames.wheel(index)
            }
        }
        #expect(TestFrames.files(in: directory).isEmpty, "left behind: \(TestFrames.files(in: directory))")
    }

    @Test func anEncoderThatCannotOpenIsNamed() throws {
        let directory = TestFrames.scratchDirectory("encoder-crf")
        let output = directory.appendingPathComponent("v.mp4")
        // x264 refuses a 0×0 picture; the pipeline never asks for one, so this stands for any refusal.
        let sink = try #require(EncoderSink(output: output, settings: VideoSettings(container: .mp4)))
        let error = #expect(throws: ExportError.self) { try sink.begin(TestFrames.format(count: 1, width: 0, height: 0)) }
        #expect(error.map { "\($0)" }?.hasPrefix("encoding the video failed: ") == true, "\(String(describing: error))")
        #expect(TestFrames.files(in: directory).isEmpty)
    }

    /// ProRes 4444 in process is the file the ffmpeg child wrote: the same stream (codec,
    /// profile, tag, 10-bit 4:4:4 with alpha, odd size kept, rate, every frame) and the same
    /// pixels decoded, soft edges of premultiplied alpha included.
    @Test(arguments: [false, true])
    func proResIsWhatTheChildWrote(transparent: Bool) throws {
        let directory = TestFrames.scratchDirectory("encoder-prores-\(transparent)")
        let inProcess = directory.appendingPathComponent("in.mov"), child = directory.appendingPathComponent("child.mov")
        let settings = VideoSettings(container: .mov, transparent: transparent)
        let (width, height) = (63, 47)
        let format = TestFrames.format(count: 6, width: width, height: height, fps: 25)
        let paint: @Sendable (Int) throws -> PixelBuffer = { index in
            // Every alpha level over the wheel, premultiplied as Cairo stores it.
            let wheel = try TestFrames.wheel(index, width: width, height: height)
            var bytes = wheel.bytes
            for offset in stride(from: 0, to: bytes.count, by: 4) {
                let alpha = transparent ? (offset / 4 * 7 + index) % 256 : 255
                for channel in 0..<3 { bytes[offset + channel] = UInt8(Int(bytes[offset + channel]) * alpha / 255) }
                bytes[offset + 3] = UInt8(alpha)
            }
            return PixelBuffer(width: width, height: height, stride: wheel.stride, bytes: bytes)
        }
        try RenderPipeline(format: format, options: TestFrames.options())
            .run(into: try #require(EncoderSink(output: inProcess, settings: settings)), render: paint)
        try RenderPipeline(format: format, options: TestFrames.options()).run(into: FFmpegSink(output: child, settings: settings), render: paint)
        #expect(TestFrames.files(in: directory) == ["child.mov", "in.mov"], "no temporary file left")
        let fields = "codec_name,profile,codec_tag_string,pix_fmt,width,height,r_frame_rate,duration"
        let stream = try VideoProbe.stream(inProcess, fields, count: false)
        #expect(stream == (try VideoProbe.stream(child, fields)))
        #expect(stream.hasPrefix("prores|4444|ap4h|63|47|\(transparent ? "yuva444p12le" : "yuv444p12le")|25/1|"), "\(stream)")
        #expect(try VideoProbe.decodedFrames(inProcess) == 6)
        #expect(try VideoProbe.indexIsFirst(inProcess), "+faststart puts moov before mdat")
        for index in [0, 5] {
            let ours = try VideoProbe.frame(index, of: inProcess, width: width, height: height)
            let theirs = try VideoProbe.frame(index, of: child, width: width, height: height)
            let differing = zip(ours.bytes, theirs.bytes).filter { $0 != $1 }.count
            #expect(ours.bytes.count == theirs.bytes.count && differing == 0, "frame \(index): \(differing) bytes differ from the child's")
        }
    }

    /// VP9 keeps straight alpha: libvpx decodes it back.
    @Test func webMKeepsItsAlpha() throws {
        let directory = TestFrames.scratchDirectory("encoder-webm")
        let output = directory.appendingPathComponent("t.webm")
        let sink = try #require(EncoderSink(output: output, settings: VideoSettings(container: .webm, transparent: true)))
        // Half-transparent red, premultiplied as Cairo stores it.
        let red = PixelBuffer(width: 64, height: 48, fill: .init(red: 128, green: 0, blue: 0, alpha: 128))
        try RenderPipeline(format: TestFrames.format(count: 5), options: TestFrames.options()).run(into: sink) { _ in red }
        #expect(TestFrames.files(in: directory) == ["t.webm"])
        #expect(try VideoProbe.stream(output, "codec_name,width,height") == "vp9|64|48")
        #expect(try VideoProbe.decodedFrames(output) == 5)
        let pixel = try VideoProbe.frame(2, of: output, width: 64, height: 48, decoder: "libvpx-vp9")[32, 24]
        #expect(abs(Int(pixel.alpha) - 128) <= 3 && pixel.red > 240 && pixel.green < 15, "\(pixel)")
    }

    @Test(arguments: [VideoSettings(container: .gif)])
    func formatsLeftToFFmpegAreNotTaken(_ settings: VideoSettings) {
        #expect(EncoderSink(output: URL(fileURLWithPath: "/tmp/x.\(settings.container.rawValue)"), settings: settings) == nil)
    }
}

import AnimSimCore
import AnimSimCairo
import AnimSimExport
import Foundation
import Testing

/// Runs ffprobe and returns the number of decoded video frames.
func probeFrameCount(_ url: URL) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
    process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
                         "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
}

@Suite(.enabled(if: FFmpegSink.locateFFmpeg() != nil, "needs ffmpeg"))
struct FFmpegSinkTests {
    @Test(arguments: [("mp4", 12), ("gif", 10), ("webm", 6)])
    func encodesEveryFrame(container: String, count: Int) throws {
        let directory = TestFrames.scratchDirectory("video-\(container)")
        let output = directory.appendingPathComponent("out.\(container)")
        // Odd sizes exercise the even-size padding that yuv420p needs.
        let format = TestFrames.format(count: count, width: 63, height: 47, fps: 25)
        try RenderPipeline(format: format, options: TestFrames.options())
            .run(into: try FFmpegSink(output: output)) { try TestFrames.wheel($0, width: 63, height: 47) }
        #expect(TestFrames.files(in: directory) == ["out.\(container)"], "no temporary or log files left")
        #expect(try probeFrameCount(output) == count)
    }

    @Test func aMissingFFmpegNamesTheDebianPackage() throws {
        let sink = try FFmpegSink(output: TestFrames.scratchDirectory("missing").appendingPathComponent("a.mp4"),
                                  ffmpegPath: "/nonexistent/ffmpeg")
        let error = #expect(throws: ExportError.self) { try sink.begin(TestFrames.format(count: 1)) }
        #expect(error == .ffmpegNotFound)
        #expect("\(ExportError.ffmpegNotFound)".contains("Debian package ffmpeg"))
    }

    @Test func unknownExtensionsAreRejected() {
        #expect(throws: ExportError.unsupportedContainer("avi")) {
            _ = try FFmpegSink(output: URL(fileURLWithPath: "/tmp/x.avi"))
        }
    }

    /// A stand-in ffmpeg that complains and exits without reading its input.
    static func dyingFFmpeg(in directory: URL) throws -> String {
        let script = directory.appendingPathComponent("fake-ffmpeg").path
        try "#!/bin/sh\necho 'Unknown encoder: libnothing' >&2\nexit 3\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        return script
    }

    @Test func aDyingFFmpegBecomesAnErrorWithItsStderr() throws {
        let directory = TestFrames.scratchDirectory("dying")
        let fake = try Self.dyingFFmpeg(in: directory)
        let output = directory.appendingPathComponent("out.mp4")
        // Frames bigger than the pipe: the write itself fails (EPIPE, not a SIGPIPE death).
        let error = #expect(throws: ExportError.self) {
            try RenderPipeline(format: TestFrames.format(count: 4, width: 800, height: 600), options: TestFrames.options())
                .run(into: try FFmpegSink(output: output, ffmpegPath: fake)) { _ in PixelBuffer(width: 800, height: 600) }
        }
        guard case .ffmpegFailed(let reason, let tail)? = error else {
            Issue.record("expected .ffmpegFailed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("exited with status 3"), "\(reason)")
        #expect(tail.contains("Unknown encoder: libnothing"))
        #expect(TestFrames.files(in: directory) == ["fake-ffmpeg"], "no output, temporary or log file")
    }

    @Test func aFailureAfterTheLastFrameIsReportedToo() throws {
        // Tiny frames fit in the pipe, so ffmpeg's death shows only when it is waited for.
        let directory = TestFrames.scratchDirectory("dying-late")
        let fake = try Self.dyingFFmpeg(in: directory)
        let error = #expect(throws: ExportError.self) {
            try RenderPipeline(format: TestFrames.format(count: 2, width: 4, height: 4), options: TestFrames.options())
                .run(into: try FFmpegSink(output: directory.appendingPathComponent("o.gif"), ffmpegPath: fake)) { _ in
                    PixelBuffer(width: 4, height: 4)
                }
        }
        #expect("\(String(describing: error))".contains("libnothing"))
    }
}

import AnimSimExport
import Foundation
import Testing

/// How an encoder's failure reaches the user: a full disk is named as such, with the output
/// path, however ffmpeg reports it (a broken pipe mid-stream, or ffmpeg 5.1's exit status 0
/// after a failed trailer), and nothing is left beside the output.
@Suite struct FFmpegFailureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// The fake encoder's shell body.
        var script: String
        var diskFull: Bool
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "dies mid-stream on a full disk",
             script: "head -c 20000 > /dev/null\necho 'av_interleaved_write_frame(): No space left on device' >&2\nexit 1",
             diskFull: true),
        Case(name: "exits 0 after failing to write the trailer (ffmpeg 5.1)",
             script: "cat > /dev/null\necho 'Error writing trailer of x.mp4: No space left on device' >&2\nexit 0",
             diskFull: true),
        Case(name: "fails for another reason",
             script: "cat > /dev/null\necho 'Unknown encoder libnothing' >&2\nexit 1", diskFull: false),
    ]

    @Test(arguments: cases)
    func theCauseIsNamedAndNothingIsLeft(_ test: Case) throws {
        let directory = TestFrames.scratchDirectory("ffmpeg-failure")
        let encoder = TestFrames.scratchDirectory("fake-ffmpeg").appendingPathComponent("ffmpeg")
        try "#!/bin/sh\n\(test.script)\n".write(to: encoder, atomically: true, encoding: .utf8)
        chmod(encoder.path, 0o755)
        let output = directory.appendingPathComponent("out.mp4")
        let sink = try FFmpegSink(output: output, ffmpegPath: encoder.path)
        let error = #expect(throws: ExportError.self) {
            try RenderPipeline(format: TestFrames.format(count: 20), options: TestFrames.options())
                .run(into: sink) { try TestFrames.wheel($0) }
        }
        let text = error.map { "\($0)" } ?? ""
        if test.diskFull {
            #expect(text.hasPrefix("no space left on the device while writing \(output.path): free some space"), "\(text)")
            #expect(text.contains("--- ffmpeg said ---") && text.contains("No space left on device"), "\(text)")
        } else {
            #expect(text.hasPrefix("ffmpeg failed") && text.contains("Unknown encoder libnothing"), "\(text)")
        }
        #expect(TestFrames.files(in: directory).isEmpty, "left behind: \(TestFrames.files(in: directory))")
    }
}

import Foundation
import Testing

/// MP4, WebM and MOV (ProRes) need no `ffmpeg` program any more; `ANIMSIM_FFMPEG` still sends a video to
/// the one it names; the in-process encoder writes the same bytes for the same frames.
@Suite struct InProcessEncodingTests {
    static let scene = "scenes/wheel-90.yaml"

    @Test(arguments: ["v.mp4", "v.webm", "v.mov"])
    func noFFmpegOnThePathIsNeeded(name: String) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent(name)
        let run = try AnimSimBinary.run(["render", Self.scene, "-s", "160x90", "--frames", "0-9", "-o", file.path],
                                        environment: ["PATH": "/nonexistent"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.videoFrameCount(file) == 10)
    }

    @Test func aNamedFFmpegIsUsed() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let fake = out.appendingPathComponent("ffmpeg")
        try "#!/bin/sh\necho 'the named ffmpeg ran' >&2\nexit 3\n".write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
        let run = try AnimSimBinary.run(["render", Self.scene, "-s", "160x90", "--frames", "0-3", "-o", out.appendingPathComponent("v.mp4").path],
                                        environment: ["ANIMSIM_FFMPEG": fake.path])
        #expect(run.status != 0 && run.err.contains("the named ffmpeg ran"), "\(run.err)")
    }

    /// Same frames, same file: a shard rendered again on another node of the same kind matches.
    @Test(arguments: ["mp4", "mov"])
    func theSameRenderGivesTheSameBytes(container: String) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        var files: [Data] = []
        for k in 1...2 {
            let file = out.appendingPathComponent("v\(k).\(container)")
            let run = try AnimSimBinary.run(["render", Self.scene, "-s", "320x180", "--shard", "2/3", "-o", file.path])
            #expect(run.status == 0, "\(run.err)")
            files.append(try Data(contentsOf: file))
        }
        #expect(files[0] == files[1] && !files[0].isEmpty)
    }
}

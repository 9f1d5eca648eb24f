import AnimSimCairo
import Foundation
import Testing

/// `animsim render` end to end: files on disk, decoded back, and videos counted by ffprobe.
@Suite struct RenderCommandTests {
    static let scene = "scenes/wheel-90.yaml"


    @Test func pngSequenceHasOneWholeFilePerFrame() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try AnimSimBinary.run(["render", Self.scene, "--out", out.path, "--frames", "0-9", "--size", "640x400"])
        #expect(run.status == 0, "\(run.err)")
        let names = try AnimSimBinary.pngFiles(out)
        #expect(names == (0...9).map { "frame_" + String(format: "%05d", $0) + ".png" })
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent(names[5]))
        #expect(image.width == 640 && image.height == 400)
        // No temporary files are left beside the frames, only the render's manifest.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [".animsim-render.json"] + names)
    }

    @Test func slicesAreByteIdenticalToTheWholeExport() throws {
        let whole = try AnimSimBinary.temporaryDirectory(), sliced = try AnimSimBinary.temporaryDirectory()
        defer { for d in [whole, sliced] { try? FileManager.default.removeItem(at: d) } }
        #expect(try AnimSimBinary.run(["render", Self.scene, "--out", whole.path, "--frames", "40-59"]).status == 0)
        #expect(try AnimSimBinary.run(["render", Self.scene, "--out", sliced.path, "--frames", "50-59"]).status == 0)
        #expect(try AnimSimBinary.run(["render", Self.scene, "--out", sliced.path, "--frames", "40-49"]).status == 0)
        let names = try AnimSimBinary.pngFiles(whole)
        let slicedNames = try AnimSimBinary.pngFiles(sliced)
        #expect(names.count == 20 && names == slicedNames)
        for name in names {
            let a = try Data(contentsOf: whole.appendingPathComponent(name))
            let b = try Data(contentsOf: sliced.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between the whole export and the slices")
        }
    }

    @Test(arguments: ["mp4", "gif", "webm"])
    func videoHasEveryFrame(format: String) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("wheel.\(format)")
        let run = try AnimSimBinary.run(["render", Self.scene, "--out", file.path, "--fps", "20", "--size", "480x300"])
        #expect(run.status == 0, "\(run.err)")
        // wheel-90 lasts 3 s: at 20 fps that is frames 0…60.
        #expect(try AnimSimBinary.videoFrameCount(file) == 61)
    }

    @Test func contactSheetIsOneGridImage() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let sheet = out.appendingPathComponent("sheet.png")
        let run = try AnimSimBinary.run(["render", Self.scene, "--out", out.appendingPathComponent("frames").path,
                                         "--frames", "0-0", "--contact-sheet", sheet.path])
        #expect(run.status == 0, "\(run.err)")
        let image = try PNGDecoder().decode(contentsOf: sheet)
        #expect(image.width > 0 && image.height > 0)
    }

    @Test func noArgumentsRendersTheDefaultSceneToFrames() throws {
        let cwd = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: cwd) }
        let run = try AnimSimBinary.run(["render", "--frames", "0-2"], in: cwd)
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.pngFiles(cwd.appendingPathComponent("frames")).count == 3)
    }

    @Test func unwritableDirectoryIsAClearError() throws {
        let run = try AnimSimBinary.run(["render", Self.scene, "--out", "/proc/animsim-frames", "--frames", "0-0"])
        #expect(run.status == 1)
        #expect(run.err.contains("/proc/animsim-frames"), "\(run.err)")
    }

    @Test func badSceneWritesNothing() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("bad.yaml")
        try "animsim: 1\nfps: -3\nview:\n  rect: {}\n".write(to: scene, atomically: true, encoding: .utf8)
        let frames = out.appendingPathComponent("frames")
        let run = try AnimSimBinary.run(["render", scene.path, "--out", frames.path])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(scene.path):2:6: "), "\(run.err)")
        #expect(!FileManager.default.fileExists(atPath: frames.path))
    }

    @Test func badArgumentsAreRejectedBeforeAnyWork() throws {
        let run = try AnimSimBinary.run(["render", "--size", "12by7"])
        #expect(run.status != 0)
        #expect(run.err.contains("--size takes WxH"))
    }
}

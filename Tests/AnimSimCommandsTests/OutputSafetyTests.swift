import Foundation
import Testing

/// What `render` may and may not write over: another render's frames, files AnimSim did
/// not write, its own inputs; and what an interrupted video leaves.
@Suite struct OutputSafetyTests {
    static let scene = "scenes/wheel-90.yaml"


    @Test func folderOfAnotherRenderIsRefusedUnlessOverwrite() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let first = try AnimSimBinary.run(["render", Self.scene, "-o", out.path, "-s", "160x90", "--frames", "0-19"])
        #expect(first.status == 0, "\(first.err)")
        // Same render again (another slice): allowed.
        #expect(try AnimSimBinary.run(["render", Self.scene, "-o", out.path, "-s", "160x90", "--frames", "20-24"]).status == 0)
        // Another render (another size, fewer frames): refused, nothing touched.
        let stale = try AnimSimBinary.run(["render", Self.scene, "-o", out.path, "-s", "320x180", "-r", "5"])
        #expect(stale.status == 1)
        #expect(stale.err.contains("already holds 25 frame(s) of another render"), "\(stale.err)")
        #expect(stale.err.contains("160×90") && stale.err.contains("--overwrite"), "\(stale.err)")
        #expect(try AnimSimBinary.pngFiles(out).count == 25)
        // --overwrite replaces them: only the new render's 16 frames remain.
        let replaced = try AnimSimBinary.run(["render", Self.scene, "-o", out.path, "-s", "320x180", "-r", "5", "--overwrite"])
        #expect(replaced.status == 0, "\(replaced.err)")
        #expect(try AnimSimBinary.pngFiles(out).count == 16)
    }

    @Test func foreignFramesAreRefusedAndResumeChecksTheRender() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        try Data("not ours".utf8).write(to: out.appendingPathComponent("frame_00000.png"))
        let foreign = try AnimSimBinary.run(["render", Self.scene, "-o", out.path, "--frames", "0-1"])
        #expect(foreign.status == 1 && foreign.err.contains("not made by this AnimSim"), "\(foreign.err)")
        #expect(try Data(contentsOf: out.appendingPathComponent("frame_00000.png")) == Data("not ours".utf8))
        let resume = try AnimSimBinary.run(["render", Self.scene, "-o", out.path, "--resume"])
        #expect(resume.status == 1 && resume.err.contains("--resume: the frames in"), "\(resume.err)")

        let own = out.appendingPathComponent("own")
        #expect(try AnimSimBinary.run(["render", Self.scene, "-o", own.path, "-s", "160x90", "--frames", "0-4"]).status == 0)
        let completed = try AnimSimBinary.run(["render", Self.scene, "-o", own.path, "-s", "160x90", "--resume"])
        #expect(completed.status == 0, "\(completed.err)")
        #expect(try AnimSimBinary.pngFiles(own).count == 181)
        let other = try AnimSimBinary.run(["render", Self.scene, "-o", own.path, "-s", "320x180", "--resume"])
        #expect(other.status == 1 && other.err.contains("belong to another render"), "\(other.err)")
    }

    @Test func fileAnimSimDidNotWriteIsNeverReplaced() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for name in ["still.png", "video.mp4"] {
            let file = out.appendingPathComponent(name)
            try Data("precious".utf8).write(to: file)
            let args = name.hasSuffix(".png") ? ["--still", "1"] : ["--frames", "0-2", "-s", "160x90"]
            let run = try AnimSimBinary.run(["render", Self.scene, "-o", file.path] + args)
            #expect(run.status == 1 && run.err.contains("was not written by AnimSim"), "\(run.err)")
            #expect(try Data(contentsOf: file) == Data("precious".utf8))
            // Its own output it replaces freely.
            #expect(try AnimSimBinary.run(["render", Self.scene, "-o", file.path, "--overwrite"] + args).status == 0)
            #expect(try AnimSimBinary.run(["render", Self.scene, "-o", file.path] + args).status == 0)
        }
    }

    @Test func anInputIsNeverAnOutput() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        // Oddly named or reached through a link, so that only the rule against writing
        // inputs stops the render: files are compared by inode, not by name.
        let scene = out.appendingPathComponent("s.png"), included = out.appendingPathComponent("colour.yaml")
        try "animsim: 1\ncanvas: { width: 100, height: 100 }\nview:\n  rect: {}\n  fill: { include: colour.yaml }\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        try "red\n".write(to: included, atomically: true, encoding: .utf8)
        let link = out.appendingPathComponent("colour.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: included)
        for target in [scene, link] {
            let original = try Data(contentsOf: target)
            let run = try AnimSimBinary.run(["render", scene.path, "--still", "0", "-o", target.path, "--overwrite"])
            #expect(run.status == 1 && run.err.contains("it is one of this command's inputs"), "\(run.err)")
            #expect(try Data(contentsOf: target) == original)
        }
    }

    /// The two cases: a GIF and a contact sheet named like the scene. Both are
    /// refused before anything is written, with --overwrite too.
    @Test(arguments: [["--out", "SCENE", "--format", "gif"], ["--out", "SCENE", "--format", "gif", "--overwrite"],
                      ["--contact-sheet", "SCENE", "-o", "OUT/frames"], ["--contact-sheet", "SCENE", "-o", "OUT/frames", "--overwrite"]])
    func theSceneIsNeverAVideoOrAContactSheet(_ options: [String]) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("s.yaml")
        try "animsim: 1\ncanvas: { width: 100, height: 100 }\nview:\n  rect: {}\n  fill: red\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let original = try Data(contentsOf: scene)
        let arguments = options.map { $0.replacingOccurrences(of: "SCENE", with: scene.path).replacingOccurrences(of: "OUT", with: out.path) }
        let run = try AnimSimBinary.run(["render", scene.path] + arguments)
        #expect(run.status == 1 && run.err.contains("refusing to write \(scene.path): it is one of this command's inputs"), "\(run.err)")
        #expect(try Data(contentsOf: scene) == original)
        #expect(((try? AnimSimBinary.pngFiles(out.appendingPathComponent("frames"))) ?? []).isEmpty, "frames were written before the refusal")
    }

    /// SIGINT in the middle of an MP4: the message tells the truth and the frames sent so far
    /// are kept in a playable NAME.partial.mp4. The signal comes while the run is held after
    /// its 30th frame; the grace before the hard stop is lengthened, so finishing the partial
    /// file never races a loaded machine's clock (the hard stop has tests of its own).
    @Test func interruptedVideoKeepsAPlayablePartialFile() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("long.mp4")
        let run = try SignalledRun(["render", Self.scene, "-o", file.path, "-qh", "-r", "240"],
                                   environment: ["ANIMSIM_TEST_GRACE": "\(BoundedRun.backstop)"], holdAt: 30)
        try #require(run.awaitHold() != nil, "never wrote 30 frames: \(run.err)")
        let (outcome, _) = run.stop(with: SIGINT, limit: BoundedRun.backstop)
        let text = run.err
        #expect(outcome == .exited(130), "\(outcome): \(text)")
        #expect(!text.contains("--resume completes it"), "\(text)")
        #expect(text.contains("A video cannot be resumed"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let partial = out.appendingPathComponent("long.partial.mp4")
        let kept = try #require(try AnimSimBinary.videoFrameCount(partial))
        #expect(kept >= 30 && kept < 721 && text.contains("the first \(kept) frame(s) are kept"), "\(text)")
        // Run again to the end: the whole video replaces the partial one.
        let whole = try AnimSimBinary.run(["render", Self.scene, "-o", file.path, "-s", "160x90", "-r", "240"])
        #expect(whole.status == 0, "\(whole.err)")
        #expect(try AnimSimBinary.videoFrameCount(file) == 721)
        #expect(!FileManager.default.fileExists(atPath: partial.path))
    }
}

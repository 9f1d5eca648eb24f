import AnimSimCairo
import Foundation
import Testing

/// Stills, formats by extension, presets, alpha and GIF timing, through the binary and
/// checked in a real decoder (ffprobe, ffmpeg).
@Suite struct ExportFormatTests {
    static let scene = "scenes/wheel-90.yaml"

    @Test(arguments: [(["--still", "1.5"], 660, 484), (["--still-frame", "30", "-s", "1280x720"], 1280, 720),
                      (["--still", "0.25", "-qh"], 1920, 1080)])
    func stillIsExactlyTheFileAsked(options: [String], width: Int, height: Int) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("nested/frame.png")
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", file.path] + options)
        #expect(run.status == 0, "\(run.err)")
        let image = try PNGDecoder().decode(contentsOf: file)
        #expect(image.width == width && image.height == height)
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["frame.png"])
    }

    @Test func unknownExtensionIsRefusedWithTheKnownFormats() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", out.appendingPathComponent("x.mkv").path])
        #expect(run.status == 1)
        for known in [".mp4", ".webm", ".gif", ".mov", "PNG sequence", "--still"] { #expect(run.err.contains(known), "\(run.err)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    @Test(arguments: [("-ql", "854", "480", "15/1"), ("-qm", "1280", "720", "30/1"), ("-qh", "1920", "1080", "60/1")])
    func presetsSetSizeAndRate(flag: String, width: String, height: String, rate: String) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("p.mp4")
        let run = try AnimSimBinary.run(["render", Self.scene, flag, "-o", file.path, "--frames", "0-5"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.probe(file, "stream=width") == width)
        #expect(try AnimSimBinary.probe(file, "stream=height") == height)
        #expect(try AnimSimBinary.probe(file, "stream=r_frame_rate") == rate)
        #expect(try AnimSimBinary.probe(file, "stream=pix_fmt") == "yuv420p")
    }

    /// yuv420p needs even sizes: an odd one is padded by a pixel, and MP4s start playing
    /// before they are fully downloaded (the moov atom comes first).
    @Test func defaultsPlayEverywhere() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("odd.mp4")
        let run = try AnimSimBinary.run(["render", Self.scene, "-s", "321x181", "-o", file.path, "--frames", "0-3"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.probe(file, "stream=width") == "322")
        #expect(try AnimSimBinary.probe(file, "stream=height") == "182")
        #expect(try AnimSimBinary.probe(file, "stream=pix_fmt") == "yuv420p")
        let bytes = try Data(contentsOf: file)
        let moov = try #require(bytes.range(of: Data("moov".utf8))), mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound, "faststart puts moov before mdat")
    }

    @Test func h265IsTaggedForEveryPlayer() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("h.mp4")
        let run = try AnimSimBinary.run(["render", Self.scene, "--codec", "h265", "--crf", "26", "-s", "320x180", "-o", file.path,
                                         "--frames", "0-3"])
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.probe(file, "stream=codec_name,codec_tag_string") == "hevc\nhvc1")
        #expect(try AnimSimBinary.videoFrameCount(file) == 4)
    }

    @Test func transparentPNGHasAlpha() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("t.png")
        let run = try AnimSimBinary.run(["render", Self.scene, "--still", "1", "--transparent", "-o", file.path])
        #expect(run.status == 0, "\(run.err)")
        #expect(try AnimSimBinary.pngColourType(file) == 6)
        let image = try PNGDecoder().decode(contentsOf: file)
        #expect(image[2, image.height / 2].alpha == 0, "the backgrounds are left out")
        let opaque = out.appendingPathComponent("o.png")
        #expect(try AnimSimBinary.run(["render", Self.scene, "--still", "1", "-o", opaque.path]).status == 0)
        #expect(try AnimSimBinary.pngColourType(opaque) == 2)
    }

    @Test(arguments: [("t.webm", "yuva420p"), ("t.mov", "yuva444p")])
    func transparentVideoHasAlpha(name: String, format: String) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent(name)
        let run = try AnimSimBinary.run(["render", Self.scene, "--transparent", "-s", "320x180", "-o", file.path, "--frames", "0-5"])
        #expect(run.status == 0, "\(run.err)")
        if name.hasSuffix(".webm") {
            // ffprobe's built-in VP9 decoder ignores alpha; libvpx decodes it.
            #expect(try AnimSimBinary.probe(file, "stream_tags=alpha_mode") == "1")
            let decoded = try AnimSimBinary.tool("/usr/bin/ffmpeg", ["-hide_banner", "-c:v", "libvpx-vp9", "-i", file.path,
                                                                     "-frames:v", "1", "-f", "null", "-"])
            #expect(decoded.contains(format), "\(decoded)")
        } else {
            #expect(try AnimSimBinary.probe(file, "stream=pix_fmt").hasPrefix(format))
            #expect(try AnimSimBinary.probe(file, "stream=profile") == "4444")
        }
    }

    @Test func transparentIsRefusedWhereThereIsNoAlpha() throws {
        let run = try AnimSimBinary.run(["render", Self.scene, "--transparent", "-o", "/tmp/never.mp4"])
        #expect(run.status == 1)
        #expect(run.err.contains("--transparent needs a format with alpha"), "\(run.err)")
    }

    /// wheel-90 lasts 3 s. 60 fps cannot be a GIF (2 cs is the shortest honest delay): 50 fps,
    /// 151 frames of 2 cs, said out loud; 25 fps is exact, 76 frames of 4 cs.
    @Test(arguments: [("60", 151, "2", true), ("25", 76, "4", false)])
    func gifTimingIsExactOrSaid(fps: String, frames: Int, delay: String, noted: Bool) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("w.gif")
        let run = try AnimSimBinary.run(["render", Self.scene, "-r", fps, "-s", "240x135", "-o", file.path])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("rendering at 50 fps (2 cs a frame)") == noted, "\(run.err)")
        #expect(try AnimSimBinary.videoFrameCount(file) == frames)
        let delays = try AnimSimBinary.tool("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "packet=duration",
                                                                 "-of", "csv=p=0", file.path]).split(separator: "\n")
        #expect(delays.count == frames && Set(delays) == [Substring(delay)], "\(Set(delays))")
    }

    /// `--open` hands the finished file to xdg-open (a stand-in here that records its argument).
    @Test func openShowsTheResultWithTheDesktopViewer() throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let opener = out.appendingPathComponent("xdg-open"), opened = out.appendingPathComponent("opened.txt")
        // Written whole (a rename), so the file's appearance is the event: the viewer runs on
        // after animsim exits, and a wait for it is only a backstop against a hang.
        try "#!/bin/sh\necho \"$1\" > \(opened.path).tmp && mv \(opened.path).tmp \(opened.path)\n"
            .write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        let file = out.appendingPathComponent("f.png")
        let run = try AnimSimBinary.run(["render", Self.scene, "--still", "1", "-o", file.path, "--open"],
                                        environment: ["PATH": out.path + ":/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.err)")
        let end = Date().addingTimeInterval(BoundedRun.backstop)
        while !FileManager.default.fileExists(atPath: opened.path), Date() < end { usleep(20_000) }
        #expect((try? String(contentsOf: opened, encoding: .utf8)) == file.path + "\n")
    }
}

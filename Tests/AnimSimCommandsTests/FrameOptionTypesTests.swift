import Foundation
import Testing
import AnimSimCore
import AnimSimExport
import AnimSimMotion
import AnimSimScene
@testable import AnimSimCommands

/// `render`'s and `play`'s frame options are parsed once, by ArgumentParser, into their
/// types; a bad value is printed by `FailureReport` exactly as `validate()` printed it when
/// these options were text: the rule, the usage, exit 64.
@Suite struct FrameOptionTypesTests {
    /// What the process prints for `arguments` and the status it exits with; nil when they parse.
    static func failure(_ arguments: [String]) -> (text: String, status: Int32)? {
        do {
            _ = try AnimSimCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return FailureReport.text(for: error)
        }
    }

    static func usage(_ command: String) -> String {
        "Usage: \(AnimSimCommands.commandName) \(command) [<options>] [<scene>]\n"
            + "  See '\(AnimSimCommands.commandName) \(command) --help' for more information."
    }

    @Test(arguments: [
        (["--size", "12by7"], "--size takes WxH with whole numbers 16…16384, e.g. 1280x720, not '12by7'"),
        (["-s", "15x720"], "--size takes WxH with whole numbers 16…16384, e.g. 1280x720, not '15x720'"),
        (["--size=16384x16385"], "--size takes WxH with whole numbers 16…16384, e.g. 1280x720, not '16384x16385'"),
        (["--size", "1280xx720"], "--size takes WxH with whole numbers 16…16384, e.g. 1280x720, not '1280xx720'"),
    ])
    func oneSizeRuleForRenderAndPlay(option: [String], message: String) throws {
        for command in ["render", "play"] {
            let failure = try #require(Self.failure([command] + option), "\(command) parsed \(option)")
            #expect(failure.text == "Error: \(message)\n" + Self.usage(command))
            #expect(failure.status == 64)
        }
    }

    @Test(arguments: [(["--size", "16x16"], 16, 16), (["-s", "320X180"], 320, 180), (["--size", "16384x16384"], 16384, 16384)])
    func sizesWithinTheBoundsParse(option: [String], width: Int, height: Int) throws {
        let render = try #require(try AnimSimCommand.parseAsRoot(["render"] + option) as? RenderCommand)
        let play = try #require(try AnimSimCommand.parseAsRoot(["play"] + option) as? PlayCommand)
        #expect(render.size == play.size && render.size?.size == CGSize(width: width, height: height))
    }

    @Test(arguments: [
        (["--format", "xyz"], "--format must be png, mp4, webm, gif, mov, lottie or svg, not 'xyz'"),
        (["--codec", "xyz"], "--codec must be one of h264, h265, vp9, prores, gif, not 'xyz'"),
        (["-qz"], "-q takes l, m, h, p or k (\(QualityPreset.help)), not 'z'"),
        (["--shard", "4/3"], "--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/3, not '4/3'"),
        (["--shard", "1/100001"], "--shard takes K/N with 1 ≤ K ≤ N, e.g. 2/3, not '1/100001'"),
        (["--sheet-grid", "65x1"], "--sheet-grid takes CxR, e.g. 4x3, not '65x1'"),
        (["--sheet-grid", "4-3"], "--sheet-grid takes CxR, e.g. 4x3, not '4-3'"),
    ])
    func badRenderValuesGetTheirRule(option: [String], message: String) throws {
        let failure = try #require(Self.failure(["render"] + option))
        #expect(failure.text == "Error: \(message)\n" + Self.usage("render"))
        #expect(failure.status == 64)
    }

    @Test func playScreenshotsAreParsedOnce() throws {
        let failure = try #require(Self.failure(["play", "--screenshot-at", "bad"]))
        #expect(failure.text == "Error: --screenshot-at expects TIME:FILE (seconds, then a PNG path), e.g. 1.5:frame.png; got 'bad'\n"
            + Self.usage("play"))
        let play = try #require(try AnimSimCommand.parseAsRoot(["play", "--screenshot-at", "1.5:a.png"]) as? PlayCommand)
        #expect(play.screenshotAt.map(\.path) == ["a.png"])
    }

    /// The values reach the job as the types ArgumentParser made, nothing parsed again.
    @Test func theJobTakesTheParsedValues() throws {
        let render = try #require(try AnimSimCommand.parseAsRoot(
            ["render", "-o", "v.mp4", "--codec", "h265", "-qh", "--frames", "5-", "--contact-sheet", "c.png", "--sheet-grid", "3x2"]) as? RenderCommand)
        let job = try render.makeJob(SceneArguments.load(nil))
        #expect(job.frames == FrameRange("5-") && job.size == CGSize(width: 1920, height: 1080) && job.scene.fps == 60)
        guard case .video(_, let settings) = job.output else { Issue.record("not a video: \(job.output)"); return }
        #expect(settings.codec == .h265)
        #expect(job.contactSheet?.columns == 3 && job.contactSheet?.rows == 2 && job.contactSheet?.file.lastPathComponent == "c.png")
        let keyframes = try #require(try AnimSimCommand.parseAsRoot(["render", "--format", "svg"]) as? RenderCommand)
        #expect(keyframes.format == .keyframes(.svg) && MotionExportOutput.format(keyframes.format, out: nil) == .svg)
    }

    /// A command's own failure is printed as it is worded, with its status; nothing is added.
    @Test(arguments: [(CommandFailure("render", "no such file"), "animsim render: no such file", Int32(1)),
                      (CommandFailure.status(130), "", Int32(130))])
    func commandFailuresArePrintedAsWorded(failure: CommandFailure, text: String, status: Int32) {
        #expect(FailureReport.text(for: failure) == (text, status))
    }
}

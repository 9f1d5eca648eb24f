import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Article 000's failing layouts as a user meets them: `check` and `render` exit 1 naming
/// the layout, nothing crashes, and `render` leaves one picture of the error, no frames.
@Suite struct FailingScenesTests {
    @Test(arguments: [("scenes/failing/crash-layout.yaml", "CrashLayout", "sizeThatFits returned inf×inf for proposal 0×"),
                      ("scenes/failing/layout-loop.yaml", "LoopingWheelLayout", "still change after 8 passes")])
    func renderDrawsTheErrorAndFails(scene: String, layout: String, message: String) throws {
        let check = try AnimSimBinary.run(["check", scene])
        #expect(check.status == 1)
        #expect(check.err.contains("layout error: \(layout)"), "\(check.err)")
        #expect(check.err.contains(message))

        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("frames")
        let render = try AnimSimBinary.run(["render", scene, "--out", out.path])
        #expect(render.status == 1, "\(render.err)")
        #expect(render.err.contains("\(scene):"))
        #expect(render.err.contains("layout error: \(layout)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["animsim-error.png"])

        // Both panes' size (two strategies), the scene's background at the top, the error
        // panel's red border further down.
        let image = try PNGDecoder().decode(contentsOf: out.appendingPathComponent("animsim-error.png"))
        #expect(image.width == 660)
        #expect(image[5, 5].distance(to: PixelBuffer.Pixel(red: 0x15, green: 0x16, blue: 0x1C)) <= 3)
        let reddish = (0..<image.height).contains { y in
            let pixel = image[9, y]
            return pixel.red > 200 && pixel.green < 110 && pixel.blue < 110
        }
        #expect(reddish, "the error panel's border")
    }

    /// A video export of a failing scene: the error picture goes beside the video's name,
    /// and no video is written.
    @Test func videoOutputPutsTheErrorBesideIt() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("crash.mp4")
        let render = try AnimSimBinary.run(["render", "scenes/failing/crash-layout.yaml", "--out", video.path])
        #expect(render.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["crash.error.png"])
    }
}

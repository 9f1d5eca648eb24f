import Foundation
import Testing

/// A conic (angular) gradient in the Lottie export (`render --format lottie` of
/// Scenes/MotionEffects/MotionEffects.swift, `PaintedShapes`: a 110-pt square centred at
/// (275, 200) whose `AngularGradient` turns red, yellow, blue into blue, green, red linearly
/// over 1 s). Lottie has no conic gradient; the square is 180 wedges keyed in colour
/// (LottieConicWedges), which rlottie must draw as AnimSim's own PNG draws the gradient.
@Suite(.serialized) struct MotionExportConicTests {
    typealias E = MotionExportEffectsTests

    /// At the start, half-way and the end, rlottie's frame is AnimSim's PNG of it by the
    /// players' rule (MotionExportShapeTests.expectSamePixels: 99 % of pixels within 8 of 255
    /// levels, none beyond away from AnimSim's edges), the 6 px about the conic's centre left
    /// out of "away from edges": there a pixel spans many 2° wedges, whose antialiased edges
    /// pile up (measured: 15 levels at most, 2 px from the centre; beyond 6 px none over 8).
    /// The flat colour of before (the gradient's middle) is the whole square off: 93 % within.
    /// The export names no angular gradient among what it leaves out.
    @Test(arguments: [0, 30, 60]) func rlottieDrawsTheConicGradientAsAnimSim(frame: Int) throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try E.export("PaintedShapes", "json", in: directory)
        #expect(!run.err.contains("angular"), "\(run.err)")
        let json = directory.appendingPathComponent("out.json")
        let layer = try #require(try E.layers(json).first { ($0["nm"] as? String)?.contains("conic") == true })
        let wedges = E.shapeItems(layer["shapes"] as? [[String: Any]] ?? []).filter { ($0["nm"] as? String)?.hasPrefix("wedge") == true }
        #expect(wedges.count == 180)
        let checked = try PythonHelper.run("lottie_check.py", [json.path, "--frames", String(frame), "--png", directory.path])
        #expect((checked["schemaErrors"] as? [String])?.isEmpty == true, "\(checked["schemaErrors"] ?? "")")
        let png = directory.appendingPathComponent("animsim.png")
        let render = try AnimSimBinary.run(["render", "MotionEffects.swift", "--view", "PaintedShapes", "--strategy", "animatable", "--overlays", "none",
                                            "--still-frame", String(frame), "-o", png.path], in: E.folder, environment: ["XDG_CACHE_HOME": try E.cache.get().path])
        try #require(render.status == 0, "\(render.err)")
        let drawn = directory.appendingPathComponent(String(format: "lottie-%05d.png", frame))
        let result = try PythonHelper.run("svg_pixels.py", [drawn.path, png.path, "--exclude", "275,200,6"])
        MotionExportShapeTests.expectSamePixels(result, "conic Lottie at frame \(frame)")
    }
}

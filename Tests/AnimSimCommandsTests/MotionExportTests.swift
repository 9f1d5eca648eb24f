import Foundation
import Testing

/// `render --format lottie|svg` as users meet it: the files played by real players. The
/// Lottie is validated against the specification's schema and rendered by rlottie; the SVG
/// is loaded in headless Chromium. At five instants each view's drawn centre must be within
/// tolerance + 1 px of `animsim trace`'s centre (1 px for rasterisation and the players'
/// own arc-length tables).
@Suite(.serialized) struct MotionExportTests {
    static let scenes = ["scenes/wheel-90.yaml", "scenes/interpolated.yaml"]
    static let tolerance = 0.5

    /// Five frames spread over the scene, none on the exact ends.
    static func frames(_ frameCount: Int) -> [Int] {
        [0.1, 0.3, 0.5, 0.7, 0.9].map { Int((Double(frameCount - 1) * $0).rounded()) }
    }

    func export(_ scene: String, format: String, extension ext: String, tolerance: Double = tolerance) throws -> (URL, AnimSimBinary.Run) {
        let directory = try AnimSimBinary.temporaryDirectory()
        let run = try AnimSimBinary.run(["render", scene, "-o", directory.appendingPathComponent("out.\(ext)").path,
                                         "--format", format, "--tolerance", String(tolerance)])
        #expect(run.status == 0, "\(run.err)")
        return (directory, run)
    }

    /// Each strategy's measured centres against the trace's, at the frames measured.
    /// `shapes`: how many views the file draws a shape for, as the checker counted them.
    func expectCentres(_ measured: [String: [String: [Double]]], shapes: Int, trace: MotionTrace, strategy: String,
                       frameOf: (String) -> Int, scene: String) {
        #expect(measured.count == 5)
        for (key, views) in measured {
            let frame = frameOf(key)
            #expect(shapes > 0 && views.count == shapes, "\(scene) \(strategy) frame \(frame): \(views.count) of \(shapes) views measured")
            for (id, centre) in views {
                guard let expected = trace.centres[frame]?[strategy]?[id] else {
                    Issue.record("\(id) is not in the trace of \(scene)")
                    continue
                }
                let distance = hypot(centre[0] - expected.x, centre[1] - expected.y)
                #expect(distance <= Self.tolerance + 1,
                        "\(scene) \(strategy) frame \(frame) \(id): drawn at \(centre), trace \(expected) (\(distance) px)")
                if centre.count > 2 {
                    // The same bound on the corners: the angle that moves one by tolerance + 1 px.
                    var turn = (centre[2] - expected.rotation).truncatingRemainder(dividingBy: 360)
                    if turn > 180 { turn -= 360 } else if turn < -180 { turn += 360 }
                    let bound = (Self.tolerance + 1) / expected.reach * 180 / .pi
                    #expect(abs(turn) <= bound, "\(scene) \(strategy) frame \(frame) \(id): turned \(centre[2])°, trace \(expected.rotation)°")
                }
            }
        }
    }

    /// The rotation rlottie drew, seen in the size of the box the shape covers: a rounded
    /// rectangle w × h with corner radius r turned by θ spans (w − 2r)|cos θ| + (h − 2r)|sin θ| + 2r.
    func expectExtents(_ measured: [String: [String: [Double]]], radii: [String: Any], trace: MotionTrace, strategy: String, scene: String) {
        for (key, views) in measured {
            let frame = Int(key)!
            for (id, extent) in views {
                guard let expected = trace.centres[frame]?[strategy]?[id], let r = radii[id] as? Double else { continue }
                let theta = expected.rotation * .pi / 180
                let (c, s) = (abs(cos(theta)), abs(sin(theta)))
                let width = (expected.width - 2 * r) * c + (expected.height - 2 * r) * s + 2 * r
                let height = (expected.width - 2 * r) * s + (expected.height - 2 * r) * c + 2 * r
                #expect(abs(extent[0] - width) <= Self.tolerance + 1.5 && abs(extent[1] - height) <= Self.tolerance + 1.5,
                        "\(scene) \(strategy) frame \(frame) \(id): covers \(extent), a \(expected.rotation)° turn covers [\(width), \(height)]")
            }
        }
    }

    @Test(arguments: scenes)
    func lottieRenderedByRlottieFollowsTheTrace(scene: String) throws {
        let (directory, run) = try export(scene, format: "lottie", extension: "json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: scene)
        let frames = Self.frames(trace.frameCount)
        for strategy in ["position", "animatable"] {
            #expect(run.out.contains(strategy + ": "))
            let file = directory.appendingPathComponent("out.\(strategy).json")
            let result = try PythonHelper.run("lottie_check.py", [file.path, "--frames", frames.map(String.init).joined(separator: ",")])
            let errors = try #require(result["schemaErrors"] as? [String])
            #expect(errors.isEmpty, "\(scene) \(strategy) does not validate: \(errors.prefix(5))")
            let centres = try #require(result["centres"] as? [String: [String: [Double]]])
            let shapes = try #require(result["shapes"] as? Int)
            expectCentres(centres, shapes: shapes, trace: trace, strategy: strategy, frameOf: { Int($0)! }, scene: scene)
            let extents = try #require(result["extents"] as? [String: [String: [Double]]])
            let radii = try #require(result["radii"] as? [String: Any])
            expectExtents(extents, radii: radii, trace: trace, strategy: strategy, scene: scene)
        }
    }

    @Test(arguments: scenes)
    func svgInChromiumFollowsTheTrace(scene: String) throws {
        let (directory, _) = try export(scene, format: "svg", extension: "svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: scene)
        let frames = Self.frames(trace.frameCount)
        let times = frames.map { String(Double($0) / trace.fps) }
        for strategy in ["position", "animatable"] {
            let file = directory.appendingPathComponent("out.\(strategy).svg")
            let result = try PythonHelper.run("svg_check.py", [file.path, "--times", times.joined(separator: ",")])
            let centres = try #require(result["centres"] as? [String: [String: [Double]]])
            let shapes = try #require(result["shapes"] as? Int)
            expectCentres(centres, shapes: shapes, trace: trace, strategy: strategy,
                          frameOf: { Int((Double($0)! * trace.fps).rounded()) }, scene: scene)
        }
    }

    /// The schema check can fail: a document without its size is refused.
    @Test func schemaRefusesABrokenDocument() throws {
        let (directory, _) = try export("scenes/wheel-90.yaml", format: "lottie", extension: "json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("out.animatable.json")
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        document.removeValue(forKey: "w")
        document["fr"] = -1
        try JSONSerialization.data(withJSONObject: document).write(to: file)
        let result = try PythonHelper.run("lottie_check.py", [file.path])
        let errors = try #require(result["schemaErrors"] as? [String])
        #expect(errors.count >= 2, "\(errors)")
    }
}

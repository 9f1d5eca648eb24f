import Foundation
import Testing

/// Views that come and go, exported as users meet them: the Lottie rendered by rlottie and
/// the SVG in headless Chromium, at the middle of every insertion and removal and on the
/// frames around them. At each instant the views drawn are exactly those the trace lists,
/// each where the trace has it (tolerance + 1 px), as large as its transition's scale makes
/// it (tolerance + 1.5 px, the half-covered pixels) and as opaque as its transition's
/// opacity (0.5 % fit tolerance + 1 % for 8-bit coverage).
@Suite(.serialized) struct MotionExportLifetimeTests {
    /// Opacity and scale (waterfall), opacity alone with moves (wheel), and a move in and a
    /// scale out (asymmetric).
    static let scenes = ["scenes/waterfall-dynamic.yaml", "scenes/wheel-gains-views.yaml",
                         "Tests/AnimSimCommandsTests/Scenes/transitions-asymmetric.yaml"]
    static let tolerance = 0.5

    /// For each run of frames where some view is inserting or removing: the frame before it,
    /// its first, middle and last frames, and the frame after.
    static func frames(_ trace: MotionTrace) -> [Int] {
        let running = (0..<trace.frameCount).filter { frame in
            trace.centres[frame]?.values.contains { $0.values.contains { $0.phase != nil } } ?? false
        }
        var frames: Set<Int> = []
        var start = 0
        while start < running.count {
            var end = start
            while end + 1 < running.count, running[end + 1] == running[end] + 1 { end += 1 }
            let (a, b) = (running[start], running[end])
            frames.formUnion([a - 1, a, (a + b) / 2, b, b + 1].filter { $0 >= 0 && $0 < trace.frameCount })
            start = end + 1
        }
        return frames.sorted()
    }

    func export(_ scene: String, format: String, extension ext: String) throws -> URL {
        let directory = try AnimSimBinary.temporaryDirectory()
        let run = try AnimSimBinary.run(["render", scene, "-o", directory.appendingPathComponent("out.\(ext)").path,
                                         "--format", format, "--tolerance", String(Self.tolerance)])
        #expect(run.status == 0, "\(run.err)")
        return directory
    }

    /// `measured`: frame → view → [x, y, width, height, opacity] as the player drew it;
    /// `shapes`: the views the file draws a shape for at some time. `pixels`: the player is
    /// measured by its pixels, which miss a view scaled under a point (a `scale`
    /// transition's ends, 1e-5).
    func expect(_ measured: [Int: [String: [Double]]], shapes: Set<String>, trace: MotionTrace, strategy: String,
                scene: String, pixels: Bool = false) {
        for (frame, views) in measured {
            let expected = trace.centres[frame]?[strategy] ?? [:]
            let tiny = Set(expected.filter { pixels && min($0.value.width, $0.value.height) * $0.value.scale < 1 }.keys)
            let drawn = Set(views.keys).subtracting(tiny), listed = shapes.intersection(expected.keys).subtracting(tiny)
            #expect(drawn == listed, "\(scene) \(strategy) frame \(frame): drawn \(drawn.sorted()), trace \(listed.sorted())")
            #expect(Set(views.keys).isSubset(of: expected.keys), "\(scene) \(strategy) frame \(frame): \(views.keys.sorted())")
            for (id, m) in views {
                guard let e = expected[id], !tiny.contains(id) else { continue }
                let place = "\(scene) \(strategy) frame \(frame) \(id) (\(e.phase ?? "no phase"))"
                #expect(hypot(m[0] - e.x, m[1] - e.y) <= Self.tolerance + 1, "\(place): at \(m), trace [\(e.x), \(e.y)]")
                #expect(abs(m[2] - e.width * e.scale) <= Self.tolerance + 1.5 && abs(m[3] - e.height * e.scale) <= Self.tolerance + 1.5,
                        "\(place): \(m[2]) × \(m[3]), trace \(e.width) × \(e.height) at scale \(e.scale)")
                #expect(abs(m[4] - e.opacity) <= 0.015, "\(place): opacity \(m[4]), trace \(e.opacity)")
            }
        }
    }

    @Test(arguments: scenes)
    func lottieInRlottieDrawsEachViewOverItsLife(scene: String) throws {
        let directory = try export(scene, format: "lottie", extension: "json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: scene)
        let frames = Self.frames(trace)
        #expect(frames.count >= 5, "\(scene): no transition runs")
        for strategy in ["position", "animatable"] {
            let file = directory.appendingPathComponent("out.\(strategy).json")
            let result = try PythonHelper.run("lottie_check.py", [file.path, "--opacity", "--frames", frames.map(String.init).joined(separator: ",")])
            #expect((result["schemaErrors"] as? [String])?.isEmpty == true, "\(scene) \(strategy): \(result["schemaErrors"] ?? "")")
            let centres = try #require(result["centres"] as? [String: [String: [Double]]])
            let extents = try #require(result["extents"] as? [String: [String: [Double]]])
            let opacities = try #require(result["opacities"] as? [String: [String: Double]])
            var measured: [Int: [String: [Double]]] = [:]
            for (key, views) in centres {
                for (id, c) in views {
                    let e = extents[key]?[id] ?? [0, 0]
                    measured[Int(key)!, default: [:]][id] = c + e + [opacities[key]?[id] ?? 0]
                }
            }
            #expect(measured.count == frames.count)
            let shapes = try #require(result["radii"] as? [String: Any]).keys
            expect(measured, shapes: Set(shapes), trace: trace, strategy: strategy, scene: scene, pixels: true)
        }
    }

    @Test(arguments: scenes)
    func svgInChromiumShowsEachViewOverItsLife(scene: String) throws {
        let directory = try export(scene, format: "svg", extension: "svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: scene)
        let frames = Self.frames(trace)
        for strategy in ["position", "animatable"] {
            let file = directory.appendingPathComponent("out.\(strategy).svg")
            let times = frames.map { String(Double($0) / trace.fps) }
            let result = try PythonHelper.run("svg_check.py", [file.path, "--times", times.joined(separator: ",")])
            let centres = try #require(result["centres"] as? [String: [String: [Double]]])
            let boxes = try #require(result["boxes"] as? [String: [String: [Double]]])
            var measured: [Int: [String: [Double]]] = [:]
            for (key, views) in centres {
                let frame = Int((Double(key)! * trace.fps).rounded())
                for (id, c) in views { measured[frame, default: [:]][id] = Array(c.prefix(2)) + (boxes[key]?[id] ?? [0, 0, 0]) }
            }
            #expect(measured.count == frames.count)
            let shapes = try #require(result["views"] as? [String])
            expect(measured, shapes: Set(shapes), trace: trace, strategy: strategy, scene: scene)
        }
    }
}

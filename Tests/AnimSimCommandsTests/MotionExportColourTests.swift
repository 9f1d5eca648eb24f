import Foundation
import Testing

/// Colours that change, exported as users meet them, for scenes/colours-and-corners.yaml (60
/// fps; its shapes are the views tile/0/0, ring/0/0 and swatch/0/0, each with a caption, a
/// text view): the tile's fill goes red → blue linearly over 1 s from 0.3 s, a change to green
/// interrupts it at 0.8 s and adds; the ring's stroke turns orange with a spring at 2 s; the
/// swatch fades to a transparent blue with easeInOut over 1.2 s from 2 s; the tile's corner
/// radius goes 4 → 40 → 4. AnimSim interpolates colours in premultiplied Oklab and the players
/// interpolate sRGB linearly between keys, so the exports key each colour densely enough to
/// stay within the tolerance (docs/motion-export.md, "Colours"). Each view is one layer (one
/// group) over its whole life with its colours animated, not a new layer per colour.
@Suite(.serialized) struct MotionExportColourTests {
    static let scene = "scenes/colours-and-corners.yaml"
    static let tolerance = 0.5
    /// Frames in the middle of colour changes: 48 (0.8 s) is the tile halfway from SwiftUI's
    /// red (#ff3b30) to its blue (#007aff), at Oklab's #a774a6 where sRGB's midpoint is
    /// #805b98, as the change to green starts; at 66 (1.1 s) both run and add; 144
    /// (2.4 s) is inside the ring's spring and 156 (2.6 s) the swatch's fade halfway.
    static let frames = [48, 66, 144, 156]
    static let strategies = ["position", "animatable"]

    func export(format: String, extension ext: String) throws -> URL {
        let directory = try AnimSimBinary.temporaryDirectory()
        let run = try AnimSimBinary.run(["render", Self.scene, "-o", directory.appendingPathComponent("out.\(ext)").path,
                                         "--format", format, "--tolerance", String(Self.tolerance)])
        #expect(run.status == 0, "\(run.err)")
        return directory
    }

    /// A point inside each view's paint at `frame`, from the trace: the tile's and the
    /// swatch's centres, and the ring's line 30 pt above its centre (an 8-pt line on a 64-pt
    /// circle covers 28…32 pt from the centre drawn inside the edge or centred on it).
    static func points(_ trace: MotionTrace, frame: Int) throws -> [(id: String, x: Double, y: Double)] {
        let views = try #require(trace.centres[frame]?["position"])
        return try ["tile/0/0", "ring/0/0", "swatch/0/0"].map { id in
            let view = try #require(views[id], "no \(id) at frame \(frame): \(views.keys.sorted())")
            return (id, view.x, view.y - (id == "ring/0/0" ? 30 : 0))
        }
    }

    /// rlottie's frame against AnimSim's own render of it, at a point inside each view. Bound:
    /// 3 of 255 levels per channel: the fit keeps the premultiplied colour within 0.5 % (1.3
    /// levels; over the dark background at most 1.4), each renderer rounds to 8 bits (0.5 each)
    /// and rlottie premultiplies its 8-bit colour by an 8-bit opacity (0.5).
    @Test func lottieInRlottieDrawsAnimSimsColours() throws {
        let directory = try export(format: "lottie", extension: "json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: Self.scene)
        var points: [String: [[Double]]] = [:]
        for frame in Self.frames { points[String(frame)] = try Self.points(trace, frame: frame).map { [$0.x, $0.y] } }
        let pointsJSON = String(decoding: try JSONSerialization.data(withJSONObject: points), as: UTF8.self)
        for strategy in Self.strategies {
            let file = directory.appendingPathComponent("out.\(strategy).json")
            let result = try PythonHelper.run("lottie_check.py", [file.path, "--pixels", pointsJSON])
            #expect((result["schemaErrors"] as? [String])?.isEmpty == true, "\(strategy): \(result["schemaErrors"] ?? "")")
            let pixels = try #require(result["pixels"] as? [String: [[Double]]])
            for frame in Self.frames {
                let expected = try ownPixels(strategy, frame: frame, at: points[String(frame)]!, in: directory)
                for (k, point) in try Self.points(trace, frame: frame).enumerated() {
                    let drawn = try #require(pixels[String(frame)]?[k])
                    let worst = (0..<3).map { abs(drawn[$0] - expected[k][$0]) }.max()!
                    #expect(worst <= 3, "\(strategy) frame \(frame) \(point.id): rlottie \(drawn), AnimSim \(expected[k])")
                }
            }
        }
    }

    /// AnimSim's own render of `frame` (the scene alone), its pixels at `points`.
    func ownPixels(_ strategy: String, frame: Int, at points: [[Double]], in directory: URL) throws -> [[Double]] {
        let still = directory.appendingPathComponent("animsim-\(strategy)-\(frame).png")
        let render = try AnimSimBinary.run(["render", Self.scene, "--strategy", strategy, "--overlays", "none",
                                            "--still-frame", String(frame), "-o", still.path])
        #expect(render.status == 0, "\(render.err)")
        let own = try PythonHelper.run("png_pixels.py", [still.path, "--points", points.description])
        return try #require(own["pixels"] as? [[Double]])
    }

    /// One layer per view, from the first frame to the end, whatever its colours do: the tile's
    /// fill colour and corner radius are keyframed, with keys between the ends (the Oklab path
    /// is not sRGB's straight line), and so are the ring's stroke and the swatch's opacity.
    @Test func lottieKeepsOneLayerPerViewAndKeyframesItsColours() throws {
        let directory = try export(format: "lottie", extension: "json")
        defer { try? FileManager.default.removeItem(at: directory) }
        for strategy in Self.strategies {
            let data = try Data(contentsOf: directory.appendingPathComponent("out.\(strategy).json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let layers = try #require(json["layers"] as? [[String: Any]])
            // Three shapes and their three captions over the background.
            #expect(layers.count == 7, "\(strategy): \(layers.count) layers")
            #expect(Set(layers.dropLast().compactMap { $0["nm"] as? String }).count == 6)
            #expect(layers.allSatisfy { $0["ip"] as? Double == 0 && $0["op"] as? Double == json["op"] as? Double })
            func paint(_ layer: String, _ type: String) throws -> [String: Any] {
                let shapes = try #require(layers.first { $0["nm"] as? String == layer }?["shapes"] as? [[String: Any]])
                let items = shapes.flatMap { $0["it"] as? [[String: Any]] ?? [] }.flatMap { $0["it"] as? [[String: Any]] ?? [] }
                return try #require(items.first { $0["ty"] as? String == type }, "\(layer) has no \(type)")
            }
            let tileFill = try #require(try paint("tile/0/0", "fl")["c"] as? [String: Any])
            #expect(tileFill["a"] as? Int == 1 && ((tileFill["k"] as? [Any])?.count ?? 0) > 4, "\(strategy): \(tileFill)")
            #expect((try paint("tile/0/0", "rc")["r"] as? [String: Any])?["a"] as? Int == 1)
            #expect((try paint("ring/0/0", "st")["c"] as? [String: Any])?["a"] as? Int == 1)
            #expect((try paint("swatch/0/0", "fl")["o"] as? [String: Any])?["a"] as? Int == 1)
        }
    }

    /// The SVG read as a player reads it: each view is one group, and the tile's `fill` and
    /// the swatch's `fill-opacity` animations, interpolated linearly between their key times,
    /// give AnimSim's colour (the trace's fill) at every frame. Bound: the tolerance on the
    /// premultiplied colour plus 0.25 % for the file's rounding (hex colours, half of 1/255:
    /// 0.2 %) and the trace's (4 decimals); at the key times only the rounding is left.
    @Test func svgAnimatesEachFillThroughAnimSimsColours() throws {
        let directory = try export(format: "svg", extension: "svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: Self.scene)
        for strategy in Self.strategies {
            let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent("out.\(strategy).svg")), as: UTF8.self)
            #expect(svg.components(separatedBy: " data-view=").count - 1 == 6, "\(strategy): a group per view")
            for id in ["tile/0/0", "swatch/0/0"] {
                let fill = try SMILColour(svg, view: id, lastFrame: trace.frameCount - 1)
                #expect(fill.isAnimated, "\(strategy) \(id): the fill is not animated")
                for frame in 0..<trace.frameCount {
                    let expected = try #require(trace.centres[frame]?[strategy]?[id]?.fill)
                    let error = SMILColour.error(fill.colour(atFrame: frame), expected)
                    let bound = fill.keyFrames.contains(frame) ? 0.25 : Self.tolerance + 0.25
                    #expect(error <= bound, "\(strategy) \(id) frame \(frame): \(fill.colour(atFrame: frame)), trace \(expected)")
                }
            }
        }
    }

    /// Chromium plays the SVG: at the middle of each colour change the shape's computed fill is
    /// AnimSim's (the trace's) within the tolerance plus 0.45 % (the file's and Chromium's
    /// 8-bit rounding, 0.2 % each, and the trace's 4 decimals). The trace has no strokes: the
    /// ring's computed stroke is compared with AnimSim's own render of the frame at a point on
    /// its opaque line over the background, within 3 of 255 levels (1.3 for the fit, 0.5 for
    /// the file's hex, 0.5 for AnimSim's 8 bits, and Chromium's own rounding).
    @Test func svgInChromiumDrawsAnimSimsColours() throws {
        let directory = try export(format: "svg", extension: "svg")
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = try MotionTrace(scene: Self.scene)
        for strategy in Self.strategies {
            let file = directory.appendingPathComponent("out.\(strategy).svg")
            let times = Self.frames.map { String(Double($0) / trace.fps) }
            let result = try PythonHelper.run("svg_check.py", [file.path, "--times", times.joined(separator: ",")])
            let paints = try #require(result["paints"] as? [String: [String: [String: Any]]])
            #expect(paints.count == Self.frames.count)
            for (time, frame) in zip(times, Self.frames) {
                for id in ["tile/0/0", "swatch/0/0"] {
                    let drawn = try #require(paints[time]?[id]?["fill"] as? [Double], "\(strategy) \(id) at \(time)")
                    let expected = try #require(trace.centres[frame]?[strategy]?[id]?.fill)
                    let colour = [drawn[0] / 255, drawn[1] / 255, drawn[2] / 255, drawn[3]]
                    #expect(SMILColour.error(colour, expected) <= Self.tolerance + 0.45,
                            "\(strategy) \(id) frame \(frame): Chromium \(drawn), trace \(expected)")
                }
                let ring = try Self.points(trace, frame: frame)[1]
                let own = try ownPixels(strategy, frame: frame, at: [[ring.x, ring.y]], in: directory)[0]
                let stroke = try #require(paints[time]?[ring.id]?["stroke"] as? [Double], "\(strategy) ring at \(time)")
                #expect(stroke[3] == 1 && (0..<3).allSatisfy { abs(stroke[$0] - own[$0]) <= 3 },
                        "\(strategy) ring frame \(frame): Chromium's stroke \(stroke), AnimSim drew \(own)")
            }
        }
    }
}

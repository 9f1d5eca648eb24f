import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Paints beyond one gradient a view, exported as users meet them (`render --format
/// svg|lottie` of Scenes/MotionEffects/MotionEffects.swift, `PaintedShapes`, each animating
/// linearly over 1 s from t = 0, so frame 30 is half-way), read as players read them, with
/// MotionExportEffectsTests' helpers. Chromium's pixels of the same files are that suite's
/// `chromiumPlaysTheSVGAsAnimSimDrawsIt` rows.
@Suite(.serialized) struct MotionExportPaintTests {
    typealias E = MotionExportEffectsTests

    /// One shape with two gradients (`fill(_:).stroke(_:lineWidth:)`): the disc's layer has a
    /// gradient fill `gf` and a gradient stroke `gs` of width 12, each keyed; at frame 30 the
    /// fill's first stop is red → green half-way and the stroke's pink → teal half-way, both
    /// in Oklab within 2 levels, and rlottie draws them as AnimSim does. In the SVG the
    /// circle's fill and stroke are two paint servers, their first stops half-way too.
    @Test func fillAndStrokeGradientsAnimateApart() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pink = (1.0, 45 / 255.0, 85 / 255.0), teal = (48 / 255.0, 176 / 255.0, 199 / 255.0)
        let (fillMiddle, strokeMiddle) = (OklabReference.mix(E.red, E.green, 0.5), OklabReference.mix(pink, teal, 0.5))
        _ = try E.export("PaintedShapes", "json", in: directory)
        let layer = try #require(try E.layers(directory.appendingPathComponent("out.json")).first { ($0["nm"] as? String)?.contains("disc") == true })
        let items = E.shapeItems(layer["shapes"] as? [[String: Any]] ?? [])
        for (type, expected) in [("gf", fillMiddle), ("gs", strokeMiddle)] {
            let paint = try #require(items.first { $0["ty"] as? String == type }, "no \(type) in \(items.map { $0["ty"] ?? "" })")
            let colours = try #require((paint["g"] as? [String: Any])?["k"] as? [String: Any])
            let packed = try E.lottie(colours, at: 30)
            #expect(E.near(Array(packed[1...3]), [expected.0, expected.1, expected.2], 2 / 255), "\(type): first stop \(packed.prefix(4))")
            if type == "gs" { #expect(E.near(try E.lottie(try #require(paint["w"] as? [String: Any]), at: 30), [12], 0.01)) }
        }
        // rlottie draws frame 30 as AnimSim does (within 4 levels): the fill at the disc's
        // centre (125, 200) and the stroke's ring (radius 55) above and below it.
        let points = [[125, 200], [105, 200], [125, 145], [125, 254]]
        try E.expectRlottieDrawsAsAnimSim(directory.appendingPathComponent("out.json"), view: "PaintedShapes", frame: 30, points: points)
        _ = try E.export("PaintedShapes", "svg", in: directory)
        let document = try XMLDocument(contentsOf: directory.appendingPathComponent("out.svg"), options: [])
        let circle = try #require(try document.nodes(forXPath: "//*[local-name()='circle']").first as? XMLElement)
        for (attribute, expected) in [("fill", fillMiddle), ("stroke", strokeMiddle)] {
            let url = try #require(E.attribute(circle, attribute)).dropFirst(5).dropLast()
            let server = try #require(try document.nodes(forXPath: "//*[@id='\(url)']").first as? XMLElement, "no server \(url)")
            let first = try E.smil(try #require(E.children(server, "stop").first), "stop-color", at: 0.5)
            #expect(E.near(first, [expected.0, expected.1, expected.2], 2 / 255), "\(attribute): first stop \(first.map { $0 * 255 })")
        }
    }

    /// The conic gradient's sectors are keyed: half-way, the sector at the middle of the first
    /// quarter turn (its colours red → blue at 0 and yellow → green at ⅓, perceptual) is
    /// drawn by Chromium as AnimSim draws it (the pixels row); here, its `fill` animates and
    /// the export warns of nothing about it.
    @Test func conicSectorsAreKeyed() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try E.export("PaintedShapes", "svg", in: directory)
        #expect(!run.err.contains("angular"), "\(run.err)")
        let document = try XMLDocument(contentsOf: directory.appendingPathComponent("out.svg"), options: [])
        let pattern = try #require(try document.nodes(forXPath: "//*[local-name()='pattern']").first as? XMLElement)
        let paths = try pattern.nodes(forXPath: ".//*[local-name()='path']").compactMap { $0 as? XMLElement }
        #expect(paths.count == 179)
        let animated = paths.filter { !E.children($0, "animate").isEmpty }
        #expect(animated.count > 170, "\(animated.count) of \(paths.count) sectors animate")
    }
}

extension MotionExportEffectsTests {
    /// rlottie loads `file` (no schema errors) and draws frame `frame`'s pixels at `points`
    /// within 4 levels of AnimSim's own PNG of that frame of `view` (animatable pane).
    static func expectRlottieDrawsAsAnimSim(_ file: URL, view: String, frame: Int, points: [[Int]],
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let request = String(decoding: try JSONSerialization.data(withJSONObject: [String(frame): points]), as: UTF8.self)
        let result = try PythonHelper.run("lottie_check.py", [file.path, "--pixels", request])
        #expect((result["schemaErrors"] as? [String])?.isEmpty == true, "\(result["schemaErrors"] ?? "")", sourceLocation: sourceLocation)
        let drawn = try #require((result["pixels"] as? [String: [[Double]]])?[String(frame)], sourceLocation: sourceLocation)
        let png = file.deletingLastPathComponent().appendingPathComponent("animsim.png")
        let render = try AnimSimBinary.run(["render", "MotionEffects.swift", "--view", view, "--strategy", "animatable", "--overlays", "none",
                                            "--still-frame", String(frame), "-o", png.path], in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(render.status == 0, "\(render.err)", sourceLocation: sourceLocation)
        let own = try #require(try PythonHelper.run("png_pixels.py", [png.path, "--points", points.description])["pixels"] as? [[Double]],
                               sourceLocation: sourceLocation)
        for (k, point) in points.enumerated() {
            #expect(near(Array(drawn[k].prefix(3)), Array(own[k].prefix(3)), 4), "\(point): rlottie \(drawn[k]), AnimSim \(own[k])",
                    sourceLocation: sourceLocation)
        }
    }
}

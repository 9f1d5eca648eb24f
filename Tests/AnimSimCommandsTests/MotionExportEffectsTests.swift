import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// What animates beyond geometry, exported as users meet it (`render --format svg|lottie` of
/// Scenes/MotionEffects/MotionEffects.swift, 60 fps, each view animating linearly over 1 s
/// from t = 0, so at frame 30 (0.5 s) everything is half-way): the files parsed and each keyed
/// value read as a player reads it (straight in time between keys) at frame 30, against its
/// closed form; the Lottie loaded by rlottie; the animated SVG paused by Chromium at 0.5 s
/// against AnimSim's PNG of the same instant. Keys are fitted within 0.5 (points, or percent
/// for colours and opacities).
@Suite(.serialized) struct MotionExportEffectsTests {
    static let folder = AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Scenes/MotionEffects")
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }
    static let chromium = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")
    static let red = (1.0, 59 / 255.0, 48 / 255.0), blue = (0.0, 122 / 255.0, 1.0)
    static let green = (52 / 255.0, 199 / 255.0, 89 / 255.0), yellow = (1.0, 204 / 255.0, 0.0)

    /// `render --view VIEW -o DIR/out.EXT` (both panes); the run, for its warnings.
    static func export(_ view: String, _ ext: String, in directory: URL, strategy: [String] = ["--strategy", "animatable"]) throws -> AnimSimBinary.Run {
        let run = try AnimSimBinary.run(["render", "MotionEffects.swift", "--view", view, "-o", directory.appendingPathComponent("out.\(ext)").path] + strategy,
                                        in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
        try #require(run.status == 0, "\(view): \(run.err)")
        return run
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.localName == name || $0.name == name }?.stringValue
    }

    static func children(_ element: XMLElement, _ name: String) -> [XMLElement] {
        (element.children ?? []).compactMap { $0 as? XMLElement }.filter { $0.localName == name }
    }

    /// An attribute as SMIL shows it at `keyTime` (0…1 of the animation): its `<animate>`'s
    /// values straight between key times (each number, or each component of `#rrggbb`), or
    /// the static attribute when it does not animate.
    static func smil(_ element: XMLElement, _ name: String, at keyTime: Double) throws -> [Double] {
        func numbers(_ text: String) -> [Double] {
            if text.hasPrefix("#"), let v = Int(text.dropFirst(), radix: 16) {
                return [(v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF].map { Double($0) / 255 }
            }
            // Numbers only: path data's commands (M, C, Z) separate them as spaces and commas do.
            return text.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
        }
        guard let animation = children(element, "animate").first(where: { attribute($0, "attributeName") == name }) else {
            return numbers(try #require(attribute(element, name), "no \(name)"))
        }
        let times = try #require(attribute(animation, "keyTimes")).split(separator: ";").map { Double($0)! }
        let values = try #require(attribute(animation, "values")).split(separator: ";").map { numbers(String($0)) }
        #expect(attribute(animation, "keySplines")?.split(separator: ";").allSatisfy { $0 == "0 0 1 1" } != false, "\(name): straight in time")
        guard let k = times.indices.dropLast().first(where: { times[$0] <= keyTime && keyTime <= times[$0 + 1] }) else {
            return keyTime < times[0] ? values[0] : values[values.count - 1]
        }
        let t = times[k + 1] > times[k] ? (keyTime - times[k]) / (times[k + 1] - times[k]) : 0
        return zip(values[k], values[k + 1]).map { $0 + ($1 - $0) * t }
    }

    /// A Lottie property as a player shows it at `frame`: static, or straight between keyframes.
    static func lottie(_ property: [String: Any], at frame: Double) throws -> [Double] {
        if property["a"] as? Int != 1 {
            if let v = property["k"] as? Double { return [v] }
            return try #require(property["k"] as? [Double])
        }
        let keys = try #require(property["k"] as? [[String: Any]])
        let times = keys.map { $0["t"] as! Double }, values = keys.map { $0["s"] as! [Double] }
        guard let k = times.indices.dropLast().first(where: { times[$0] <= frame && frame <= times[$0 + 1] }) else {
            return frame < times[0] ? values[0] : values[values.count - 1]
        }
        let t = (frame - times[k]) / (times[k + 1] - times[k])
        return zip(values[k], values[k + 1]).map { $0 + ($1 - $0) * t }
    }

    static func layers(_ file: URL) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        return try #require(json["layers"] as? [[String: Any]])
    }

    /// Every shape item under `items`, groups opened.
    static func shapeItems(_ items: [[String: Any]]) -> [[String: Any]] {
        items.flatMap { item in [item] + shapeItems(item["it"] as? [[String: Any]] ?? []) }
    }

    static func near(_ a: [Double], _ b: [Double], _ tolerance: Double) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The card's first and last stops half-way: SwiftUI's red → green and blue → yellow mixed
    /// in Oklab (`OklabReference`), each within 2 levels (the 0.5 % key tolerance, 1.3 levels,
    /// and the file's 8-bit colour); the disc's end radius 20 + 30·½ = 35 pt and the ring's
    /// width 4 + 8·½ = 8 pt and dash phase 32·½ = 16 pt, within 0.5 pt.
    @Test func svgGradientsAndStrokesAnimate() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.export("AnimatedGradients", "svg", in: directory)
        let document = try XMLDocument(contentsOf: directory.appendingPathComponent("out.svg"), options: [])
        let linear = try #require(try document.nodes(forXPath: "//*[local-name()='linearGradient']").first as? XMLElement)
        let stops = Self.children(linear, "stop")
        #expect(stops.count > 2)
        let first = try Self.smil(try #require(stops.first), "stop-color", at: 0.5)
        let last = try Self.smil(try #require(stops.last), "stop-color", at: 0.5)
        let (a, b) = (OklabReference.mix(Self.red, Self.green, 0.5), OklabReference.mix(Self.blue, Self.yellow, 0.5))
        #expect(Self.near(first, [a.0, a.1, a.2], 2 / 255), "first stop \(first.map { $0 * 255 }), expected \([a.0, a.1, a.2].map { $0 * 255 })")
        #expect(Self.near(last, [b.0, b.1, b.2], 2 / 255), "last stop \(last.map { $0 * 255 }), expected \([b.0, b.1, b.2].map { $0 * 255 })")
        let radial = try #require(try document.nodes(forXPath: "//*[local-name()='radialGradient']").first as? XMLElement)
        let r = try Self.smil(radial, "r", at: 0.5)
        #expect(Self.near(r, [35], 0.5), "radius \(r)")
        let ring = try #require(try document.nodes(forXPath: "//*[local-name()='g'][contains(@data-view, 'ring')]//*[local-name()='path']").first as? XMLElement)
        let width = try Self.smil(ring, "stroke-width", at: 0.5), phase = try Self.smil(ring, "stroke-dashoffset", at: 0.5)
        #expect(Self.near(width, [8], 0.5) && Self.near(phase, [16], 0.5), "ring width \(width), dash phase \(phase)")
    }

    /// The card's `gf` has its packed stops keyframed, the first stop half-way at frame 30 as
    /// in the SVG (within 2 levels); the disc's `e` is 35 pt from its `s`; the ring's `w` is 8.
    /// rlottie loads the file and draws frame 30's pixels within 4 levels of AnimSim's own PNG
    /// of it on the card and the disc.
    @Test func lottieGradientsAndStrokesAnimate() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.export("AnimatedGradients", "json", in: directory)
        let file = directory.appendingPathComponent("out.json")
        let layers = try Self.layers(file)
        func items(_ id: String) throws -> [[String: Any]] {
            let layer = try #require(layers.first { ($0["nm"] as? String)?.contains(id) == true }, "no layer \(id)")
            return Self.shapeItems(layer["shapes"] as? [[String: Any]] ?? [])
        }
        let card = try #require(try items("card").first { $0["ty"] as? String == "gf" })
        let colours = try #require((card["g"] as? [String: Any])?["k"] as? [String: Any])
        #expect(colours["a"] as? Int == 1, "the card's stops are keyframed")
        let packed = try Self.lottie(colours, at: 30)
        let a = OklabReference.mix(Self.red, Self.green, 0.5)
        #expect(Self.near(Array(packed[1...3]), [a.0, a.1, a.2], 2 / 255), "first stop \(packed.prefix(4))")
        let disc = try #require(try items("disc").first { $0["ty"] as? String == "gf" })
        let s = try Self.lottie(try #require(disc["s"] as? [String: Any]), at: 30), e = try Self.lottie(try #require(disc["e"] as? [String: Any]), at: 30)
        #expect(abs(hypot(e[0] - s[0], e[1] - s[1]) - 35) <= 0.5, "disc radius \(s) → \(e)")
        let ring = try #require(try items("ring").first { $0["ty"] as? String == "st" })
        let width = try Self.lottie(try #require(ring["w"] as? [String: Any]), at: 30)
        #expect(Self.near(width, [8], 0.5), "ring width \(width)")
        // Points inside the card (x 5…145) and the disc (x 175…275), all at y = 200.
        let points = [[12, 200], [75, 200], [138, 200], [225, 200], [250, 200]]
        try Self.expectRlottieDrawsAsAnimSim(file, view: "AnimatedGradients", frame: 30, points: points)
    }

    /// The card's shadow half-way: σ = 2 + 18·½ = 11, y offset 2 + 14·½ = 9, black at opacity
    /// 0.2 + 0.4·½ = 0.4 (a colour animates premultiplied, so a black's opacity is linear); the
    /// disc's blur σ = 8·½ = 4. In the SVG as `feDropShadow` and `feGaussianBlur`; in the Lottie
    /// as lottie-web reads its effects: Drop Shadow softness 4σ = 44, distance 9, direction
    /// 180° (straight down), opacity 0.4·255 = 102; Gaussian Blur blurriness σ / 0.3 = 13.33.
    @Test func shadowAndBlurAnimateInBothFormats() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.export("ShadowBlur", "svg", in: directory)
        let document = try XMLDocument(contentsOf: directory.appendingPathComponent("out.svg"), options: [])
        let shadow = try #require(try document.nodes(forXPath: "//*[local-name()='feDropShadow']").first as? XMLElement)
        let sigma = try Self.smil(shadow, "stdDeviation", at: 0.5), dy = try Self.smil(shadow, "dy", at: 0.5)
        let opacity = try Self.smil(shadow, "flood-opacity", at: 0.5), dx = try Self.smil(shadow, "dx", at: 0.5)
        #expect(Self.near(sigma, [11], 0.5) && Self.near(dy, [9], 0.5) && Self.near(dx, [0], 0.5), "shadow σ \(sigma), offset \(dx), \(dy)")
        #expect(Self.near(opacity, [0.4], 0.005), "shadow opacity \(opacity)")
        let blur = try #require(try document.nodes(forXPath: "//*[local-name()='feGaussianBlur']").first as? XMLElement)
        #expect(Self.near(try Self.smil(blur, "stdDeviation", at: 0.5), [4], 0.5))

        _ = try Self.export("ShadowBlur", "json", in: directory)
        let file = directory.appendingPathComponent("out.json")
        let effects = try Self.layers(file).flatMap { $0["ef"] as? [[String: Any]] ?? [] }
        func control(_ type: Int, _ name: String) throws -> [Double] {
            let effect = try #require(effects.first { $0["ty"] as? Int == type }, "no effect \(type)")
            let controls = try #require(effect["ef"] as? [[String: Any]])
            return try Self.lottie(try #require(controls.first { $0["nm"] as? String == name }?["v"] as? [String: Any]), at: 30)
        }
        let softness = try control(25, "Softness"), distance = try control(25, "Distance"), direction = try control(25, "Direction")
        let opacity255 = try control(25, "Opacity"), blurriness = try control(29, "Blurriness")
        #expect(Self.near(softness, [44], 2) && Self.near(distance, [9], 0.5) && Self.near(direction, [180], 0.5),
                "softness \(softness), distance \(distance), direction \(direction)")
        #expect(Self.near(opacity255, [102], 1.3), "opacity \(opacity255)")
        #expect(Self.near(blurriness, [4 / 0.3], 0.5 / 0.3), "blurriness \(blurriness)")
        let result = try PythonHelper.run("lottie_check.py", [file.path, "--frames", "30"])
        #expect((result["schemaErrors"] as? [String])?.isEmpty == true, "\(result["schemaErrors"] ?? "")")
    }

    /// The text under the skew x′ = x + s·(y − 200) (its frame's midline is the pane's, y =
    /// 200) is its glyphs' outline, keyed: half-way, s = 0.5·sin(π/2) = 0.5, so every point of
    /// the outline at frame 30 is its frame-0 point moved by 0.5·(y − 200), within 0.6 pt (the
    /// 0.5-pt fit and the file's rounding). The hue rotation, which Lottie cannot carry, is
    /// named in one warning.
    @Test func textLeansWithItsSkewAndLottieSaysWhatItDrops() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.export("LeaningText", "svg", in: directory)
        let document = try XMLDocument(contentsOf: directory.appendingPathComponent("out.svg"), options: [])
        let word = try #require(try document.nodes(forXPath: "//*[local-name()='g'][contains(@data-view, 'word')]//*[local-name()='path']").first as? XMLElement)
        let upright = try Self.smil(word, "d", at: 0)
        let leaning = try Self.smil(word, "d", at: 0.5)
        try #require(upright.count == leaning.count && upright.count > 20, "\(upright.count) and \(leaning.count) numbers")
        var worst = 0.0
        for k in stride(from: 0, to: upright.count - 1, by: 2) {
            let (x, y) = (upright[k], upright[k + 1])
            worst = max(worst, abs(leaning[k] - (x + 0.5 * (y - 200))), abs(leaning[k + 1] - y))
        }
        #expect(worst <= 0.6, "the outline is \(worst) pt from the skewed glyphs")
        #expect(Set(upright.enumerated().filter { $0.offset % 2 == 1 }.map { ($0.element - 200).rounded() }).count > 5, "the glyphs span heights")

        let run = try Self.export("LeaningText", "json", in: directory, strategy: [])
        let warnings = run.err.split(separator: "\n").filter { $0.hasPrefix("warning: lottie:") }
        #expect(warnings.count == 1 && warnings.first?.contains("hue") == true && warnings.first?.contains("hueRotation") == true, "\(run.err)")
    }

    /// The animated SVG paused by Chromium at 0.5 s against AnimSim's PNG of the pane then, with
    /// SVGPixelTests' criteria: 99 % of pixels within 8/255, none beyond away from AnimSim's
    /// edges. Measured: gradients 99.73 % (the ring's dash ends), shadow and blur 99.998 % (the
    /// shadow's and blur's Gaussians agree to 9/255), the leaning text 99.6 % (glyph edges).
    @Test(.enabled(if: chromium, "headless Chromium is not installed (/usr/bin/chromium, /usr/bin/chromedriver)"),
          arguments: [("AnimatedGradients", "animatable"), ("ShadowBlur", "animatable"), ("LeaningText", "animatable"), ("ShadowBlur", "position"),
                      ("PaintedShapes", "animatable"), ("PaintedShapes", "position"), ("AnimatedClips", "animatable"), ("AnimatedClips", "position")])
    func chromiumPlaysTheSVGAsAnimSimDrawsIt(view: String, strategy: String) throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.export(view, "svg", in: directory, strategy: ["--strategy", strategy])
        let png = directory.appendingPathComponent("animsim.png")
        let render = try AnimSimBinary.run(["render", "MotionEffects.swift", "--view", view, "--strategy", strategy, "--overlays", "none",
                                            "--still", "0.5", "-o", png.path], in: Self.folder, environment: ["XDG_CACHE_HOME": try Self.cache.get().path])
        try #require(render.status == 0, "\(render.err)")
        let result = try PythonHelper.run("svg_pixels.py", [directory.appendingPathComponent("out.svg").path, png.path, "--time", "0.5"])
        #expect(result["xmlError"] is NSNull, "\(result["xmlError"] ?? "")")
        MotionExportShapeTests.expectSamePixels(result, "\(view) \(strategy) at 0.5 s")
    }
}

import Foundation
import Testing

/// Pixels checked by another renderer: one frame of each view of `Pixels.swift` rendered by
/// AnimSim as a PNG (Cairo) and as a static SVG (`render --still 1 -o frame.svg`), the SVG
/// drawn by headless Chromium (Python/svg_pixels.py) at the PNG's size, and the two compared
/// pixel by pixel, both panes and the hairline between them.
///
/// Tolerance: at least 99 % of pixels with every channel within 8/255, and not one pixel
/// beyond 8/255 away from AnimSim's edges (pixels whose 3×3 neighbourhood in the PNG changes
/// colour by more than 8/255). Two rasterisers agree inside shapes to the byte; they differ only at edges, where
/// each computes coverage its own way (Cairo exactly per pixel, Skia with its own sampling;
/// Cairo draws a perspective item through pixman's bilinear resampling, which softens its
/// edges, where Chromium fills the projected polygon crisply). Measured: 0.09 % (polygon) to
/// 0.48 % (dashes, with the most edge) of pixels differ, all on edges, the largest by 136/255
/// on the flipped card's resampled edge. A shape drawn in the wrong place, size, colour, dash
/// or trim differs away from edges and fails the second figure at once: stretching every path
/// by 1 % horizontally put 1 to 945 pixels off the edges in each row. Gradients: 99.51 % within,
/// the largest difference 66/255 at the angular gradient's centre (its 2° sectors, under a pixel
/// wide there); its steep ramps count as edges (16.8 % of pixels), but dropping the gradients
/// from the still SVG put 67 437 pixels off the edges (65 % within). Shadow and blur
/// (`feDropShadow`, `feGaussianBlur`, σ = radius, against Cairo's own Gaussian): 99.99 % within,
/// the largest difference 18/255 in the soft ramps; they count as edges where steep.
/// Masks and clip shapes (SVG `<mask>`, alpha): 99.85 % within, the largest difference 72/255 on
/// the clip's antialiased edge; drawn unmasked, 80.5 % and 57 187 pixels off the edges. Blend
/// modes (CSS `mix-blend-mode`): 99.94 %, largest 39/255; drawn normally, 85.7 % and 42 582 off.
/// Fill and stroke with a paint each (`fill(_:).stroke(_:lineWidth:)`): 99.37 %, largest 93/255
/// on the angular border's sectors; with the stroke painted in its colour, 97.4 % and 652 off.
@Suite(.serialized) struct SVGPixelTests {
    static let folder = AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Scenes/Pixels")
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }
    static let chromium = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")

    /// Rows: the view, what it checks.
    static let rows = [
        "CustomPolygon",     // a custom Shape's path, filled, turned by rotationEffect
        "DashedStrokes",     // strokes with dashes, dash phase, round caps, bevel joins
        "TrimmedRing",       // a ring trimmed to 0.3, stroked with round caps
        "PerspectiveFlip",   // rotation3DEffect 60° with its label: polygonised through the 3×3 matrix
        "Gradients",         // linear, radial, elliptical, angular, perceptual and stroked gradients, as paint servers
        "ShadowBlur",        // a shadow (feDropShadow) and a blur (feGaussianBlur) mid-flight, σ = radius
        "ClippedShape",      // clipShape(RoundedRectangle) and mask { Circle() } mid-flight, as SVG <mask>s of their alpha
        "MultiplyBlend",     // blendMode(.multiply) and (.screen) over stripes, as CSS mix-blend-mode
        "FillStrokeGradients", // fill(_:).stroke(_:lineWidth:) with a gradient each, a coloured stroke over a gradient, strokeBorder
    ]

    @Test(.enabled(if: chromium, "headless Chromium is not installed (/usr/bin/chromium, /usr/bin/chromedriver): apt-get install chromium chromium-driver"),
          arguments: rows)
    func chromiumDrawsTheSVGAsAnimSimDrawsThePNG(view: String) throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        let keep = ProcessInfo.processInfo.environment["ANIMSIM_KEEP_PIXELS"].map { URL(fileURLWithPath: $0) }
        defer { if keep == nil { try? FileManager.default.removeItem(at: directory) } }
        let environment = ["XDG_CACHE_HOME": try Self.cache.get().path]
        var files: [String: URL] = [:]
        for ext in ["png", "svg"] {
            let file = directory.appendingPathComponent("\(view).\(ext)")
            let run = try AnimSimBinary.run(["render", "Pixels.swift", "--view", view, "--still", "1", "--overlays", "none", "-o", file.path],
                                            in: Self.folder, environment: environment)
            try #require(run.status == 0, "\(view) .\(ext): \(run.err)")
            files[ext] = file
        }
        var arguments = [files["svg"]!.path, files["png"]!.path, "--tolerance", "8"]
        if let keep {
            try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: keep.appendingPathComponent("\(view).animsim.png"))
            try FileManager.default.copyItem(at: files["png"]!, to: keep.appendingPathComponent("\(view).animsim.png"))
            arguments += ["--save", keep.appendingPathComponent("\(view).chromium.png").path,
                          "--diff", keep.appendingPathComponent("\(view).diff.png").path]
        }
        let result = try PythonHelper.run("svg_pixels.py", arguments)
        #expect(result["xmlError"] is NSNull, "\(view).svg is not well-formed XML: \(result["xmlError"] ?? "")")
        let size = try #require(result["size"] as? [Int]), drawn = try #require(result["svgSize"] as? [Int])
        #expect(size == drawn, "\(view): Chromium drew \(drawn), the PNG is \(size)")
        let within = try #require(result["within"] as? Double)
        let offEdge = try #require(result["offEdge"] as? Int)
        print("pixels \(view): \(size[0])×\(size[1]), within 8/255: \(within * 100) %, beyond it away from edges: \(offEdge), "
            + "largest difference \(result["maxDifference"] ?? "?")/255, edge pixels \((result["edgePixels"] as? Double ?? 0) * 100) %")
        #expect(within >= 0.99, "\(view): only \(within * 100) % of pixels within 8/255")
        #expect(offEdge == 0, "\(view): \(offEdge) pixels differ by more than 8/255 away from any edge")
    }
}

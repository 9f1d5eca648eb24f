import AnimSimCairo
import Foundation
import Testing

/// `--size` frames the whole composed frame like a camera: a scene as large as the output
/// is shown whole (scaled down to make room for the bands), never clipped.
@Suite struct FrameSizeTests {
    static let scene = """
        animsim: 1
        title: Full canvas
        canvas: { width: 1280, height: 720, background: "#0000ff" }
        strategies: [animatable]
        duration: 1
        view:
          rect: {}
          fill: "#ff0000"
        """

    @Test(arguments: [("1280x720", 1280, 720), ("854x480", 854, 480), ("3840x2160", 3840, 2160)])
    func sceneAsLargeAsTheOutputIsShownWhole(size: String, width: Int, height: Int) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("full.yaml"), file = out.appendingPathComponent("f.png")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["render", scene.path, "-s", size, "--still", "0", "-o", file.path])
        #expect(run.status == 0, "\(run.err)")
        let image = try PNGDecoder().decode(contentsOf: file)
        #expect(image.width == width && image.height == height)
        // The red canvas: a whole rectangle of the canvas's aspect ratio, inside the frame.
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.red > 200, p.green < 40, p.blue < 40 else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                count += 1
            }
        }
        let w = maxX - minX + 1, h = maxY - minY + 1
        #expect(minY > 0 && maxY < image.height - 1, "the canvas touches the frame's edge: clipped?")
        #expect(abs(Double(w) / Double(h) - 1280.0 / 720.0) < 0.01, "\(w)×\(h)")
        #expect(Double(count) >= 0.99 * Double(w * h))
        // It takes most of the frame: the bands leave at least half of the height to it.
        #expect(Double(h) >= 0.5 * Double(height))
    }

    /// A clean canvas: one strategy with no overlays is exactly the canvas, every pixel the
    /// scene's (no caption band: captions are an overlay). With `captions` the band returns.
    @Test(arguments: [("none", 720), ("captions", 748), ("none,captions", 748)])
    func noOverlaysIsExactlyTheCanvas(overlays: String, height: Int) throws {
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let scene = out.appendingPathComponent("full.yaml"), file = out.appendingPathComponent("f.png")
        try Self.scene.write(to: scene, atomically: true, encoding: .utf8)
        let run = try AnimSimBinary.run(["render", scene.path, "--overlays", overlays, "--still", "0", "-o", file.path])
        #expect(run.status == 0, "\(run.err)")
        let image = try PNGDecoder().decode(contentsOf: file)
        #expect(image.width == 1280 && image.height == height, "\(image.width)×\(image.height)")
        if height == 720 {
            for (x, y) in [(0, 0), (1279, 0), (0, 719), (1279, 719), (640, 360)] {
                let p = image[x, y]
                #expect(p.red > 200 && p.green < 40 && p.blue < 40, "pixel (\(x), \(y)) is not the scene's")
            }
        }
    }
}

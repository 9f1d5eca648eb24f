import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// The numbers behind `animsim bench`'s rendering lines: how long one 1280×720 frame of
/// the 8-square wheel takes to paint, and to compress to PNG, on one core. Medians of
/// repeated runs after a warm-up (fonts loaded, glyphs cached), in a release build to mean
/// anything.
public enum RenderBenchmark {
    public struct Result: Sendable, CustomStringConvertible {
        public var width: Int
        public var height: Int
        public var iterations: Int
        /// Display list to pixels (including copying the pixels out of Cairo).
        public var paintMilliseconds: Double
        /// A two-pane comparison frame with overlays, HUD and timeline (at `scale` 1, panes
        /// of half the width).
        public var composedFrameMilliseconds: Double
        public var pngMilliseconds: Double
        public var pngBytes: Int

        public var description: String {
            String(format: "paint %d×%d wheel: %.2f ms   composed frame: %.2f ms   PNG encode: %.2f ms (%d KiB)",
                   width, height, paintMilliseconds, composedFrameMilliseconds, pngMilliseconds, pngBytes / 1024)
        }
    }

    public static func run(width: Int = 1280, height: Int = 720, iterations: Int = 30) throws -> Result {
        let size = CGSize(width: width, height: height)
        let list = SampleDisplayLists.wheel(size: size, squareSide: CGFloat(height) / 8, angle: .degrees(10))
        let composition = SampleDisplayLists.comparison(
            paneSize: CGSize(width: width / 2, height: height - 110), progress: 0.4)
        let painter = DisplayListPainter()
        let framePainter = FramePainter()
        let encoder = PNGEncoder()

        var frame = try painter.paint(list)
        _ = try framePainter.paint(composition)
        var png = try encoder.encode(frame)
        let count = max(iterations, 1)
        let paint = try Medians.milliseconds(count) { frame = try painter.paint(list) }
        let composed = try Medians.milliseconds(count) { _ = try framePainter.paint(composition) }
        let encode = try Medians.milliseconds(count) { png = try encoder.encode(frame) }
        return Result(width: width, height: height, iterations: count, paintMilliseconds: paint,
                      composedFrameMilliseconds: composed, pngMilliseconds: encode, pngBytes: png.count)
    }
}

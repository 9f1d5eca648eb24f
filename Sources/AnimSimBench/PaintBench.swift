import AnimSimCairo
import AnimSimCore
import Foundation

/// Painting the live window's shape scene (issue #39: 100 custom shapes at 60 fps, p99 ≤ 17 ms).
/// `animsim play --stats` reports the painting CPU of the frames the window happened to
/// render, on a host whose other processes decide which those are; this paints every frame of
/// `bench/shapes-100.yaml` in turn, each pane's display list as the window draws it, at the
/// window's scale for `-s 1280x720`, so before and after paint the same frames.
///
/// The figure is thread CPU per frame (both panes, painted one after the other on this
/// thread): Cairo's share of a frame, which the shared host's load does not inflate.
enum PaintBench {
    /// Pixels per point of `animsim play -s 1280x720` on this scene: its 1240×774-point frame
    /// (two 620-point panes and the bands) fitted to the 1280×720 drawable (`Letterbox`).
    static let windowScale: CGFloat = 720.0 / 774.0

    static func run(runs: Int) {
        print("")
        print("painting bench/shapes-100.yaml, both panes, every frame \(runs)× (thread CPU per frame, scale \(windowScale))")
        guard let evaluator = ShapeBench.windowEvaluator() else { return print("  the scene failed to load") }
        let frames: [[DisplayList]]
        do {
            frames = try (0..<evaluator.frameCount).map { frame in
                try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: Strategy.allCases)
            }
        } catch {
            return print("  \(error)")
        }
        let painter = DisplayListPainter()
        for panes in frames.prefix(4) { for list in panes { _ = try? painter.paint(list, scale: windowScale) } }  // warm-up
        var cpu: [Double] = []
        var heaviest = (cpu: 0.0, frame: 0)
        for _ in 0..<runs {
            for (index, panes) in frames.enumerated() {
                let start = ShapeBench.threadCPUNanoseconds()
                for list in panes { _ = try? painter.paint(list, scale: windowScale) }
                let spent = ShapeBench.threadCPUNanoseconds() - start
                cpu.append(spent)
                if spent > heaviest.cpu { heaviest = (spent, index) }
            }
        }
        cpu.sort()
        let p99 = cpu[min(cpu.count - 1, Int((0.99 * Double(cpu.count)).rounded(.up)) - 1)]
        print("  per frame: median \(Measure.milliseconds(cpu[cpu.count / 2])), p95 \(Measure.milliseconds(cpu[cpu.count * 95 / 100]))"
              + ", p99 \(Measure.milliseconds(p99)) (heaviest frame \(heaviest.frame))")
    }
}

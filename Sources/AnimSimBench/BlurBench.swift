import AnimSimCairo
import AnimSimCore
import AnimSimScene
import Foundation

/// Visual filters fast enough to animate (issue #39): one 1280×720 frame of a canvas-sized
/// gradient painted with no filter, blurred at radius 10 and 50 (σ = radius, design doc V2),
/// and through the colour matrices (V5), so a filter's cost is its line minus the first.
/// The display list is evaluated once; the figure is the painting (DisplayListPainter), in
/// thread CPU time, since the shared host's load stretches wall time several-fold.
enum BlurBench {
    static let cases: [(name: String, modifier: String)] = [
        ("no filter", ""), ("blur radius 10", "blur: 10"), ("blur radius 50", "blur: 50"),
        ("hueRotation 90°", "hueRotation: 90deg"), ("saturation 0.5", "saturation: 0.5"),
    ]

    static func scene(_ modifier: String) throws -> SceneEvaluator {
        let yaml = """
            animsim: 1
            canvas: { width: 1280, height: 720 }
            duration: 1
            view:
              rect: {}
              gradient: { linear: { colors: [orange, purple, cyan], start: topLeading, end: bottomTrailing } }
              frame: { width: 1280, height: 720 }
              \(modifier)
            """
        return try SceneEvaluator(scene: SceneLoader().load(yaml: yaml, source: "bench-blur.yaml").scene)
    }

    static func run(runs: Int) {
        print("")
        print("visual filters, painting one 1280×720 frame of a canvas-sized gradient (median of \(runs), thread CPU)")
        let painter = DisplayListPainter()
        for (name, modifier) in cases {
            do {
                let list = try scene(modifier).evaluate(at: 0, strategy: .animatable)
                if modifier.isEmpty { _ = try painter.paint(list) }  // warm-up: fonts, patterns
                var cpu: [Double] = []
                for _ in 0..<runs {
                    let start = ShapeBench.threadCPUNanoseconds()
                    _ = try painter.paint(list)
                    cpu.append(ShapeBench.threadCPUNanoseconds() - start)
                }
                cpu.sort()
                print("  \(Measure.padded(name, 18)) \(Measure.milliseconds(cpu[cpu.count / 2]))")
            } catch {
                print("  \(name): \(error)")
            }
        }
    }
}

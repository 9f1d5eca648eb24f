import AnimSim
import Foundation

/// Whole evaluations, as `animsim` does them per frame: build the tree from the state, lay
/// it out, resolve the display list, and (position) interpolate every frame. A wheel of N
/// rounded squares turning 0° → 90°, sampled at spread-out instants.
enum EvaluationBench {
    static func scene(views: Int) -> Scene {
        Scene(canvas: CGSize(width: 1280, height: 720), duration: 2,
              parameters: [SceneParameter(name: "angle", kind: .angle, initial: 0)],
              timeline: [StateChange(at: 0, animation: .easeInOut(duration: 2), set: ["angle": 90])]) { state in
            WheelLayout(radius: 300, rotation: state.angle("angle")) {
                ForEach(0..<views) { _ in RoundedRectangle(cornerRadius: 2).frame(width: 4, height: 4) }
            }
        }
    }

    static func run(runs: Int) {
        print("")
        print("scene evaluation per frame (tree + layout + display list), wheel of N views")
        print("  views    position      animatable    per view (both)   × 2,500's per view")
        var base: Double?
        for views in [2_500, 5_000, 10_000] {
            guard let evaluator = try? SceneEvaluator(scene: scene(views: views)) else {
                print("  \(views): the scene failed to evaluate")
                continue
            }
            var medians: [Double] = []
            for strategy in Strategy.allCases {
                var instant = 0
                medians.append(Measure.median(runs: runs) {
                    instant += 1
                    _ = try? evaluator.evaluate(at: Double(instant % 19) / 9.5, strategy: strategy)
                })
            }
            let perView = medians.reduce(0, +) / Double(views)
            let reference = base ?? perView
            base = reference
            print("  \(String(format: "%6d", views))   \(Measure.milliseconds(medians[0]))   \(Measure.milliseconds(medians[1]))"
                  + "   \(Measure.nanoseconds(perView))        \(String(format: "%5.2f", perView / reference))")
        }
    }
}

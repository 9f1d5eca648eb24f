import AnimSimCore
import AnimSimNodeBuilder
import Foundation

/// One benchmark case repeated a few times with nothing else around it, so a profiler
/// (`valgrind --tool=callgrind .build-…/release/AnimSimBench --profile wheel`) sees only it.
enum Profile {
    static func run(_ name: String) {
        let canvas = CGSize(width: 4_200, height: 4_200)
        func wheel() -> PreparedLayout {
            let wheel = PreparedLayout(WheelLayout(radius: 2_000) {
                ForEach(0..<10_000) { _ in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70) }
            })
            wheel.run(in: canvas)
            return wheel
        }
        switch name {
        case "wheel":
            let wheel = wheel()
            for _ in 0..<20 { wheel.runRootLayout(in: canvas) }
        case "wheel-pass":
            let wheel = wheel()
            for _ in 0..<3 { wheel.run(in: canvas) }
        case "fresh-pass":
            // What `check` and `trace --at` pay per instant: a new graph laid out and resolved.
            let view = BudgetBench.wheel(10_000)
            for _ in 0..<3 { _ = try? LayoutEngine().layout(view, in: canvas) }
        case let stack where stack.hasPrefix("hstack"):
            let count = Int(stack.dropFirst("hstack".count)) ?? 2_000
            let stack = PreparedLayout(HStack { ForEach(0..<count) { _ in Rectangle() } })
            for _ in 0..<5 { stack.run(in: CGSize(width: 100_000, height: 100)) }
        case let evaluate where evaluate.hasPrefix("evaluate"):
            let frames = Int(evaluate.dropFirst("evaluate".count)) ?? 2_000
            guard let evaluator = try? SceneEvaluator(scene: EvaluationBench.scene(views: 10_000)) else { return }
            for frame in 0..<frames {
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame % evaluator.frameCount), strategies: Strategy.allCases)
            }
        case "changing-list", "changing-list-static":
            // The shuffled-then-halved list (or the same scene standing still), every frame 40 times.
            guard let evaluator = try? SceneEvaluator(scene: ChangingListBench.scene(changing: name == "changing-list")) else { return }
            for frame in 0..<40 * evaluator.frameCount {
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame % evaluator.frameCount), strategies: Strategy.allCases)
            }
        case "shapes", "shapes-rects":
            // 1,000 polygons (or rounded rectangles) animating their data, every frame 10 times, both panes.
            guard let evaluator = try? ShapeBench.scene(views: 1_000, polygons: name == "shapes") else { return }
            for frame in 0..<10 * evaluator.frameCount {
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame % evaluator.frameCount), strategies: Strategy.allCases)
            }
        case "shapes-window":
            // bench/shapes-100.yaml, every frame 3 times, both panes.
            guard let evaluator = ShapeBench.windowEvaluator() else { return }
            for frame in 0..<3 * evaluator.frameCount {
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame % evaluator.frameCount), strategies: Strategy.allCases)
            }
        default: print("unknown profile '\(name)': wheel, wheel-pass, fresh-pass, hstack[count], evaluate[frames], changing-list[-static], shapes[-rects] or shapes-window")
        }
    }
}

import AnimSimCore
import AnimSimScene
import Foundation

/// Shapes that animate their data (issue #39): a scene file's 1,000 polygons whose `sides`
/// animate 4 → 30 (`RegularPolygon`, a `Shape` evaluated through `ShapeLayout` exactly as a
/// Swift file's own shape is: its data interpolated and `path(in:)` run again at every frame
/// in the animatable pane, the naive morph in the position pane), beside 1,000 rounded
/// rectangles whose corner radius animates; and the naive morph's subdivision against the
/// points of an outline, which must grow linearly.
enum ShapeBench {
    static func scene(views: Int, polygons: Bool) throws -> SceneEvaluator {
        let content = polygons ? "polygon: { sides: $sides }" : "roundedRect: { cornerRadius: $radius }"
        let yaml = """
            animsim: 1
            canvas: { width: 1280, height: 720 }
            duration: 2
            state: { sides: 4, radius: 2 }
            view:
              wheel: { radius: 300 }
              children:
                - forEach: \(views)
                  view:
                    \(content)
                    fill: orange
                    frame: { width: 20, height: 20 }
            timeline:
              - at: 0
                animation: easeInOut(duration: 2)
                set: { sides: 30, radius: 10 }
            """
        return try SceneEvaluator(scene: SceneLoader().load(yaml: yaml, source: "bench-shapes.yaml").scene)
    }

    static func run(runs: Int) {
        print("")
        print("shapes animating their data, scene evaluation per frame of thread CPU, 1,000 views")
        print("  (frames 1, 2, 3, … as the first figures were taken; then frames spread over the whole 2 s animation)")
        var medians: [String: Double] = [:]
        for (name, polygons) in [("rounded rectangles, cornerRadius 2 → 10", false), ("polygons, sides 4 → 30", true)] {
            guard let evaluator = try? scene(views: 1_000, polygons: polygons) else {
                print("  \(name): the scene failed to evaluate")
                continue
            }
            let early = cpuMedian(evaluator, runs: runs, stride: 1, strategies: Strategy.allCases)
            let spread = cpuMedian(evaluator, runs: runs, stride: max(1, evaluator.frameCount / (runs + 5)), strategies: Strategy.allCases)
            medians[name] = early
            medians[name + " spread"] = spread
            print("  \(Measure.padded(name, 42)) both panes \(Measure.milliseconds(early)), spread \(Measure.milliseconds(spread))")
            for strategy in Strategy.allCases {
                let one = cpuMedian(evaluator, runs: runs, stride: max(1, evaluator.frameCount / (runs + 5)), strategies: [strategy])
                print("  \(Measure.padded("", 42)) \(Measure.padded(strategy.rawValue, 10)) pane alone, spread \(Measure.milliseconds(one))")
            }
        }
        for suffix in ["", " spread"] {
            if let shapes = medians["polygons, sides 4 → 30" + suffix], let rects = medians["rounded rectangles, cornerRadius 2 → 10" + suffix] {
                let ratio = shapes / rects
                print("  ratio polygons / rounded rectangles\(Measure.padded(suffix.isEmpty ? " (frames 1…36)" : " (spread)", 16))"
                      + String(format: "%8.2f", ratio) + "  (target ≤ 3: " + (ratio <= 3 ? "met" : "MISSED") + ")")
            }
        }
        window(runs: runs)
        subdivision(runs: runs)
    }

    /// The median thread CPU time of evaluating `strategies` at one frame, over `runs` frames
    /// (after five unmeasured) `stride` frames apart, wrapping at the end: stride 1 takes the
    /// first frames only, where a polygon still has few sides; a wider stride samples the
    /// whole animation.
    static func cpuMedian(_ evaluator: SceneEvaluator, runs: Int, stride: Int, strategies: [Strategy]) -> Double {
        var frame = 0
        var cpu: [Double] = []
        _ = Measure.median(runs: runs) {
            frame = (frame + stride) % evaluator.frameCount
            let start = threadCPUNanoseconds()
            _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: strategies)
            cpu.append(threadCPUNanoseconds() - start)
        }
        cpu.removeFirst(min(5, cpu.count - 1))  // the warm-up calls
        cpu.sort()
        return cpu[cpu.count / 2]
    }

    /// The live window's shape scene, `bench/shapes-100.yaml` (100 polygons and 100 dashed,
    /// trimmed rings animating their data), evaluated frame after frame as the window does,
    /// both panes: the evaluation's share of a 16.7 ms frame (painting is the rest).
    static func window(runs: Int) {
        guard let evaluator = windowEvaluator() else {
            print("  bench/shapes-100.yaml: the scene failed to load")
            return
        }
        var cpu: [Double] = []
        var frame = 0
        _ = Measure.median(runs: runs * 4) {
            frame = (frame + 1) % evaluator.frameCount
            let start = threadCPUNanoseconds()
            _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: Strategy.allCases)
            cpu.append(threadCPUNanoseconds() - start)
        }
        cpu.sort()
        let p99 = cpu[min(cpu.count - 1, Int((0.99 * Double(cpu.count)).rounded(.up)) - 1)]
        print("  bench/shapes-100.yaml per frame, both panes: median \(Measure.milliseconds(cpu[cpu.count / 2])), p99 \(Measure.milliseconds(p99)) of CPU")
    }

    static func windowEvaluator() -> SceneEvaluator? {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bench/shapes-100.yaml").path
        return try? SceneLoader().load(contentsOf: path).evaluator()
    }

    /// The calling thread's CPU time: on a shared host whose load runs far past its cores,
    /// wall time counts the other processes' turns too.
    static func threadCPUNanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }

    /// The naive morph from a square to an n-gon: the square's 4 edges are split into n
    /// pieces (`OutlineMorph.splitting`), then the outline half-way is made. Time per point
    /// stays flat when the work is linear.
    static func subdivision(runs: Int) {
        print("")
        print("naive morph subdivision, a square to an n-point polygon (OutlineMorph init + the outline half-way)")
        print("  points      median        per point    × 100's per point")
        let rect = CGRect(x: 0, y: 0, width: 200, height: 200)
        let square = RegularPolygon(sides: 4).path(in: rect)
        var base: Double?
        for n in [100, 1_000, 10_000] {
            let target = RegularPolygon(sides: Double(n)).path(in: rect)
            var sink = 0
            let median = Measure.median(runs: max(11, runs * 1_000 / n)) {
                let morph = OutlineMorph(from: square, to: target)
                sink &+= morph.path(at: 0.5).elements.count
            }
            precondition(sink > 0)
            let perPoint = median / Double(n)
            let reference = base ?? perPoint
            base = reference
            print("  \(String(format: "%6d", n))   \(Measure.milliseconds(median))   \(Measure.nanoseconds(perPoint))    "
                  + String(format: "%5.2f", perPoint / reference))
        }
    }
}

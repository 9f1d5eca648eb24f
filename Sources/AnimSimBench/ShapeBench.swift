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
        print("shapes animating their data, scene evaluation per frame, 1,000 views (both panes at once)")
        var medians: [String: Double] = [:]
        for (name, polygons) in [("rounded rectangles, cornerRadius 2 → 10", false), ("polygons, sides 4 → 30", true)] {
            guard let evaluator = try? scene(views: 1_000, polygons: polygons) else {
                print("  \(name): the scene failed to evaluate")
                continue
            }
            var frame = 0
            var cpu: [Double] = []
            let median = Measure.median(runs: runs) {
                frame = (frame + 1) % evaluator.frameCount
                let start = threadCPUNanoseconds()
                _ = try? evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategies: Strategy.allCases)
                cpu.append(threadCPUNanoseconds() - start)
            }
            cpu.sort()
            let cpuMedian = cpu[cpu.count / 2]
            medians[name] = cpuMedian
            print("  \(Measure.padded(name, 42)) \(Measure.milliseconds(median)) wall, \(Measure.milliseconds(cpuMedian)) of the thread's CPU")
        }
        if let shapes = medians["polygons, sides 4 → 30"], let rects = medians["rounded rectangles, cornerRadius 2 → 10"] {
            let ratio = shapes / rects
            print("  ratio polygons / rounded rectangles (CPU)  " + String(format: "%8.2f", ratio)
                  + "  (target ≤ 3: " + (ratio <= 3 ? "met" : "MISSED") + ")")
        }
        window(runs: runs)
        subdivision(runs: runs)
    }

    /// The live window's shape scene, `bench/shapes-100.yaml` (100 polygons and 100 dashed,
    /// trimmed rings animating their data), evaluated frame after frame as the window does,
    /// both panes: the evaluation's share of a 16.7 ms frame (painting is the rest).
    static func window(runs: Int) {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("bench/shapes-100.yaml").path
        guard let evaluator = try? SceneLoader().load(contentsOf: path).evaluator() else {
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

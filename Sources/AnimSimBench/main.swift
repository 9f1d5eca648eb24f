// The layout benchmark: `swift build -c release --product AnimSimBench`, then run it.
// It measures medians, it does not assert: a timing belongs in a report, not in a test that
// fails on a busy machine. Graphs are built once (`PreparedLayout`), so the figures are the
// layout passes themselves.
import AnimSimCore
import AnimSimNodeBuilder
import Foundation

let arguments = CommandLine.arguments.dropFirst()
/// `--quick` runs fewer repetitions, for a smoke test of the benchmark itself.
let quick = arguments.contains("--quick")
let runs = quick ? 11 : 201
/// `--profile wheel` or `--profile wheel-pass` repeats one measurement only, for callgrind.
if let index = arguments.firstIndex(of: "--profile"), arguments.index(after: index) < arguments.endIndex {
    Profile.run(arguments[arguments.index(after: index)])
    exit(0)
}
/// `--shapes` prints only the shape figures (issue #39).
if arguments.contains("--shapes") {
    ShapeBench.run(runs: quick ? 3 : 31)
    exit(0)
}
/// `--filters` prints only the visual filters' painting figures (issue #39), for a before/after.
if arguments.contains("--filters") {
    BlurBench.run(runs: quick ? 1 : 5)
    exit(0)
}
/// `--paint` prints only the painting of the window's shape scene (issue #39), for a before/after.
if arguments.contains("--paint") {
    PaintBench.run(runs: quick ? 1 : 3)
    exit(0)
}
/// `--changing-list` prints only the line for views that come and go, for a before/after.
if arguments.contains("--changing-list") {
    ChangingListBench.run(runs: quick ? 3 : 121)
    exit(0)
}

// MARK: Wheel of 10,000

let wheelCount = 10_000
let wheelTarget = 0.5e6  // ns
let wheel = PreparedLayout(WheelLayout(radius: 2_000, rotation: .degrees(10)) {
    ForEach(0..<wheelCount) { _ in RoundedRectangle(cornerRadius: 8).frame(width: 70, height: 70) }
})
let wheelCanvas = CGSize(width: 4_200, height: 4_200)
let wheelPass = Measure.median(runs: runs) { wheel.run(in: wheelCanvas) }
precondition(wheel.errors.isEmpty, "the wheel reported \(wheel.errors)")
let wheelLayoutOnly = Measure.median(runs: runs) { wheel.runRootLayout(in: wheelCanvas) }
precondition(wheel.placement(ofRootChild: 0) != nil, "the wheel placed nothing")

print("AnimSim layout benchmark (release, median of \(runs) runs)")
print("")
print("wheel, \(wheelCount) subviews (\(wheel.nodeCount) nodes)")
print("  sizeThatFits + placeSubviews, children memoised \(Measure.milliseconds(wheelLayoutOnly))"
      + "  (\(Measure.nanoseconds(wheelLayoutOnly / Double(wheelCount))) per subview; target ≤ 0.500 ms: "
      + (wheelLayoutOnly <= wheelTarget ? "met" : "MISSED") + ")")
print("  whole pass, every node laid out               \(Measure.milliseconds(wheelPass))"
      + "  (\(Measure.nanoseconds(wheelPass / Double(wheelCount))) per subview)")

// MARK: Stacks of 250 … 2000

print("")
print("stacks of rectangles, whole pass on a prebuilt graph")
print("  stack   children   median        per child    × 250's per child")
for (name, make) in [("HStack", { (n: Int) in HStack { ForEach(0..<n) { _ in Rectangle() } } }),
                     ("VStack", { (n: Int) in VStack { ForEach(0..<n) { _ in Rectangle() } } })] {
    var basePerChild: Double?
    for count in [250, 500, 1_000, 2_000] {
        let stack = PreparedLayout(make(count))
        let canvas = CGSize(width: 100_000, height: 100_000)
        let median = Measure.median(runs: quick ? 5 : max(21, runs * 250 / count)) { stack.run(in: canvas) }
        precondition(stack.errors.isEmpty, "the stack reported \(stack.errors)")
        let perChild = median / Double(count)
        let base = basePerChild ?? perChild
        basePerChild = base
        print("  \(Measure.padded(name, 7)) \(String(format: "%6d", count))   \(Measure.milliseconds(median))"
              + "   \(Measure.nanoseconds(perChild))    \(String(format: "%5.2f", perChild / base))")
    }
}

// MARK: Scene evaluation

EvaluationBench.run(runs: quick ? 3 : 15)
ChangingListBench.run(runs: quick ? 3 : 121)
ShapeBench.run(runs: quick ? 3 : 31)
BlurBench.run(runs: quick ? 3 : 7)

// MARK: Evaluation budget

BudgetBench.run(runs: quick ? 3 : 9)

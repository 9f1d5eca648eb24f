import AnimSimCore
import AnimSimNodeBuilder
import Foundation

/// What the evaluation budget (`LayoutBudget`) counts, and what a call costs: fresh passes
/// (a new graph each time, as `check` and `trace --at` make them) over a wheel of N framed
/// views, whose calls grow with N, and over alternating stacks nested D deep, whose calls
/// grow faster than their views. The budget is chosen so a pass at the bound stays near a
/// second: calls at the bound × the time per call printed here.
enum BudgetBench {
    static func nested(_ depth: Int) -> ViewNode {
        var view: ViewNode = Rectangle()
        for level in 0..<depth {
            let inner = view
            view = level.isMultiple(of: 2) ? HStack { inner; Rectangle() } : VStack { inner; Rectangle() }
        }
        return view
    }

    static func wheel(_ count: Int) -> ViewNode {
        WheelLayout(radius: 2_000, rotation: .degrees(10)) {
            ForEach(0..<count) { _ in Rectangle().frame(width: 6, height: 6) }
        }
    }

    static func run(runs: Int) {
        print("")
        print("layout calls per fresh pass (LayoutBudget: \(LayoutBudget.standardCallsPerPass) at most)")
        print("  tree                       calls        median pass    per call")
        let canvas = CGSize(width: 4_200, height: 4_200)
        let cases: [(String, ViewNode)] = [10_000, 100_000].map { ("wheel of \($0)", wheel($0)) }
            + [8, 12, 16, 20, 24].map { ("stacks nested \($0) deep", nested($0)) }
        for (name, view) in cases {
            let engine = LayoutEngine()
            guard let calls = try? LayoutBudget.$callsPerPass.withValue(.max, operation: { try engine.layoutCalls(view, in: canvas) })
            else {
                print("  \(Measure.padded(name, 24)) failed")
                continue
            }
            let median = Measure.median(runs: runs, warmUp: 1) {
                _ = try? LayoutBudget.$callsPerPass.withValue(.max) { try engine.layout(view, in: canvas) }
            }
            print("  \(Measure.padded(name, 24)) \(String(format: "%9d", calls))   \(Measure.milliseconds(median))   "
                  + Measure.nanoseconds(median / Double(calls)))
        }
    }
}

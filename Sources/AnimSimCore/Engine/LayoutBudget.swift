import Foundation

/// The most layout calls one pass may make: sizes measured (each answer not already in a
/// node's memo) and `placeSubviews` run. Nested stacks measure their children more than
/// once per proposal, so a deep or wide tree can cost far more than its view count; the
/// budget turns such a pass into an error naming the bound and the instant instead of a
/// render that runs for hours. It counts calls, not seconds, so the same command on the
/// same scene is refused the same way on any machine.
public enum LayoutBudget {
    /// 2,000,000 calls. A fresh pass costs about 1 µs a call on a release build (`AnimSimBench`,
    /// "layout calls per fresh pass"), so a pass at the bound takes about 2 s; a wheel of
    /// 100,000 framed views makes 400,002, well within it.
    public static let standardCallsPerPass = 2_000_000

    /// The bound in force for passes started in this task (tests lower it).
    @TaskLocal public static var callsPerPass = standardCallsPerPass

    static func message(_ budget: Int) -> String {
        "one layout pass made more than \(budget) layout calls (sizes measured and placements): nested stacks, "
            + "deep trees and recursive layouts multiply them; use fewer views or less nesting"
    }
}

extension LayoutGraph {
    /// Counts one layout call; false once the pass is over its budget, which is reported once,
    /// at `node`. Layout code cannot be interrupted, so from then on the pass answers every
    /// measurement with zero and places nothing: it ends at once and its result is refused.
    @inline(__always)
    func spendLayoutCall(_ node: Int) -> Bool {
        layoutCalls &+= 1
        guard layoutCalls > layoutCallBudget else { return true }
        if layoutCalls == layoutCallBudget &+ 1 { report(.overBudget, node: node, LayoutBudget.message(layoutCallBudget)) }
        return false
    }
}

extension LayoutErrors {
    /// The same errors with the instant (`Instant.describe`) named in those that depend on it
    /// (an exceeded budget).
    func at(_ instant: String) -> LayoutErrors {
        LayoutErrors(errors: errors.map { error in
            guard error.kind == .overBudget else { return error }
            return LayoutError(kind: error.kind, layout: error.layout, view: error.view, message: "at \(instant), " + error.message)
        })
    }
}

import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The evaluation budget: a pass counts its layout calls (sizes measured, placements) and is
/// refused past `LayoutBudget.callsPerPass`, with the bound and, through the evaluator, the
/// instant. Counts, not seconds: the same pass gives the same count in any process.
@Suite struct LayoutBudgetTests {
    static let canvas = CGSize(width: 400, height: 400)

    /// Stacks nested `depth` deep, alternating axes, each with a rectangle beside the next
    /// level: every level asks its child for several sizes, so calls grow faster than views.
    static func nested(_ depth: Int) -> ViewNode {
        var view: ViewNode = Rectangle().id("leaf")
        for level in 0..<depth {
            let inner = view
            view = level.isMultiple(of: 2) ? HStack { inner; Rectangle() } : VStack { inner; Rectangle() }
        }
        return view.id("outer")
    }

    static func calls(_ view: ViewNode) throws -> Int { try LayoutEngine().layoutCalls(view, in: canvas) }

    @Test func theCountIsTheSameOnEveryPass() throws {
        let first = try Self.calls(Self.nested(12))
        #expect(first > 0)
        #expect(try Self.calls(Self.nested(12)) == first)
    }

    /// Nested stacks measure their children more than once: twice the depth costs more than
    /// twice the calls, which is why views alone do not bound a pass.
    @Test func nestedStacksCostMoreThanTheirViews() throws {
        let shallow = try Self.calls(Self.nested(8)), deep = try Self.calls(Self.nested(16))
        #expect(deep > 2 * shallow, "\(shallow) → \(deep)")
    }

    @Test func aPassAtTheBudgetRunsAndOneCallMoreIsRefused() throws {
        let view = Self.nested(10)
        let count = try Self.calls(view)
        let atBudget = try LayoutBudget.$callsPerPass.withValue(count) { try Self.calls(view) }
        #expect(atBudget == count)
        let refused = #expect(throws: LayoutErrors.self) {
            try LayoutBudget.$callsPerPass.withValue(count - 1) { _ = try Self.calls(view) }
        }
        let error = try #require(refused?.errors.first)
        #expect(refused?.errors.count == 1)
        #expect(error.kind == .overBudget)
        #expect(error.message.contains("more than \(count - 1) layout calls"), "\(error.message)")
    }

    /// Through the evaluator the error names the instant, as geometry errors do.
    @Test func theEvaluatorNamesTheInstant() throws {
        let scene = Scene(title: "nested", canvas: Self.canvas, duration: 1,
                          parameters: [SceneParameter(name: "gap", kind: .number, initial: 0)],
                          timeline: [StateChange(at: 0, animation: .linear(duration: 1), set: ["gap": 20])]) { state in
            HStack(spacing: CGFloat(state["gap"])) { Self.nested(10); Rectangle() }
        }
        let evaluator = try SceneEvaluator(scene: scene)
        let refused = #expect(throws: LayoutErrors.self) {
            try LayoutBudget.$callsPerPass.withValue(50) { _ = try evaluator.evaluate(at: 0.5, strategy: .animatable) }
        }
        let message = try #require(refused?.errors.first?.message)
        #expect(message.hasPrefix("at frame 30 (0.5 s), one layout pass made more than 50 layout calls"), "\(message)")
        // The bound lifted, the same evaluator lays the instant out again.
        _ = try evaluator.evaluate(at: 0.5, strategy: .animatable)
    }
}

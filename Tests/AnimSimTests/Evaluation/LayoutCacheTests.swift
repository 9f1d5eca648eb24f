import Foundation
import Testing
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Layout caches live as long as the container (SwiftUI keeps one per container identity):
/// `makeCache` once, `updateCache` when the layout value or its subviews change.
@Suite struct LayoutCacheTests {
    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]
        func count(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
        subscript(name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
    }

    /// A vertical stack that counts its cache calls and keeps its children's heights cached,
    /// like article 003's cached layout.
    struct CountingStack: Layout {
        var spacing: CGFloat
        let calls: Calls
        var animatableData: CGFloat {
            get { spacing }
            set { spacing = newValue }
        }

        func makeCache(subviews: Subviews) -> [CGFloat] {
            calls.count("make")
            return subviews.map { $0.sizeThatFits(.unspecified).height }
        }

        func updateCache(_ cache: inout [CGFloat], subviews: Subviews) {
            calls.count("update")
            cache = subviews.map { $0.sizeThatFits(.unspecified).height }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) -> CGSize {
            CGSize(width: 40, height: cache.reduce(0, +) + spacing * CGFloat(max(cache.count - 1, 0)))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGFloat]) {
            var y = bounds.minY
            for (subview, height) in zip(subviews, cache) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                y += height + spacing
            }
        }
    }

    static func scene(_ calls: Calls) -> Scene {
        Scene(canvas: CGSize(width: 200, height: 200), fps: 10, duration: 2,
              parameters: [SceneParameter(name: "spacing", initial: 4)],
              timeline: [StateChange(at: 0.5, animation: .linear(duration: 1), set: ["spacing": 20])]) { state in
            ViewNode(.layout(AnyLayout(CountingStack(spacing: state["spacing"], calls: calls))),
                     children: (0..<3).map { _ in ViewNode(.shape(.rectangle)).frame(width: 40, height: 10) })
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedOnlyWhenTheLayoutChanges() throws {
        let calls = Calls()
        let evaluator = try SceneEvaluator(scene: Self.scene(calls))
        let (made, updated) = (calls["make"], calls["update"])
        // Frames 0–4: before the change, nothing changes between instants.
        for frame in 0...4 { _ = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: .animatable) }
        #expect(calls["update"] == updated)
        // Frames 6–15: spacing animates (linear 0.5 → 1.5 s), so each instant presents a new
        // layout value, the last one (t = 1.5) the final value: one updateCache each, and
        // still no new cache.
        for frame in 6...15 { _ = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: .animatable) }
        #expect(calls["update"] == updated + 10)
        // Frames 16–20: settled; the layout value no longer changes.
        for frame in 16...20 { _ = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: .animatable) }
        #expect(calls["update"] == updated + 10)
        // The kept graph made its cache once (planning made its own graph's, once per pane).
        #expect(calls["make"] == made + 1)
    }
}

import Foundation
import Testing
import AnimSim

/// `withAnimation(_:completionCriteria:_:completion:)` and `onChange(of:)`: completions run
/// on the scene's clock at the animation's logical completion (note K6); `onChange` actions
/// run after the update that changed the value, outside any transaction.
@MainActor @Suite struct CompletionTests {
    /// Each completion sets `done`, which a second bar shows as its width (snapping: the
    /// completion runs outside any transaction), so the instant it ran can be read back.
    struct Completing: View {
        let animation: Animation
        let criteria: AnimationCompletionCriteria
        @State var wide = false
        @State var done = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: wide ? 200 : 100, height: 20)
                Rectangle().frame(width: done ? 50 : 10, height: 20)
                Button("Go") {
                    withAnimation(animation, completionCriteria: criteria) { wide = true } completion: { done = true }
                }
                Button("Same") {
                    withAnimation(animation) { wide = wide } completion: { done = true }
                }
            }
        }
    }

    func doneBar(_ probe: Probe, at time: Double) throws -> Double {
        Double(try #require(try probe.item("root/content/1~", at: time)).frame.width)
    }

    /// The logical completion points: a `spring(response:)` at its response, an
    /// `interpolatingSpring` after one natural period 2π/√k, a curve at its end, a delay
    /// added, a speed dividing; `.removed` when the spring has settled.
    @Test(arguments: [
        (Animation.spring(response: 0.8, dampingFraction: 0.5), AnimationCompletionCriteria.logicallyComplete, 0.8),
        (.spring(duration: 0.6, bounce: 0.3), .logicallyComplete, 0.6),
        (.interpolatingSpring(stiffness: 100, damping: 10), .logicallyComplete, 2 * Double.pi / 10),
        (.easeInOut(duration: 0.7), .logicallyComplete, 0.7),
        (.linear(duration: 0.5).delay(0.25), .logicallyComplete, 0.75),
        (.linear(duration: 1).speed(2), .logicallyComplete, 0.5),
        (.linear(duration: 0.4), .removed, 0.4),
    ])
    func completionRunsAtTheLogicalEnd(animation: Animation, criteria: AnimationCompletionCriteria, delay: Double) throws {
        let host = ViewHost(Completing(animation: animation, criteria: criteria))
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host, duration: 5)
        #expect(try doneBar(probe, at: 1 + delay - 0.01) == 10, "not yet")
        #expect(try doneBar(probe, at: 1 + delay + 0.01) == 50, "done")
    }

    /// `.removed` waits for the spring to settle, well after its response.
    @Test func removedWaitsForTheSpringToSettle() throws {
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        let host = ViewHost(Completing(animation: spring, criteria: .removed))
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host, duration: 6)
        #expect(spring.duration > 1)
        #expect(try doneBar(probe, at: 1 + spring.duration - 0.01) == 10)
        #expect(try doneBar(probe, at: 1 + spring.duration + 0.01) == 50)
    }

    /// No state changed, so no animation was created: the completion runs at once.
    @Test func noChangeCompletesAtOnce() throws {
        let host = ViewHost(Completing(animation: .linear(duration: 2), criteria: .logicallyComplete))
        try host.use(control: "Same", at: 1)
        let probe = try Probe(host, duration: 3)
        #expect(try doneBar(probe, at: 1.001) == 50)
    }

    /// `onChange` in its three forms: the old and new values, none, and `initial: true`.
    struct Watching: View {
        @State var count = 0
        @State var seen: [String] = []
        var body: some View {
            VStack {
                Text(seen.joined(separator: ","))
                    .onChange(of: count) { old, new in seen.append("\(old)>\(new)") }
                    .onChange(of: count) { seen.append("bare") }
                    .onChange(of: count, initial: true) { _, new in seen.append("i\(new)") }
                Button("Up") { count += 1 }
            }
        }
    }

    @Test func onChangeRunsAfterTheUpdate() throws {
        let host = ViewHost(Watching())
        #expect(Self.text(host) == "i0")
        try host.use(control: "Up", at: 1)
        try host.use(control: "Up", at: 2)
        #expect(Self.text(host) == "i0,0>1,bare,i1,1>2,bare,i2")
    }

    static func text(_ host: ViewHost<Watching>) -> String? {
        func find(_ node: ViewNode) -> String? {
            if case .text(let string) = node.content { return string }
            return node.children.lazy.compactMap(find).first
        }
        return find(host.currentTree)
    }
}

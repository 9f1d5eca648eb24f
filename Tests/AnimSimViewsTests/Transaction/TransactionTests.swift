import Foundation
import Testing
import AnimSim

/// Transactions become the scene's timeline: one entry per queued update, each with its own
/// animation (notes T1–T3, C1, C2).
@MainActor @Suite struct TransactionTests {
    struct Pair: View {
        @State var a = 0
        @State var b = 0
        @State var flag = false
        var body: some View {
            VStack {
                Text("a \(a) b \(b)")
                Button("Mixed") {
                    a = 1
                    withAnimation(.linear(duration: 1)) { b = 1 }
                }
                Button("Same") {
                    withAnimation(.linear(duration: 1)) { a += 1 }
                    withAnimation(.linear(duration: 1)) { b += 1 }
                }
                Button("Nested") {
                    withAnimation(.linear(duration: 1)) {
                        withAnimation(.easeIn(duration: 3)) { a += 1 }
                        b += 1
                    }
                }
                Button("Unchanged") { a = a }
                Toggle("Flag", isOn: $flag.animation(.easeOut(duration: 0.5)))
                Button("Override") { withAnimation(.linear(duration: 2)) { $flag.animation(.easeOut(duration: 0.5)).wrappedValue.toggle() } }
            }
        }
    }

    func timeline(after control: String) throws -> [Animation?] {
        let host = ViewHost(Pair())
        try host.use(control: control, at: 1)
        return host.scene().timeline.map(\.animation)
    }

    /// T3: `a = 1; withAnimation { b = 1 }` snaps `a`, then animates `b`; the first update's
    /// body sees `a` alone.
    @Test func writesUnderDifferentTransactionsAreSeparateUpdates() throws {
        let host = ViewHost(Pair())
        try host.use(control: "Mixed", at: 1)
        #expect(host.scene().timeline.map(\.animation) == [nil, .linear(duration: 1)])
        let scene = host.scene()
        let first = scene.body(SceneState().with("update", "1")), second = scene.body(SceneState().with("update", "2"))
        #expect(first.labelTexts.first == "a 1 b 0")
        #expect(second.labelTexts.first == "a 1 b 1")
    }

    @Test func equalTransactionsCoalesce() throws {
        #expect(try timeline(after: "Same") == [.linear(duration: 1)])
    }

    /// T1: the inner `withAnimation` wins inside, the outer one resumes after it.
    @Test func nestedTransactionsRestoreTheOuterOne() throws {
        #expect(try timeline(after: "Nested") == [.easeIn(duration: 3), .linear(duration: 1)])
    }

    /// S4: a write equal to the current value queues nothing.
    @Test func equalWritesQueueNothing() throws {
        #expect(try timeline(after: "Unchanged") == [])
    }

    /// T2: a binding's animation applies to a bare write; inside `withAnimation` the
    /// thread's transaction wins.
    @Test func bindingAnimation() throws {
        #expect(try timeline(after: "Flag") == [.easeOut(duration: 0.5)])
        #expect(try timeline(after: "Override") == [.linear(duration: 2)])
    }
}

extension SceneState {
    func with(_ name: String, _ word: String) -> SceneState {
        var copy = self
        copy[value: name] = .word(word)
        return copy
    }
}

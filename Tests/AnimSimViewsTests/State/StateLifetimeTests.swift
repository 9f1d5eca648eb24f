import Foundation
import Testing
import AnimSim

/// `@State` lives as long as its identity (notes S1–S3, I3, I7): kept across body re-runs,
/// reset by a new `.id` or a switch of `if`/`else` branch. The counter's label shows its
/// state, and the host names controls by their label text.
@MainActor @Suite struct StateLifetimeTests {
    struct Counter: View {
        @State var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    struct IDRoot: View {
        @State var generation = 0
        @State var ticks = 0
        var body: some View {
            VStack {
                Counter().id(generation)
                Button("Reset") { generation += 1 }
                Button("Tick \(ticks)") { ticks += 1 }
            }
        }
    }

    struct BranchRoot: View {
        @State var flag = false
        var body: some View {
            VStack {
                if flag { Counter() } else { Counter() }
                Button("Flip") { flag.toggle() }
            }
        }
    }

    @Test func keptAcrossBodyRunsOfItselfAndItsParent() throws {
        let host = ViewHost(IDRoot())
        try host.use(control: "Count 0", at: 1)
        try host.use(control: "Count 1", at: 2)
        try host.use(control: "Tick 0", at: 3)
        #expect(host.controlNames == ["Count 2", "Reset", "Tick 1"])
    }

    @Test func resetByANewID() throws {
        let host = ViewHost(IDRoot())
        try host.use(control: "Count 0", at: 1)
        #expect(host.controlNames.first == "Count 1")
        try host.use(control: "Reset", at: 2)
        #expect(host.controlNames.first == "Count 0")
    }

    @Test func resetByABranchSwitch() throws {
        let host = ViewHost(BranchRoot())
        try host.use(control: "Count 0", at: 1)
        try host.use(control: "Count 1", at: 1.5)
        #expect(host.controlNames.first == "Count 2")
        try host.use(control: "Flip", at: 2)
        #expect(host.controlNames.first == "Count 0")
        try host.use(control: "Flip", at: 3)
        #expect(host.controlNames.first == "Count 0", "the first branch's state was erased when it left, unanimated")
    }

    struct Blinking: View {
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Counter() }
                Button("Blink") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            }
        }
    }

    /// R1, R2: a view removed under a 1-s animation keeps its state while it leaves; put
    /// back meanwhile it has it again, put back after it has left it starts afresh.
    @Test func keptWhileLeavingOnly() throws {
        let host = ViewHost(Blinking())
        try host.use(control: "Count 0", at: 0.5)
        try host.use(control: "Blink", at: 1)
        try host.use(control: "Blink", at: 1.5)
        #expect(host.controlNames.first == "Count 1", "re-added during its removal")
        try host.use(control: "Blink", at: 3)
        try host.use(control: "Blink", at: 5)
        #expect(host.controlNames.first == "Count 0", "re-added after its removal ended")
    }

    /// The initial value of a later struct instance is ignored (S1): the parent re-creates
    /// `Seeded(start: ticks)` with a new start, the state keeps the first.
    struct Seeded: View {
        @State var value: Int
        init(start: Int) { _value = State(initialValue: start) }
        var body: some View { Text("Value \(value)") }
    }

    struct SeedRoot: View {
        @State var ticks = 5
        var body: some View {
            VStack {
                Seeded(start: ticks)
                Button("Tick") { ticks += 1 }
            }
        }
    }

    @Test func laterInitialValuesAreIgnored() throws {
        let host = ViewHost(SeedRoot())
        try host.use(control: "Tick", at: 1)
        #expect(host.currentTree.labelTexts == ["Value 5", "Tick"])
    }
}

extension ViewNode {
    /// Every text in the tree, in order.
    var labelTexts: [String] {
        var texts: [String] = []
        if case .text(let string) = content { texts.append(string) }
        for child in children { texts += child.labelTexts }
        return texts
    }
}

import Foundation
import Testing
import AnimSim

/// `.animation(_:value:)` acts on its content only (note T4): when its value changes, the
/// content animates with its animation whatever the transaction's, and what lies outside
/// it keeps the transaction's.
@MainActor @Suite struct ImplicitAnimationTests {
    struct Implicit: View {
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: wide ? 200 : 100, height: 20)
                    .animation(.linear(duration: 1), value: wide)
                    .offset(x: wide ? 40 : 0)
                Rectangle().frame(width: wide ? 200 : 100, height: 20)
                Button("Widen") { wide.toggle() }
                Button("Widen slowly") { withAnimation(.linear(duration: 4)) { wide.toggle() } }
            }
        }
    }

    static let scoped = "root/content/0~", offset = "root/content/0", plain = "root/content/1"

    func width(_ id: String, _ probe: Probe, at time: Double, _ strategy: Strategy) throws -> Double {
        Double(try #require(try probe.item(id, at: time, strategy)).frame.width)
    }

    /// How far `.offset(x:)` moves its content: the content's centre from the modifier's own
    /// (its frame is where the offset's layout stands, the content's where it is drawn).
    func shift(_ probe: Probe, at time: Double, _ strategy: Strategy) throws -> Double {
        let content = try #require(try probe.item(Self.scoped, at: time, strategy))
        let modifier = try #require(try probe.item(Self.offset, at: time, strategy))
        return Double(content.center.x - modifier.center.x)
    }

    @Test(arguments: Strategy.allCases)
    func scopedToItsContentWithoutATransaction(strategy: Strategy) throws {
        let host = ViewHost(Implicit())
        try host.use(control: "Widen", at: 1)
        let probe = try Probe(host)
        #expect(abs(try width(Self.scoped, probe, at: 1.5, strategy) - 150) < 0.01, "inside: linear over 1 s")
        #expect(abs(try width(Self.plain, probe, at: 1.5, strategy) - 200) < 0.01, "a sibling snaps")
        #expect(abs(try shift(probe, at: 1.5, strategy) - 40) < 0.01, "the offset, outside the scope, snaps")
        #expect(host.scene().timeline.map(\.animation) == [nil, .linear(duration: 1)])
    }

    @Test func overridesWithAnimation() throws {
        let host = ViewHost(Implicit())
        try host.use(control: "Widen slowly", at: 1)
        let probe = try Probe(host)
        #expect(abs(try width(Self.scoped, probe, at: 1.5, .animatable) - 150) < 0.01, "the modifier's 1 s")
        #expect(abs(try width(Self.plain, probe, at: 2, .animatable) - 125) < 0.01, "the transaction's 4 s")
        #expect(abs(try shift(probe, at: 2, .animatable) - 10) < 0.01, "the offset, outside the scope: the transaction's 4 s")
    }

    /// No change of its value, no effect: the transaction passes through.
    @Test func unchangedValuePassesTheTransactionThrough() throws {
        struct Other: View {
            @State var wide = false
            @State var tag = 0
            var body: some View {
                VStack {
                    Rectangle().frame(width: wide ? 200 : 100, height: 20).animation(.linear(duration: 1), value: tag)
                    Button("Widen") { withAnimation(.linear(duration: 4)) { wide.toggle() } }
                }
            }
        }
        let host = ViewHost(Other())
        try host.use(control: "Widen", at: 1)
        #expect(host.scene().timeline.map(\.animation) == [.linear(duration: 4)])
    }
}

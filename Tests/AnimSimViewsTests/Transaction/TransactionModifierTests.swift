import Foundation
import Testing
import AnimSim

/// `.animation(_:)` without a value (notes A2, T5), `.transaction { }` (T6),
/// `disablesAnimations` (T7) and `.animation(_:body:)` (A4).
@MainActor @Suite struct TransactionModifierTests {
    /// What a button does to the bar's width: plainly, inside `withAnimation(.linear(4 s))`,
    /// or inside a transaction that also disables animations.
    enum Change: String, CaseIterable { case plain, withAnimation, disabled }

    struct Bars: View {
        @State var wide = false
        var body: some View {
            VStack(spacing: 0) {
                Rectangle().frame(width: wide ? 200 : 100, height: 20).animation(.linear(duration: 1))
                Rectangle().frame(width: wide ? 200 : 100, height: 20).animation(nil)
                Rectangle().frame(width: wide ? 200 : 100, height: 20)
                    .transaction { $0.animation = .linear(duration: 2) }
                Button("plain") { wide.toggle() }
                Button("withAnimation") { withAnimation(.linear(duration: 4)) { wide.toggle() } }
                Button("disabled") {
                    var transaction = Transaction(animation: .linear(duration: 4))
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { wide.toggle() }
                }
            }
        }
    }

    func width(_ index: Int, _ probe: Probe, at time: Double) throws -> Double {
        Double(try #require(try probe.item("root/content/\(index)~", at: time)).frame.width)
    }

    /// Half a second after the change, each bar's width: `.animation(.linear(1 s))` gives
    /// 150 whatever the transaction, unless it disables animations (then the transaction's
    /// 4 s: 112.5); `.animation(nil)` snaps unless animations are disabled; the
    /// `.transaction` sets 2 s in every case (125), since it is user code, not an
    /// `animation(_:)`-style rewrite.
    @Test(arguments: [
        (Change.plain, [150.0, 200, 125]),
        (Change.withAnimation, [150.0, 200, 125]),
        (Change.disabled, [112.5, 112.5, 125]),
    ])
    func widthsHalfASecondIn(change: Change, expected: [Double]) throws {
        let host = ViewHost(Bars())
        try host.use(control: change.rawValue, at: 1)
        let probe = try Probe(host)
        for (index, width) in expected.enumerated() {
            #expect(abs(try self.width(index, probe, at: 1.5) - width) < 0.01, "bar \(index)")
        }
    }

    /// `.animation(_:body:)`: the opacity set inside the body animates with the scope's
    /// animation; the content's own change (its width) keeps the transaction's: it snaps.
    struct Scoped: View {
        @State var on = false
        var body: some View {
            VStack {
                Rectangle().frame(width: on ? 200 : 100, height: 20)
                    .animation(.linear(duration: 1)) { $0.opacity(on ? 0.2 : 1) }
                Button("Go") { on.toggle() }
            }
        }
    }

    @Test func animationBodyScopesItsModifiers() throws {
        let host = ViewHost(Scoped())
        try host.use(control: "Go", at: 1)
        let probe = try Probe(host)
        let scope = try #require(try probe.item("root/content/0", at: 1.5))
        #expect(abs(scope.opacity - 0.6) < 1e-6, "half-way from 1 to 0.2")
        let content = try #require(try probe.item("root/content/0~", at: 1.5))
        #expect(abs(Double(content.frame.width) - 200) < 0.01, "the content snaps")
    }
}

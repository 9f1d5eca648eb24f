import Foundation
import Testing
import AnimSim

/// `if`/`else` is two identities (note I3): flipping the condition in an animated
/// transaction removes one view and inserts the other, a cross-fade under the default
/// `.opacity` transition, never a morph, even when both branches are `Text`.
@MainActor @Suite struct CrossFadeTests {
    struct Fading: View {
        @State var first = true
        var body: some View {
            VStack {
                if first { Text("First") } else { Text("Second") }
                Button("Flip") { withAnimation(.linear(duration: 1)) { first.toggle() } }
            }
        }
    }

    static let then = "root/content/0/then", other = "root/content/0/else"

    @Test(arguments: [(1.25, 0.75), (1.5, 0.5), (1.75, 0.25)])
    func bothPresentMidway(time: Double, leaving: Double) throws {
        let host = ViewHost(Fading())
        try host.use(control: "Flip", at: 1)
        let probe = try Probe(host)
        for strategy in Strategy.allCases {
            let old = try #require(try probe.item(Self.then, at: time, strategy))
            let new = try #require(try probe.item(Self.other, at: time, strategy))
            #expect(abs(old.opacity - leaving) < 0.001)
            #expect(abs(new.opacity - (1 - leaving)) < 0.001)
            #expect(old.phase == .removal)
            #expect(new.phase == .insertion)
        }
    }

    @Test func onlyOneBeforeAndAfter() throws {
        let host = ViewHost(Fading())
        try host.use(control: "Flip", at: 1)
        let probe = try Probe(host)
        #expect(try probe.item(Self.then, at: 0.5) != nil)
        #expect(try probe.item(Self.other, at: 0.5) == nil)
        #expect(try probe.item(Self.then, at: 2.5) == nil)
        #expect(try probe.item(Self.other, at: 2.5)?.opacity == 1)
    }
}

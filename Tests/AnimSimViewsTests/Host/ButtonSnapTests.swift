import Foundation
import Testing
import AnimSim

/// A Button's action adds no transaction (note C1): without `withAnimation` its change snaps.
@MainActor @Suite struct ButtonSnapTests {
    struct Snapping: View {
        @State var wide = false

        var body: some View {
            VStack {
                Rectangle().frame(width: wide ? 200 : 100, height: 50)
                Button("Widen") { wide.toggle() }
            }
        }
    }

    @Test(arguments: [1.0, 1.01, 1.2, 2.0])
    func plainActionSnaps(time: Double) throws {
        let host = ViewHost(Snapping())
        try host.use(control: "Widen", at: 1)
        let probe = try Probe(host)
        for strategy in Strategy.allCases {
            let rect = try #require(try probe.item("root/content/0", at: time, strategy))
            #expect(abs(rect.frame.width - 200) < 0.01, "\(strategy) at t = \(time)")
        }
        #expect(host.scene().timeline.map(\.animation) == [nil])
    }

    @Test func beforeTheUseNothingChanged() throws {
        let host = ViewHost(Snapping())
        try host.use(control: "Widen", at: 1)
        let rect = try #require(try Probe(host).item("root/content/0", at: 0.99))
        #expect(abs(rect.frame.width - 100) < 0.01)
    }
}

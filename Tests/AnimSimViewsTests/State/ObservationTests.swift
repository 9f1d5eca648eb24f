import Foundation
import Observation
import Testing
import AnimSim

/// `@Observable` from the toolchain's Observation module (notes B2, B3): the properties the
/// views read are tracked, a change to one of them queues an update under the current
/// transaction, and a change to a property no view read queues none.
@MainActor @Suite struct ObservationTests {
    @Observable final class Model {
        var wide = false
        var unread = 0
    }

    struct Bar: View {
        @State var model = Model()
        var body: some View {
            VStack {
                Rectangle().frame(width: model.wide ? 200 : 100, height: 40)
                Button("Animate") { withAnimation(.linear(duration: 1)) { model.wide.toggle() } }
                Button("Snap") { model.wide.toggle() }
                Button("Unread") { model.unread += 1 }
            }
        }
    }

    static let rect = "root/content/0"

    @Test(arguments: [("Animate", 150.0), ("Snap", 200.0)])
    func aTrackedChangeAnimatesOnlyInsideWithAnimation(button: String, halfway: Double) throws {
        let host = ViewHost(Bar())
        try host.use(control: button, at: 1)
        let probe = try Probe(host, duration: 3)
        for strategy in Strategy.allCases {
            let rect = try #require(try probe.item(Self.rect, at: 1.5, strategy))
            #expect(abs(Double(rect.frame.width) - halfway) < 0.01, "\(button), \(strategy)")
        }
    }

    @Test func aPropertyNoViewReadsQueuesNoUpdate() throws {
        let host = ViewHost(Bar())
        try host.use(control: "Unread", at: 1)
        try host.use(control: "Unread", at: 2)
        #expect(host.scene().timeline.count == 0)
        try host.use(control: "Snap", at: 3)
        try host.use(control: "Snap", at: 4)
        #expect(host.scene().timeline.map(\.time) == [3, 4], "tracking is renewed by every pass")
    }
}

import Testing
import AnimSim

/// `onAppear` runs before the first frame (note O1) and `DispatchQueue.main.asyncAfter`
/// on the scene's clock, outside any transaction (T1, O3): a view scripts its own demo.
@MainActor @Suite struct SceneClockTests {
    struct SelfDriving: View {
        @State var wide = false
        @State var label = "waiting"

        var body: some View {
            VStack {
                Rectangle().frame(width: wide ? 200 : 100, height: 40)
                Text(label)
            }
            .onAppear {
                label = "appeared"
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    withAnimation(.linear(duration: 1)) { wide = true }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2500)) { label = "done" }
            }
        }
    }

    static let rect = "root/content/0"

    @Test func onAppearRunsBeforeTheFirstFrame() throws {
        let host = ViewHost(SelfDriving())
        #expect(host.currentTree.labelTexts == ["appeared"])
        let scene = host.scene(duration: 0)
        let first = scene.body(try SceneEvaluator(scene: scene).state(at: 0))
        #expect(first.labelTexts == ["appeared"])
    }

    @Test(arguments: [(0.5, 100.0), (1.0, 100.0), (1.5, 150.0), (2.0, 200.0), (3.0, 200.0)])
    func asyncAfterRunsOnTheSceneClock(time: Double, width: Double) throws {
        let probe = try Probe(ViewHost(SelfDriving()))
        for strategy in Strategy.allCases {
            let rect = try #require(try probe.item(Self.rect, at: time, strategy))
            #expect(abs(rect.frame.width - width) < 0.01, "\(strategy) at t = \(time)")
        }
    }

    @Test func scheduledWorkWithoutTransactionSnaps() throws {
        let host = ViewHost(SelfDriving())
        let scene = host.scene()
        #expect(scene.timeline.map(\.time) == [0, 1, 2.5])
        #expect(scene.timeline.map(\.animation) == [nil, .linear(duration: 1), nil])
    }

    /// A use at an instant runs after the work scheduled for it.
    @Test func aUseRunsAfterWorkScheduledForItsInstant() throws {
        struct Ordered: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Text(log.joined(separator: ","))
                    Button("Press") { log.append("press") }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log.append("scheduled") } }
            }
        }
        let host = ViewHost(Ordered())
        try host.use(control: "Press", at: 1)
        #expect(host.currentTree.labelTexts.first == "scheduled,press")
    }
}

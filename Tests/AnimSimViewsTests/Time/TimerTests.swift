import Testing
import AnimSim

/// `Timer` on the scene's clock: `scheduledTimer` fires every interval of scene time until
/// invalidated; `Timer.publish(…).autoconnect()` with `.onReceive` ticks while the view is in
/// the tree, and stops when it leaves. Ticks run outside any transaction: they snap.
@MainActor @Suite struct TimerTests {
    struct Counter: View {
        @State var count = 0
        var body: some View {
            Text("\(count)").onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    count += 1
                    if count == 3 { timer.invalidate() }
                }
            }
        }
    }

    @Test func aScheduledTimerFiresOnTheSceneClockUntilInvalidated() throws {
        let host = ViewHost(Counter())
        let scene = host.scene()
        #expect(scene.timeline.map(\.time) == [0.5, 1, 1.5])
        #expect(scene.timeline.allSatisfy { $0.animation == nil })
        #expect(host.currentTree.labelTexts == ["3"])
    }

    struct Ticker: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State var ticks: [Double] = []
        var body: some View {
            Text(ticks.map { String($0) }.joined(separator: ","))
                .onReceive(timer) { date in ticks.append(date.timeIntervalSinceReferenceDate) }
        }
    }

    struct Toggled: View {
        @State var shown = true
        var body: some View {
            VStack {
                if shown { Ticker() }
                Button("Hide") { shown = false }
            }
        }
    }

    @Test func aPublishedTimerTicksWhileItsViewIsInTheTree() throws {
        let host = ViewHost(Toggled())
        try host.use(control: "Hide", at: 2.5)
        let scene = host.scene()
        #expect(scene.timeline.map(\.time) == [1, 2, 2.5], "no tick after the view left")
        let ticker = ViewHost(Ticker())
        _ = ticker.scene(duration: 3)
        #expect(ticker.currentTree.labelTexts == ["1.0,2.0,3.0"])
    }
}

import Testing
import AnimSim

/// `Timer.scheduledTimer`, `invalidate()` and `Timer.publish(…).autoconnect()` are
/// nonisolated, as Foundation's are, and still on the scene's clock: a view model that is a
/// plain class (`class TimerViewModel: ObservableObject` in published SwiftUI code, not
/// main-actor) makes, stops and publishes timers, and they fire at the scene times asked.
@MainActor @Suite struct NonisolatedTimerTests {
    /// Not main-actor. This file is compiled in Swift 6 mode, so a main-actor
    /// `scheduledTimer`, `invalidate` or `publish` would not compile here.
    final class Ticking: ObservableObject {
        @Published var count = 0
        let ticks = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        private var timer: Timer?

        func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
                guard let self else { return }
                count += 1
                if count == 3 { stop() }
            }
        }

        func stop() {
            timer?.invalidate()
            timer = nil
        }
    }

    /// The model's timer starts at 1 s and fires at 1.5, 2 and 2.5, where it stops itself;
    /// the published ticks arrive every 0.5 s from the appearance.
    struct Counting: View {
        @StateObject var model = Ticking()
        @State var received = 0

        var body: some View {
            Text("\(model.count) \(received)")
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { model.start() } }
                .onReceive(model.ticks) { _ in received += 1 }
        }
    }

    @Test(arguments: [(1.2, "0 2"), (2.2, "2 4"), (4.0, "3 8")])
    func aPlainClassTimerFiresOnTheSceneClock(duration: Double, label: String) {
        let host = ViewHost(Counting())
        _ = host.scene(duration: duration)
        #expect(host.currentTree.labelTexts == [label])
    }
}

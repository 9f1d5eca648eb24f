import Testing
import AnimSim

/// `DispatchQueue.main.asyncAfter` and `DispatchTime.now()` are nonisolated, as Dispatch's
/// are, and still on the scene's clock: a view model that is a plain class (not main-actor,
/// as `class HomeViewModel: ObservableObject` is in published SwiftUI code) schedules work
/// from a method its view calls, and the work runs at the scene time it asked for.
@MainActor @Suite struct NonisolatedDispatchTests {
    /// Not main-actor: `run` is nonisolated, as a SwiftUI view model's methods are. This file
    /// is compiled in Swift 6 mode, so a main-actor `asyncAfter` or `now()` would not compile here.
    final class Delayer {
        let seconds: Double

        init(seconds: Double) { self.seconds = seconds }

        /// `work` is the view's (main-actor) code; the closure given to `DispatchQueue.main`
        /// is main-actor code, as Swift takes it to be for Dispatch's main queue.
        func run(_ work: @escaping @MainActor () -> Void) {
            DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { work() }
        }
    }

    /// At t = 1 the view asks the view model for a change 0.5 s later: `now()`, read in the
    /// view model, must be the scene's 1, so the change starts at 1.5 and takes 1 s.
    struct Delayed: View {
        let delayer = Delayer(seconds: 0.5)
        @State var wide = false

        var body: some View {
            Rectangle().frame(width: wide ? 200 : 100, height: 40).id("bar")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    delayer.run { withAnimation(.linear(duration: 1)) { wide = true } }
                }
            }
        }
    }

    @Test(arguments: [(0.5, 100.0), (1.25, 100.0), (1.5, 100.0), (2.0, 150.0), (2.5, 200.0), (4.0, 200.0)])
    func workScheduledFromANonisolatedClassRunsAtTheSceneTime(time: Double, width: Double) throws {
        let probe = try Probe(ViewHost(Delayed()))
        for strategy in Strategy.allCases {
            let rect = try #require(try probe.named("bar", at: time, strategy))
            #expect(abs(rect.frame.width - width) < 0.01, "\(strategy) at t = \(time)")
        }
    }

    @Test func theChangeIsRecordedAtTheSceneTimeAsked() {
        let scene = ViewHost(Delayed()).scene()
        #expect(scene.timeline.filter { $0.animation != nil }.map(\.time) == [1.5])
        #expect(scene.timeline.last?.animation == .linear(duration: 1))
    }
}

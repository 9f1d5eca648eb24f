import AnimSim
import AnimSimScene
import Foundation

/// Builds the scene with the uses in its timeline on a background thread, in two steps: a
/// quick one without the overlays that sample the whole scene (trails, guides, ghosts, the
/// divergence strip), so a key press shows on screen at once even on 1,000 views, then the
/// full one. Each build holds all the uses so far and the newest request wins, so a slider
/// dragged across its range ends with every use in.
final class ControlRebuilder: Sendable {
    struct Build: Sendable {
        var composer: Result<LiveComposer, LayoutErrors>
        /// How many uses it holds: a build older than the newest use is superseded.
        var uses: Int
        var quick: Bool
    }

    private let job = LatestJob<(LiveComposer, [ControlUse], Bool), Build>(label: "animsim.controls", qos: .userInteractive) { input in
        let composer = Result { () throws(LayoutErrors) -> LiveComposer in try input.0.replaying(input.1, quick: input.2) }
        return Build(composer: composer, uses: input.1.count, quick: input.2)
    }

    func request(base: LiveComposer, uses: [ControlUse], quick: Bool) { job.request((base, uses, quick)) }

    var isRunning: Bool { job.isPending }

    func takeResult() -> Build? { job.take() }

    /// Blocks until no build runs (on exit, before the last screenshots and the recording).
    func wait() { job.wait() }
}

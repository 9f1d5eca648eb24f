import AnimSimCore
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
        /// The `ControlSession.revision` it was built from: an older one is superseded.
        var revision: Int
        var quick: Bool
    }

    private let job = LatestJob<(LiveComposer, [ControlUse], Int, Bool), Build>(label: "animsim.controls", qos: .userInteractive) { input in
        let composer = Result { () throws(LayoutErrors) -> LiveComposer in try input.0.replaying(input.1, quick: input.3) }
        return Build(composer: composer, revision: input.2, quick: input.3)
    }

    func request(base: LiveComposer, _ controls: ControlSession, quick: Bool) {
        job.request((base, controls.uses, controls.revision, quick))
    }

    var isRunning: Bool { job.isPending }

    func takeResult() -> Build? { job.take() }

    /// Blocks until no build runs (on exit, before the last screenshots and the recording).
    func wait() { job.wait() }
}

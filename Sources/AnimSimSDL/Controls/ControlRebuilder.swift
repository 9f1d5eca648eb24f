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

    /// What to build: the base with uses replayed, or a quick build's full one, on the
    /// scene it already prepared (one evaluator per rebuild, not one per step).
    enum Work: Sendable {
        case replay(LiveComposer, [ControlUse], quick: Bool)
        /// A SwiftUI view's scene made anew with the window's uses (`ViewControlSession`).
        case replace(LiveComposer, PreparedScene, quick: Bool)
        case complete(LiveComposer)
    }

    private let job = LatestJob<(Work, Int), Build>(label: "animsim.controls", qos: .userInteractive) { input in
        switch input.0 {
        case .replay(let base, let uses, let quick):
            return Build(composer: Result { () throws(LayoutErrors) in try base.replaying(uses, quick: quick) }, revision: input.1, quick: quick)
        case .replace(let base, let prepared, let quick):
            return Build(composer: Result { () throws(LayoutErrors) in try base.replacing(with: prepared, quick: quick) },
                         revision: input.1, quick: quick && base.samples)
        case .complete(let quick):
            return Build(composer: Result { () throws(LayoutErrors) in try quick.completed() }, revision: input.1, quick: false)
        }
    }

    func request(base: LiveComposer, _ controls: ControlSession, quick: Bool) {
        job.request((.replay(base, controls.uses, quick: quick), controls.revision))
    }

    /// `prepared` (a view's scene with the uses of `revision`) to play in `base`'s place.
    func request(replacing base: LiveComposer, with prepared: PreparedScene, revision: Int) {
        job.request((.replace(base, prepared, quick: true), revision))
    }

    /// The full build of `quick`, built from `revision`'s uses.
    func complete(_ quick: LiveComposer, revision: Int) {
        job.request((.complete(quick), revision))
    }

    var isRunning: Bool { job.isPending }

    func takeResult() -> Build? { job.take() }

    /// Blocks until no build runs (on exit, before the last screenshots and the recording).
    func wait() { job.wait() }
}

import AnimSim
import AnimSimScene
import Foundation

/// Builds the scene with the uses in its timeline on a background thread: a new evaluator,
/// its sampled overlay paths and divergence strip take a good part of a second on a big
/// scene, and a key press must not stall the window. A slider dragged across its range
/// ends with every use in (each build holds all the uses so far; the newest wins).
final class ControlRebuilder: Sendable {
    typealias Outcome = Result<LiveComposer, LayoutErrors>

    private let job = LatestJob<(LiveComposer, [ControlUse]), Outcome>(label: "animsim.controls", qos: .userInteractive) { input in
        Outcome { () throws(LayoutErrors) -> LiveComposer in try input.0.replaying(input.1) }
    }

    func request(base: LiveComposer, uses: [ControlUse]) { job.request((base, uses)) }

    /// Whether a build is running or finished and not yet taken: frames and screenshots
    /// from the current scene would miss the newest use.
    var isPending: Bool { job.isPending }

    func takeResult() -> Outcome? { job.take() }

    /// Blocks until no build runs (on exit, before the last screenshots and the recording).
    func wait() { job.wait() }
}

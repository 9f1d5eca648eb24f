import Foundation

/// Reloads the scene on a background thread (parsing and sampling overlay paths of a big
/// scene can take a good fraction of a second) and hands the result to the main thread.
///
/// One load runs at a time; asking again while one runs queues exactly one more, so a burst
/// of saves ends with the file's final content loaded, not a backlog of stale ones.
final class SceneReloader: Sendable {
    typealias Outcome = Result<(LiveComposer, [String]), ReloadFailure>

    private let job: LatestJob<Void, Outcome>

    init(source: SceneSource) {
        job = LatestJob(label: "animsim.reload", qos: .userInitiated) { source.prepare() }
    }

    func request() { job.request(()) }

    /// The newest finished load, once.
    func takeResult() -> Outcome? { job.take() }

    var isLoading: Bool { job.isRunning }
}

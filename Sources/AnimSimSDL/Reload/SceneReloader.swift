import Foundation

/// Reloads the scene on a background thread (parsing and sampling overlay paths of a big
/// scene can take a good fraction of a second) and hands the result to the main thread.
///
/// One load runs at a time; asking again while one runs queues exactly one more, so a burst
/// of saves ends with the file's final content loaded, not a backlog of stale ones.
final class SceneReloader: @unchecked Sendable {
    typealias Outcome = Result<(LiveComposer, [String]), ReloadFailure>

    private let source: SceneSource
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "animsim.reload", qos: .userInitiated)
    private var loading = false
    private var again = false
    private var finished: Outcome?

    init(source: SceneSource) {
        self.source = source
    }

    func request() {
        lock.lock()
        defer { lock.unlock() }
        if loading { again = true; return }
        loading = true
        queue.async { [self] in run() }
    }

    /// The newest finished load, once.
    func takeResult() -> Outcome? {
        lock.lock()
        defer { lock.unlock() }
        let result = finished
        finished = nil
        return result
    }

    var isLoading: Bool {
        lock.lock()
        defer { lock.unlock() }
        return loading
    }

    private func run() {
        while true {
            let outcome = source.prepare()
            lock.lock()
            finished = outcome
            if again {
                again = false
                lock.unlock()
                continue
            }
            loading = false
            lock.unlock()
            return
        }
    }
}

import Foundation

/// Runs slow work on a background thread and hands the result to the main thread: a scene
/// reload (parsing and sampling overlay paths of a big scene can take a good fraction of a
/// second) or a package rebuild (`swift build`, seconds to minutes).
///
/// One run at a time; asking again while one runs queues exactly one more, so a burst of
/// saves ends with the files' final content loaded or built, not a backlog of stale ones.
final class CoalescingJob<Outcome: Sendable>: @unchecked Sendable {
    private let work: @Sendable () -> Outcome
    private let lock = NSLock()
    private let queue: DispatchQueue
    private var loading = false
    private var again = false
    private var finished: Outcome?

    init(label: String, work: @escaping @Sendable () -> Outcome) {
        self.work = work
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    func request() {
        lock.lock()
        defer { lock.unlock() }
        if loading { again = true; return }
        loading = true
        queue.async { [self] in run() }
    }

    /// The newest finished run, once.
    func takeResult() -> Outcome? {
        lock.lock()
        defer { lock.unlock() }
        let result = finished
        finished = nil
        return result
    }

    /// True from `request` until the last queued run has finished.
    var isLoading: Bool {
        lock.lock()
        defer { lock.unlock() }
        return loading
    }

    /// Blocks until no run is going (at exit, so no thread outlives the window).
    func wait() {
        while isLoading { usleep(5_000) }
    }

    private func run() {
        while true {
            let outcome = work()
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

/// The scene's reloads: `SceneSource.prepare` off the main thread.
typealias SceneReloader = CoalescingJob<Result<(LiveComposer, [String]), ReloadFailure>>

extension CoalescingJob where Outcome == Result<(LiveComposer, [String]), ReloadFailure> {
    convenience init(source: SceneSource) {
        self.init(label: "animsim.reload") { source.prepare() }
    }
}

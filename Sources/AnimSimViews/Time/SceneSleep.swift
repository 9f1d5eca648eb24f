import AnimSimCore

/// One `Task.sleep` on the scene's clock: begun at scene time t for d seconds, its wake is
/// scheduled work at t + d (rounded to the nanosecond, so that 0.6 s three times is 1.8 s),
/// as `DispatchQueue.main.asyncAfter`'s is; the host runs it at that instant, which resumes
/// the task, whose job the host then runs on its thread (`SceneJobs`). Cancelling the task
/// first resumes it at once, throwing `CancellationError`, as the standard library's sleep
/// does; so does a host that stops.
///
/// The suspension itself is in a nonisolated function (`suspend`): its resumption is then a
/// job for the global executor, enqueued on the host's thread by the wake or the cancel,
/// which is what the host keeps (`SceneJobs`), and never one for the main dispatch queue.
final class SceneSleep: @unchecked Sendable {
    private enum State { case waiting, armed(UnsafeContinuation<Void, any Error>), woken, cancelled }
    private var state = State.waiting
    private let task: SceneTask?

    private init(task: SceneTask?) { self.task = task }

    /// A sleep of `seconds` on the calling thread's host from now, or nil when no view runs
    /// on this thread (an ordinary sleep then).
    static func begin(seconds: Double, site: SourceSite?) -> SceneSleep? {
        let context = ThreadContext.current
        guard context.clock != nil else { return nil }
        let sleep = SceneSleep(task: SceneTask.current)
        MainActor.assumeIsolated {
            guard let clock = context.clock else { return }
            let wake = ((clock.now + seconds) * 1e9).rounded() / 1e9
            clock.schedule(at: wake, site: site) { sleep.wake(throwing: nil) }
        }
        return sleep
    }

    /// Waits for the wake; throws `CancellationError` if the task is cancelled first.
    nonisolated(nonsending) func wait() async throws {
        task?.isAsleep = true
        defer { task?.isAsleep = false }
        try await withTaskCancellationHandler {
            try await suspend()
        } onCancel: {
            wake(throwing: CancellationError())
        }
    }

    private nonisolated func suspend() async throws {
        try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
            switch state {
            case .waiting: state = .armed(continuation)
            case .woken: continuation.resume()
            case .cancelled, .armed: continuation.resume(throwing: CancellationError())
            }
        }
    }

    /// The wake at its instant (`error` nil) or the cancellation: the first one resumes.
    private func wake(throwing error: (any Error)?) {
        switch state {
        case .waiting: state = error == nil ? .woken : .cancelled
        case .armed(let continuation):
            state = error == nil ? .woken : .cancelled
            if let error { continuation.resume(throwing: error) } else { continuation.resume() }
        case .woken, .cancelled: break
        }
    }

    /// `Task.yield` outside a running view: a hop through the global executor and back.
    static nonisolated func hop() async {
        await withUnsafeContinuation { $0.resume() }
    }
}

import Foundation

/// `Task.sleep` in code that imports AnimSim (these shadow the standard library's, as
/// `SceneRandom`'s overloads do). Outside a running view it sleeps on the continuous clock,
/// as the standard library's does. Inside one (a `.task` action, which the host runs
/// synchronously up to its first suspension, see `_TaskModifier`) it cannot wait on the
/// scene's clock: the host stops with an error placed at the call, and the sleep throws
/// `CancellationError`, as a sleep in a cancelled task does, so nothing after it runs under
/// a wrong clock unnoticed.
extension Task where Success == Never, Failure == Never {
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64, file: String = #filePath, line: Int = #line,
                             column: Int = #column) async throws {
        try await sleepOnSceneClock(.nanoseconds(Int64(clamping: duration)), SourceSite(file: file, line: line, column: column))
    }

    nonisolated(nonsending) public static func sleep(for duration: Duration, file: String = #filePath, line: Int = #line,
                             column: Int = #column) async throws {
        try await sleepOnSceneClock(duration, SourceSite(file: file, line: line, column: column))
    }

    /// Runs on the caller's actor (`nonisolated(nonsending)`): a hop to another executor would
    /// itself be a suspension, and the host's thread would be left before the check.
    nonisolated(nonsending) private static func sleepOnSceneClock(_ duration: Duration, _ site: SourceSite) async throws {
        guard ThreadContext.current.clock != nil else {
            return try await ContinuousClock().sleep(until: .now + duration)
        }
        // The clock is set only on the thread its host runs on, the main actor's.
        let error = ViewHostError(site: site, message: "Task.sleep(\(duration)) inside a view's task cannot wait on the scene's "
            + "clock: AnimSim runs a task's action synchronously up to its first suspension; wait with "
            + "DispatchQueue.main.asyncAfter(deadline: .now() + seconds) instead")
        fail(error)
        withUnsafeCurrentTask { $0?.cancel() }
        throw _Concurrency.CancellationError()
    }

    /// Synchronous, so it may assume the main actor: the clock is only set on its thread.
    private static func fail(_ error: ViewHostError) {
        MainActor.assumeIsolated { ThreadContext.current.clock?.fail(error) }
    }
}

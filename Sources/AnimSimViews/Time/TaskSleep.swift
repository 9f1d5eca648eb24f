import Foundation

/// `Task.sleep` in code that imports AnimSim (these shadow the standard library's, as
/// `SceneRandom`'s overloads do; AnimSimSwiftUI declares the same for `import SwiftUI`, on
/// the `sceneSleep` functions below). Outside a running view they sleep as the standard
/// library's do. Inside one (a `.task` action, which the host runs synchronously up to its
/// first suspension, see `_TaskModifier`) a sleep cannot wait on the scene's clock: the host
/// stops with an error placed at the call, and the sleep throws `CancellationError`, as a
/// sleep in a cancelled task does, so nothing after it runs under a wrong clock unnoticed.
///
/// Which overload a call reaches: one with the call's place (`#filePath`, …) wins over the
/// standard library's only where it is more specific (a `Duration`, a `ContinuousClock`
/// against its generic clock); where the types are the same (`nanoseconds: UInt64`), the
/// standard library's, with fewer parameters, wins. There the overload has its exact
/// signature instead, which shadows it, and the error is placed at the `.task`.
///
/// Each runs on the caller's actor (`nonisolated(nonsending)`) and checks before any
/// `await`: a hop to another executor would itself be a suspension, and the host's thread
/// would be left before the check.
extension Task where Success == Never, Failure == Never {
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sceneSleep(for: .nanoseconds(Int64(clamping: duration)), file: nil, line: 0, column: 0)
    }

    nonisolated(nonsending) public static func sleep(for duration: Duration, file: String = #filePath, line: Int = #line,
                                                     column: Int = #column) async throws {
        try await sceneSleep(for: duration, file: file, line: line, column: column)
    }

    nonisolated(nonsending) public static func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration? = nil,
                                                     clock: ContinuousClock = .continuous, file: String = #filePath,
                                                     line: Int = #line, column: Int = #column) async throws {
        try await sceneSleep(until: deadline, tolerance: tolerance, clock: clock, file: file, line: line, column: column)
    }

    nonisolated(nonsending) public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                                               clock: C = ContinuousClock()) async throws {
        try await sceneSleep(until: deadline, tolerance: tolerance, clock: clock, file: nil, line: 0, column: 0)
    }

    /// `file` nil: the call's place is unknown, and the error is placed at the `.task`.
    nonisolated(nonsending) package static func sceneSleep(for duration: Duration, file: String?, line: Int,
                                                          column: Int) async throws {
        try refuseOnSceneClock("Task.sleep(\(duration))", file: file, line: line, column: column)
        try await ContinuousClock().sleep(until: .now + duration)
    }

    nonisolated(nonsending) package static func sceneSleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration?,
                                                                    clock: C, file: String?, line: Int, column: Int) async throws {
        // The call, not the wait: `.now + .seconds(1)` is a hair under 1 s away by now.
        try refuseOnSceneClock("Task.sleep(until:clock:)", file: file, line: line, column: column)
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }

    /// Stops the running view's host with the sleep's placed error and throws, or returns
    /// when no view is running (the clock is set only on its host's thread, the main actor's).
    /// Synchronous, so it may assume the main actor once it has found a clock.
    private static func refuseOnSceneClock(_ sleep: String, file: String?, line: Int, column: Int) throws {
        let context = ThreadContext.current
        guard context.clock != nil else { return }
        let site = file.map { SourceSite(file: $0, line: line, column: column) } ?? context.taskSite
        let error = ViewHostError(site: site ?? SourceSite(file: "<unknown>", line: 1, column: 1),
                                  message: "\(sleep) inside a view's task cannot wait on the scene's clock: AnimSim runs a "
                                      + "task's action synchronously up to its first suspension; wait with "
                                      + "DispatchQueue.main.asyncAfter(deadline: .now() + seconds) instead")
        MainActor.assumeIsolated { context.clock?.fail(error) }
        withUnsafeCurrentTask { $0?.cancel() }
        throw _Concurrency.CancellationError()
    }
}

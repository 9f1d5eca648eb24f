import Foundation

/// `Task.sleep` and `Task.yield` in code that imports AnimSim (these shadow the standard
/// library's, as `SceneRandom`'s overloads do; AnimSimSwiftUI declares the same for `import
/// SwiftUI`, on the `scene…` functions below). Outside a running view they sleep and yield as
/// the standard library's do. Inside one (a `.task`'s action, a `Task { }` started by an
/// action, on the host's thread) a sleep waits on the scene's clock: begun at scene time t for
/// d, it resumes at exactly t + d, when the host's timeline gets there (`SceneSleep`), and
/// what follows it runs at that instant; cancelled first, it throws `CancellationError`.
///
/// Which overload a call reaches: one with the call's place (`#filePath`, …) wins over the
/// standard library's only where it is more specific (a `Duration`, a `ContinuousClock`
/// against its generic clock); where the types are the same (`nanoseconds: UInt64`), the
/// standard library's, with fewer parameters, wins. There the overload has its exact
/// signature instead, which shadows it.
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

    /// On the scene's clock, a yield is a sleep of no time: the task goes on at the same
    /// instant, after the work already due then.
    nonisolated(nonsending) public static func yield() async {
        await sceneYield()
    }

    /// `file` nil: the call's place is unknown (a bound it passes is placed at the host's step).
    nonisolated(nonsending) package static func sceneSleep(for duration: Duration, file: String?, line: Int,
                                                          column: Int) async throws {
        let site = file.map { SourceSite(file: $0, line: line, column: column) }
        guard let sleep = SceneSleep.begin(seconds: duration.seconds, site: site) else {
            return try await ContinuousClock().sleep(until: .now + duration)
        }
        try await sleep.wait()
    }

    /// A deadline on the continuous or suspending clock is read as the time from the call to
    /// it, rounded to the millisecond: `.now + .seconds(1)` is a hair under 1 s away by now, and
    /// the scene's clock must see the same 1 s in every run.
    nonisolated(nonsending) package static func sceneSleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration?,
                                                                    clock: C, file: String?, line: Int, column: Int) async throws {
        let site = file.map { SourceSite(file: $0, line: line, column: column) }
        if let left = clock.now.duration(to: deadline) as? Duration,
           let sleep = SceneSleep.begin(seconds: (max(left.seconds, 0) * 1000).rounded() / 1000, site: site) {
            return try await sleep.wait()
        }
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }

    nonisolated(nonsending) package static func sceneYield() async {
        guard let sleep = SceneSleep.begin(seconds: 0, site: nil) else { return await SceneSleep.hop() }
        try? await sleep.wait()
    }
}

extension Duration {
    /// In seconds, as the scene's clock counts.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

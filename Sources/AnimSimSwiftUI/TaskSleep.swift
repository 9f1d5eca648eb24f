#if os(Linux)
import AnimSimViews

/// `Task.sleep`, `Task.yield` and `Task { }` for files that say `import SwiftUI`, for the
/// reason `Random+Seeded.swift` gives: AnimSimViews' declarations shadow the standard
/// library's only in a file that imports AnimSimViews, and a SwiftUI file imports this module
/// alone. Without these, `Task.sleep(nanoseconds:)` and `Task { }` in a view reached the
/// standard library's, which wait off the scene's clock and resume on the main dispatch
/// queue, which the host never reaches. The overloads that win by being more specific (`for:`,
/// `until:` on a `ContinuousClock`) reach AnimSimViews' even from here, since Swift does not
/// scope extension members (`SwiftUINames.swift`); they are declared here too so as not to
/// depend on that. They run AnimSimViews' (`sceneSleep`, `SceneTasks`; what each does on the
/// scene's clock is told there): outside a running view, the standard library's behaviour.
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

    nonisolated(nonsending) public static func yield() async {
        await sceneYield()
    }
}

extension Task where Failure == Never {
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) {
        self = SceneTasks.start(name: name, priority: priority, operation: operation)
    }
}

extension Task where Failure == any Error {
    @discardableResult
    public init(name: String? = nil, priority: TaskPriority? = nil,
                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) {
        self = SceneTasks.start(name: name, priority: priority, operation: operation)
    }
}
#endif

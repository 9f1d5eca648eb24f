#if os(Linux)
import AnimSimViews

/// `Task.sleep` for files that say `import SwiftUI`, for the reason `Random+Seeded.swift`
/// gives: AnimSimViews' overloads shadow the standard library's only in a file that imports
/// AnimSimViews, and a SwiftUI file imports this module alone. Without these,
/// `Task.sleep(nanoseconds:)` in a view's `.task` reached the standard library's, suspended,
/// and the host stopped with the general "suspended on something that is not on the scene's
/// clock" error, not the sleep's own message (docs/swift.md). The overloads that win by being
/// more specific (`for:`, `until:` on a `ContinuousClock`) reach AnimSimViews' even from here,
/// since Swift does not scope extension members (`SwiftUINames.swift`); they are declared
/// here too so as not to depend on that. They run AnimSimViews' (`sceneSleep`; which overload
/// wins where, and why `nanoseconds:` is placed at its `.task`, is told there): outside a
/// running view, an ordinary sleep.
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
}
#endif

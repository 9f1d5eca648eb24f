import Foundation

/// What work spread over threads with `DispatchQueue.concurrentPerform` gives back: one slot
/// per iteration, each written by its own thread, read once every iteration has ended. The one
/// lock-guarded holder for parallel work (path sampling, check's sweep, keyframe fitting,
/// the window's panes, the benchmarks' ceilings), so each caller keeps only its own logic.
///
/// Inlinable, so each caller's module specialises it for its own `Value` and `Failure`.
/// Called unspecialised from another module, every slot read and written went through the
/// runtime: metadata of `Result<Value, Failure>?` and of the arrays looked up in its shared
/// table, each copy a value-witness call. An export frame paints its panes through one of
/// these, and those lookups were what painting a frame gained when the holder moved here.
/// `@usableFromInline` on the class too: the compiler inlines no `@inlinable` member of a
/// plain `package` class into another module (Swift 6.3), whatever the members say.
@usableFromInline
package final class ParallelResults<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline let lock = NSLock()
    @usableFromInline var slots: [Result<Value, Failure>?]

    @inlinable package init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// `body` for every index in `0..<count`, on every core, its results in index order.
    @inlinable
    package static func perform(_ count: Int, _ body: @Sendable (Int) -> Result<Value, Failure>) -> ParallelResults {
        let results = ParallelResults(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.set(index, body(index)) }
        return results
    }

    @inlinable
    package func set(_ index: Int, _ result: Result<Value, Failure>) { lock.withLock { slots[index] = result } }

    /// Whether an iteration before `index` has failed: a later one may stop, since the
    /// earliest failure is the one reported.
    @inlinable
    package func failed(before index: Int) -> Bool {
        lock.withLock { slots[..<index].contains { if case .failure = $0 { true } else { false } } }
    }

    /// Every value in index order, or the failure of the earliest iteration that failed.
    @inlinable
    package func inOrder() throws(Failure) -> [Value] {
        var values: [Value] = []
        for slot in lock.withLock({ slots }) {
            switch slot {
            case .failure(let error): throw error
            case .success(let value): values.append(value)
            case nil: preconditionFailure("concurrentPerform returned before every iteration ended")
            }
        }
        return values
    }
}

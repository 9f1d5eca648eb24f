import AnimSimCore
import Foundation

/// Instants laid out in one contiguous run per core, each run in time order: what `check`'s
/// sweep and the guides' sampling share.
///
/// Why contiguous runs: a run lays out consecutive instants on a graph kept from the previous
/// one (what a scrubbing player reuses), so the work is shared along the run and spread over
/// the machine. Why the earliest failure: whatever the number of cores, the error reported is
/// the one a loop over every instant in order would report, since each run stops at its first
/// failure and the runs before a failed one finished.
public enum InstantRuns {
    /// `body` over `0..<count` split into one contiguous range per core (at least 16 instants
    /// each), its results in range order; throws the earliest failure. `keepGoing` turns false
    /// once an earlier run has failed, so a later one can stop: its result is never used.
    public static func map<Part>(count: Int,
                                 _ body: @Sendable (_ range: Range<Int>, _ keepGoing: () -> Bool) throws(LayoutErrors) -> Part)
        throws(LayoutErrors) -> [Part] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count / 16))
        let outcomes = ParallelResults<Part, LayoutErrors>(count: workers)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let range = count * worker / workers..<count * (worker + 1) / workers
            do throws(LayoutErrors) {
                outcomes.set(worker, .success(try body(range) { !outcomes.failed(before: worker) }))
            } catch {
                outcomes.set(worker, .failure(error))
            }
        }
        return try outcomes.inOrder()
    }
}

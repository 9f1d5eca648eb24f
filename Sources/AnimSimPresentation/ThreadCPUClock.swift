import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), for the window's `--stats`.
///
/// The window is measured on a shared two-core host whose load often runs far past its cores:
/// a frame's wall time there counts the other processes' turns as well as its own work, so
/// each stage is also timed by the CPU its own threads spent, which the load does not inflate.
public enum ThreadCPUClock {
    /// Seconds of CPU this thread has run so far.
    public static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// `body`'s result and the CPU seconds this thread spent in it.
    public static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, seconds: Double) {
        let start = now()
        let result = try body()
        return (result, now() - start)
    }
}

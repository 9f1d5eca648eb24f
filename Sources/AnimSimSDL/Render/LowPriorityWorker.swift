import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One thread that runs jobs in turn at the lowest scheduling priority (nice 19), for work
/// the window wants done but never at a frame's expense: the static layer's guides, which
/// for 1,000 views take seconds of a core on a busy two-core machine. Dispatch's QoS does
/// not reach the Linux scheduler, and a niced Dispatch worker could not be un-niced before
/// it serves another queue, so this is a thread of its own, started with the first job.
final class LowPriorityWorker: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var started = false
    private let name: String

    init(name: String) {
        self.name = name
    }

    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = name
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    private func run() {
        #if os(Linux)
        // Linux keeps a nice value per thread, and PRIO_PROCESS with `who` 0 sets the calling
        // thread's alone (setpriority(2), "Bugs").
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}

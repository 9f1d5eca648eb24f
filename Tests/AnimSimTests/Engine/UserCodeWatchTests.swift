import Foundation
import Testing
@testable import AnimSimCore

/// Each watch counts its own calls into user code (`UserCodeWatch`): the counts were the
/// process's, so a host evaluated in parallel (another test, another window) moved them and a
/// watchdog could read another host's call as its own, or see progress that was not its
/// host's. Two watches, each bound to its own task, run at once: each sees only its calls.
@Suite struct UserCodeWatchTests {
    /// On thread A, a `body` call of `Int` held open until thread B has made and ended 1,000
    /// `path(in:)` calls of `String` under its own watch: A's watch shows its one call, still
    /// running, its progress 1 (in, not yet out); B's shows 2,000 moves and nothing running.
    /// Semaphores order the two threads: no timing involved.
    @Test func twoWatchesRunningAtOnceKeepTheirOwnCounts() {
        let a = UserCodeWatch(), b = UserCodeWatch()
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0), other = DispatchSemaphore(value: 0)
        Thread {
            UserCodeWatch.$bound.withValue(a) {
                UserCodeWatch.run(.body, Int.self) {
                    entered.signal()
                    release.wait()
                }
            }
            ended.signal()
        }.start()
        entered.wait()
        Thread {
            UserCodeWatch.$bound.withValue(b) {
                for _ in 0..<1_000 { UserCodeWatch.run(.path, String.self) {} }
            }
            other.signal()
        }.start()
        other.wait()
        let lookA = a.look(), lookB = b.look()
        release.signal()
        ended.wait()
        #expect(lookA.inUserCode && lookA.progress == 1 && lookA.hook == .body && lookA.owner == "Int", "\(lookA)")
        #expect(!lookB.inUserCode && lookB.progress == 2_000 && lookB.hook == nil, "\(lookB)")
        #expect(!a.look().inUserCode && a.look().progress == 2)
    }

    /// A call made where no watch is bound or installed is counted by none (a fresh watch
    /// stays at zero), and runs all the same.
    @Test func aCallWithNoWatchIsCountedByNone() {
        let fresh = UserCodeWatch()
        let value = UserCodeWatch.run(.body) { 42 }
        #expect(value == 42)
        #expect(fresh.look() == UserCodeWatch.Look(inUserCode: false, progress: 0, hook: nil, owner: nil, thread: 0))
    }
}

import Foundation

/// A pause at a known point of a command's work, for tests that signal a command while it
/// runs. Without it a test can only wait some time and hope the command is still working:
/// on a fast machine the work is done before the signal, on a slow one the wait is too short.
///
/// Off unless the environment asks for it, so users never meet it:
/// - `ANIMSIM_TEST_HOLD=N`: when the command reaches step N of its work (frames written, for
///   a render; 0 is the start of the work for every command), it reports that and waits until
///   the first SIGINT or SIGTERM has been handed to `Interruption`'s listeners, then goes on
///   along its ordinary path, which now sees the interruption.
/// - `ANIMSIM_TEST_READY_FD=fd`: where the report goes, one line, after which the descriptor
///   is closed (so a test reading it also learns of an exit before the hold as end-of-file).
///   Standard error when unset.
///
/// Both variables are read once, by `Interruption.install()`, and removed from the
/// environment, so children (an encoder, a benchmark's own `animsim`) never inherit them.
public enum TestHold {
    private struct Plan {
        var step: Int
        var readyDescriptor: Int32?
    }

    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        var plan: Plan?
        var released = false
    }

    private static let state = State()

    /// Reads and clears the variables (see above). Called once, by `Interruption.install()`.
    static func setUp() {
        let environment = ProcessInfo.processInfo.environment
        defer {
            unsetenv("ANIMSIM_TEST_HOLD")
            unsetenv("ANIMSIM_TEST_READY_FD")
        }
        guard let step = environment["ANIMSIM_TEST_HOLD"].flatMap(Int.init), step >= 0 else { return }
        let descriptor = environment["ANIMSIM_TEST_READY_FD"].flatMap(Int32.init)
        if let descriptor { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        state.condition.lock()
        state.plan = Plan(step: step, readyDescriptor: descriptor)
        state.condition.unlock()
    }

    /// A command passes each step of its work here; at the planned one (once per process)
    /// it reports `what` and waits for a signal. Costs one lock when no hold is planned.
    public static func reached(step: Int, of what: @autoclosure () -> String) {
        state.condition.lock()
        defer { state.condition.unlock() }
        guard let plan = state.plan, plan.step == step else { return }
        state.plan = nil
        let line = "animsim test hold: \(what()) at step \(step)\n"
        let descriptor = plan.readyDescriptor ?? 2
        line.utf8CString.withUnsafeBufferPointer { _ = write(descriptor, $0.baseAddress, $0.count - 1) }
        if let own = plan.readyDescriptor { close(own) }
        while !state.released { state.condition.wait() }
    }

    /// The first signal has reached every listener: a held command may go on and meet it.
    static func release() {
        state.condition.lock()
        state.released = true
        state.condition.broadcast()
        state.condition.unlock()
    }
}

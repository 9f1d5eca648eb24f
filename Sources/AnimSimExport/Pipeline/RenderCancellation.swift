import Foundation

/// A stop request shared by the signal handler, the render workers and the writer, and
/// available to callers (a viewer's "cancel export" button, tests). Cancelling stops new
/// frames from starting; frames already in flight are finished and written.
public final class RenderCancellation: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    private var cause: Int32?

    public init() {}

    public func cancel(signal: Int32? = nil) {
        lock.lock()
        if !cancelled { (cancelled, cause) = (true, signal) }
        lock.unlock()
    }

    public var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// The signal that cancelled, if one did.
    public var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return cause
    }
}

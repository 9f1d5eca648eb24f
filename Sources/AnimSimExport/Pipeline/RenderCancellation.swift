import Dispatch
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

/// Turns SIGINT and SIGTERM into a cancellation while a pipeline runs, then restores what
/// was there before. A second signal while the first is being honoured is the user insisting:
/// the default action (termination) runs at once. Temporary files are dot-files, so even
/// then no partial file carries a final name.
final class SignalWatcher {
    private var sources: [DispatchSourceSignal] = []
    private var previous: [(Int32, sighandler_t?)] = []

    init(cancellation: RenderCancellation, onFirstSignal: @escaping @Sendable (Int32) -> Void) {
        for number in [SIGINT, SIGTERM] {
            previous.append((number, signal(number, SIG_IGN)))
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if cancellation.isCancelled {
                    signal(number, SIG_DFL)
                    raise(number)
                    return
                }
                cancellation.cancel(signal: number)
                onFirstSignal(number)
            }
            source.resume()
            sources.append(source)
        }
    }

    func stop() {
        sources.forEach { $0.cancel() }
        sources = []
        for (number, handler) in previous { signal(number, handler) }
        previous = []
    }

    deinit { stop() }
}

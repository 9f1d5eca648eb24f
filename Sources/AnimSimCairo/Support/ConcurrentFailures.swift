import Foundation

/// Errors thrown on `DispatchQueue.concurrentPerform`'s threads, kept for the caller to
/// rethrow once every iteration has finished (the closure itself cannot throw).
package final class ConcurrentFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []

    package init() {}

    package func record(_ error: any Error) { lock.withLock { errors.append(error) } }

    package var first: (any Error)? { lock.withLock { errors.first } }
}

import Foundation

/// Work for the window done on a background thread, newest request first: one job runs at
/// a time, and asking again while it runs queues just the latest input, so a burst (saves
/// of a file, a slider dragged across its range, a resize) ends with the final state done
/// and no backlog of stale ones. The main thread takes the newest finished output.
final class LatestJob<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    private let work: @Sendable (Input) -> Output
    private let queue: DispatchQueue
    private let lock = NSLock()
    private let idle = DispatchGroup()
    private var running = false
    private var waiting: Input?
    private var finished: Output?

    init(label: String, qos: DispatchQoS, work: @escaping @Sendable (Input) -> Output) {
        self.work = work
        queue = DispatchQueue(label: label, qos: qos)
    }

    func request(_ input: Input) {
        lock.lock()
        defer { lock.unlock() }
        if running { waiting = input; return }
        running = true
        idle.enter()
        queue.async { [self] in run(input) }
    }

    /// A job is running.
    var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    /// A job is running, or has finished and its output is not taken yet.
    var isPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running || finished != nil
    }

    /// The newest finished output, once.
    func take() -> Output? {
        lock.lock()
        defer { lock.unlock() }
        let result = finished
        finished = nil
        return result
    }

    /// Blocks until no job runs.
    func wait() {
        idle.wait()
    }

    private func run(_ first: Input) {
        var input = first
        while true {
            let output = work(input)
            lock.lock()
            finished = output
            if let next = waiting {
                waiting = nil
                lock.unlock()
                input = next
                continue
            }
            running = false
            lock.unlock()
            idle.leave()
            return
        }
    }
}

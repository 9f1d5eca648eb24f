import Foundation

/// Renders window frames off the main thread, so event handling and presenting never wait
/// for Cairo.
///
/// Up to `maxInFlight` frames render at once (two on a 2-core machine lets composing and
/// painting one frame overlap the next); a request arriving while all are busy replaces
/// the waiting one, since only the newest state is worth drawing. The main thread polls
/// `takeNewest(dueBy:)` once per display refresh; a frame asked for a later refresh waits
/// for it, so rendering ahead never shows the future early.
final class FrameRenderer: @unchecked Sendable {
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "animsim.render", qos: .userInteractive, attributes: .concurrent)
    private let maxInFlight: Int
    private var inFlight = 0
    private var waiting: FrameRequest?
    /// Finished frames not handed out yet, oldest request first.
    private var finished: [RenderedFrame] = []
    private var deliveredSequence = -1
    private var skipped = 0

    init(maxInFlight: Int = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))) {
        self.maxInFlight = maxInFlight
    }

    func submit(_ request: FrameRequest) {
        lock.lock()
        if inFlight < maxInFlight {
            inFlight += 1
            lock.unlock()
            start(request)
        } else {
            waiting = request
            lock.unlock()
        }
    }

    /// True while a frame is rendering or waiting: the player keeps polling until it lands.
    var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return inFlight > 0 || waiting != nil
    }

    /// The newest finished frame meant for `refresh` or earlier; it and every frame asked for
    /// before it leave (the older ones are stale), frames for later refreshes stay.
    func takeNewest(dueBy refresh: Int) -> RenderedFrame? {
        lock.lock()
        defer { lock.unlock() }
        guard let frame = finished.last(where: { $0.refresh <= refresh }) else { return nil }
        skipped += finished.count(where: { $0.sequence < frame.sequence })
        finished.removeAll { $0.sequence <= frame.sequence }
        deliveredSequence = frame.sequence
        return frame
    }

    /// Frames rendered in full and never shown: a newer one was ready by the refresh that
    /// took it, or one was already shown (`--stats`: CPU a slow host spent for nothing).
    var skippedFrames: Int {
        lock.lock()
        defer { lock.unlock() }
        return skipped
    }

    /// Blocks until nothing is rendering (at exit, so no thread outlives the window).
    func drain() {
        while isBusy { usleep(2_000) }
    }

    private func start(_ request: FrameRequest) {
        queue.async { [self] in
            let frame = request.render()
            lock.lock()
            if frame.sequence > deliveredSequence {
                finished.append(frame)
                finished.sort { $0.sequence < $1.sequence }
            } else {
                skipped += 1
            }
            let next = waiting
            waiting = nil
            if next == nil { inFlight -= 1 }
            lock.unlock()
            if let next { start(next) }
        }
    }
}

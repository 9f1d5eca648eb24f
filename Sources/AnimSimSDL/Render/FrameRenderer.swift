import Foundation

/// Renders window frames off the main thread, so event handling and presenting never wait
/// for Cairo.
///
/// Up to `maxInFlight` frames render at once (two on a 2-core machine lets composing and
/// painting one frame overlap the next); a request arriving while all are busy replaces
/// the waiting one, since only the newest state is worth drawing. A playing frame is aimed,
/// as its render starts, at the refresh it can be ready for (`FramePacer`), and given up after
/// composing if a newer frame will be shown first; the main thread polls `takeNewest(dueBy:)`
/// once per display refresh, and a frame asked for a later refresh waits for it, so rendering
/// ahead never shows the future early. The bookkeeping is `FramePipeline`'s.
final class FrameRenderer: @unchecked Sendable {
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "animsim.render", qos: .userInteractive, attributes: .concurrent)
    private var pipeline: FramePipeline
    /// Seconds on the clock the window's ticks are given in.
    private let now: @Sendable () -> Double

    init(maxInFlight: Int = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount)), refreshInterval: Double = 1.0 / 60,
         now: @escaping @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }) {
        pipeline = FramePipeline(maxInFlight: maxInFlight, interval: refreshInterval)
        self.now = now
    }

    /// The window began `refresh` at `time` (on the `now` clock): frames are aimed from it.
    func tick(_ refresh: Int, at time: Double) {
        lock.withLock { pipeline.tick(refresh, at: time) }
    }

    func submit(_ request: FrameRequest) {
        let start = lock.withLock { pipeline.submit(request, at: now()) }
        if let start { self.start(start) }
    }

    /// True while a frame is rendering or waiting: the player keeps polling until it lands.
    var isBusy: Bool {
        lock.withLock { pipeline.isBusy }
    }

    /// The newest finished frame meant for `refresh` or earlier; it and every frame asked for
    /// before it leave (the older ones are stale), frames for later refreshes stay.
    func takeNewest(dueBy refresh: Int) -> RenderedFrame? {
        lock.withLock { pipeline.takeNewest(dueBy: refresh) }
    }

    /// Frames rendered in full and never shown: a newer one was ready by the refresh that
    /// took it, or one was already shown (`--stats`: CPU a slow host spent for nothing).
    var skippedFrames: Int {
        lock.withLock { pipeline.skipped }
    }

    /// Frames composed and then given up unpainted, as a newer one would be shown first.
    var abandonedFrames: Int {
        lock.withLock { pipeline.abandoned }
    }

    /// Blocks until nothing is rendering (at exit, so no thread outlives the window); a
    /// request still waiting is dropped.
    func drain() {
        lock.withLock { pipeline.dropWaiting() }
        while isBusy { usleep(2_000) }
    }

    private func start(_ request: FrameRequest) {
        queue.async { [self] in
            let started = now()
            let frame = request.render { [self] in
                !lock.withLock { pipeline.isDoomed(sequence: request.sequence, refresh: request.refresh) }
            }
            let next: FrameRequest? = lock.withLock {
                guard let frame else { return pipeline.abandon(at: now()) }
                return pipeline.finish(frame, seconds: now() - started, at: now())
            }
            if let next { start(next) }
        }
    }
}

import AnimSimCairo
import Foundation

/// A rendered frame on its way from a worker to the writer.
struct RenderedFrame: Sendable {
    var width: Int
    var height: Int
    /// nil once converted to `planar`: a frame in flight holds only what the sink takes.
    var pixels: PixelBuffer?
    var png: [UInt8]?
    var planar: PlanarFrame?

    init(_ pixels: PixelBuffer, png: [UInt8]?, converter: YUVConverter?) {
        (width, height) = (pixels.width, pixels.height)
        planar = converter?.convert(pixels)
        self.pixels = planar == nil ? pixels : nil
        self.png = png
    }
}

/// The shared state between render workers and the writer.
///
/// Workers claim frames in order; at most `window` frames may be claimed but not yet
/// written (`release`d by the writer once the sink has them), which bounds memory (a slow disk or ffmpeg holds the workers back rather than
/// piling up frames). The writer takes results strictly in order. Cancelling or a failure
/// stops new claims; frames already claimed still finish, so the writer can write
/// everything in flight and the output ends at a clean prefix.
final class FrameScheduler: @unchecked Sendable {
    let frames: [Int]
    let window: Int
    private let cancellation: RenderCancellation
    private let condition = NSCondition()
    private var nextClaim = 0
    private var nextWrite = 0
    /// Frames the writer has finished with: a frame handed out is still held while it is
    /// written, so the window counts from here, not from `nextWrite`.
    private var released = 0
    private var results: [Int: Result<RenderedFrame, any Error>] = [:]
    private var stopped = false
    private var liveWorkers = 0

    init(frames: [Int], window: Int, cancellation: RenderCancellation) {
        self.frames = frames
        self.window = max(window, 1)
        self.cancellation = cancellation
    }

    /// Starts `count` worker threads running `render` (and PNG compression when `encoder`
    /// is given, colour conversion when `converter` is) until no frame is left to claim.
    func startWorkers(count: Int, encoder: PNGEncoder?, converter: YUVConverter? = nil,
                      render: @escaping @Sendable (Int) throws -> PixelBuffer) {
        condition.lock()
        liveWorkers += count
        condition.unlock()
        for _ in 0..<count {
            let thread = Thread { [self] in work(encoder: encoder, converter: converter, render: render) }
            thread.name = "animsim-render"
            thread.start()
        }
    }

    private func work(encoder: PNGEncoder?, converter: YUVConverter?, render: @Sendable (Int) throws -> PixelBuffer) {
        if converter != nil { Self.yieldToEncoder() }
        while true {
            condition.lock()
            while !isStopping && nextClaim < frames.count && nextClaim - released >= window {
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            }
            guard !isStopping, nextClaim < frames.count else {
                liveWorkers -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let position = nextClaim
            nextClaim += 1
            condition.unlock()

            let result = Result { () throws -> RenderedFrame in
                let pixels = try render(frames[position])
                return RenderedFrame(pixels, png: try encoder?.encode(pixels), converter: converter)
            }

            condition.lock()
            results[position] = result
            if case .failure = result { stopped = true }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// An in-process encoder (x264's or libvpx's threads, and the writer feeding them) is the
    /// critical path of a video export and leaves part of the cores idle, its threads waiting
    /// on each other; the workers' painting and conversion fit in that time only if a worker
    /// woken for the next frame does not preempt an encoder thread. SCHED_BATCH gives exactly
    /// that and keeps the workers' fair share: measured on 2 cores (medians of alternated
    /// `bench` runs), the export's ratio to its ceiling went from 89 to 92 % for MP4 and 80
    /// to 84 % for WebM, while an export next to two busy loops took the same time. Lower
    /// priorities were rejected: nice 10 cost WebM 6 points, and SCHED_IDLE, best on a quiet
    /// machine, took that export from 3 s to 40-75 s.
    private static func yieldToEncoder() {
        #if os(Linux)
        var parameters = sched_param()
        // Per thread on Linux (pid 0 is the caller); the nice value is kept.
        _ = sched_setscheduler(0, linuxSchedBatch, &parameters)
        #endif
    }

    /// Called with the lock held.
    private var isStopping: Bool { stopped || cancellation.isCancelled }

    /// The next frame in order with its result, or nil when nothing more will come (all
    /// written, or stopping and everything in flight has been handed out).
    func next() -> (frame: Int, result: Result<RenderedFrame, any Error>)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = results.removeValue(forKey: nextWrite) {
                let frame = frames[nextWrite]
                nextWrite += 1
                condition.broadcast()
                return (frame, result)
            }
            if nextWrite >= nextClaim && (isStopping || nextClaim >= frames.count) { return nil }
            // Timed, so a cancellation (which does not signal the condition) is noticed.
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
        }
    }

    /// The writer is done with the frame `next` last handed out: its pixels are free.
    func release() {
        condition.lock()
        released += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Stops new claims (the writer failed) and waits for workers to finish their frames.
    func stopAndJoin() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while liveWorkers > 0 { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1)) }
        results.removeAll()
        condition.unlock()
    }
}

/// SCHED_BATCH (<sched.h> defines it only under _GNU_SOURCE, so Swift does not see it); the
/// value is Linux's ABI.
let linuxSchedBatch: Int32 = 3

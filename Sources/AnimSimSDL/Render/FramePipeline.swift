import Foundation

/// The bookkeeping of `FrameRenderer` without its threads or its clock: which requests render,
/// which waits, what each is aimed at, and which finished frame a refresh takes. Every call
/// says when it happens, so a test plays a whole run of the window with an injected clock and
/// renders that take what it says, and counts what was rendered for nothing.
struct FramePipeline {
    let maxInFlight: Int
    private(set) var pacer: FramePacer
    private(set) var inFlight = 0
    /// The newest request asked while every render was busy, or held back by the pacer; it
    /// starts when one ends (or with the next request), aimed then, so it is never stale.
    private(set) var waiting: FrameRequest?
    /// Finished frames not handed out yet, oldest request first.
    private(set) var finished: [RenderedFrame] = []
    private(set) var deliveredSequence = -1
    /// Frames painted in full that no refresh took.
    private(set) var skipped = 0
    /// Frames given up after composing, before painting, since they could no longer be shown.
    private(set) var abandoned = 0

    init(maxInFlight: Int, interval: Double) {
        self.maxInFlight = maxInFlight
        pacer = FramePacer(interval: interval)
    }

    /// The window began `refresh` at `time`.
    mutating func tick(_ refresh: Int, at time: Double) {
        pacer.tick(refresh, at: time)
    }

    /// A new request: the one to start now, aimed (nil: it waits, replacing any waiting one,
    /// since only the newest state is worth drawing).
    mutating func submit(_ request: FrameRequest, at now: Double) -> FrameRequest? {
        waiting = request
        guard inFlight < maxInFlight else { return nil }
        return next(at: now, freeing: false)
    }

    /// A request given up (`isDoomed`) before painting; returns the waiting one to start, if any.
    mutating func abandon(at now: Double) -> FrameRequest? {
        abandoned += 1
        return next(at: now, freeing: true)
    }

    /// A frame finished `seconds` after it started; returns the waiting request to start, if any.
    mutating func finish(_ frame: RenderedFrame, seconds: Double, at now: Double) -> FrameRequest? {
        pacer.rendered(seconds: seconds)
        if frame.sequence > deliveredSequence {
            finished.append(frame)
            finished.sort { $0.sequence < $1.sequence }
        } else {
            skipped += 1
        }
        return next(at: now, freeing: true)
    }

    /// Whether the frame `sequence`, aimed at `refresh` and not finished, can no longer be shown:
    /// a newer one is on screen already, or is finished and due by the next refresh, which would
    /// take it rather than this one however soon this one ended.
    func isDoomed(sequence: Int, refresh: Int) -> Bool {
        sequence < deliveredSequence
            || finished.contains { $0.sequence > sequence && $0.refresh <= pacer.refresh + 1 }
    }

    /// The newest finished frame meant for `refresh` or earlier; it and every frame asked for
    /// before it leave (the older ones are stale), frames for later refreshes stay.
    mutating func takeNewest(dueBy refresh: Int) -> RenderedFrame? {
        guard let frame = finished.last(where: { $0.refresh <= refresh }) else { return nil }
        skipped += finished.count(where: { $0.sequence < frame.sequence })
        finished.removeAll { $0.sequence <= frame.sequence }
        deliveredSequence = frame.sequence
        return frame
    }

    /// True while a frame is rendering or waiting.
    var isBusy: Bool { inFlight > 0 || waiting != nil }

    /// At exit: nothing more starts.
    mutating func dropWaiting() {
        waiting = nil
    }

    /// The waiting request, aimed, if the pacer lets it start; `freeing`: a render just ended,
    /// and its place goes to it or is given up.
    private mutating func next(at now: Double, freeing: Bool) -> FrameRequest? {
        if let request = waiting, let aimed = aim(request, at: now) {
            waiting = nil
            if !freeing { inFlight += 1 }
            return aimed
        }
        if freeing { inFlight -= 1 }
        return nil
    }

    /// A playing request is aimed by the pacer and takes the scene's time at that refresh (nil:
    /// held back a refresh); a paused or scrubbed one keeps the refresh and time it was asked for.
    private mutating func aim(_ request: FrameRequest, at now: Double) -> FrameRequest? {
        var request = request
        if let schedule = request.schedule {
            guard let target = pacer.target(startingAt: now) else { return nil }
            request.refresh = target
            request.time = schedule.time(at: target)
        } else {
            pacer.started(fixed: request.refresh)
        }
        return request
    }
}

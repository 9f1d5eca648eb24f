import Foundation

/// Which refresh a frame starting to render now is for, from how long frames have been
/// taking: a pure value fed the refresh grid and the measured render times, so the rule is
/// tested with an injected clock.
///
/// A frame asked for a fixed number of refreshes ahead was often finished just after its
/// refresh and just before the next frame's, and that refresh took the newer one: on a loaded
/// two-core host one frame in five was rendered and never shown (issue #39), CPU lost exactly
/// when the host is short of it. Here a frame is aimed, when its render starts, at the first
/// refresh it can be ready for at the pace frames have been rendering, and always after every
/// frame started before it, so two frames are never in flight for the same refresh or for one
/// that has passed. Its time is then the scene at that refresh (`FrameSchedule`), so what is
/// shown is still the scene at the instant it is shown.
struct FramePacer: Equatable {
    /// The display's refresh interval, in seconds.
    let interval: Double
    /// Render times (start to finish, wall) of the last frames, newest last.
    private(set) var recent: [Double] = []
    /// The last refresh the window began, and when (seconds on the pacer's clock).
    private(set) var refresh = 0
    private(set) var tickTime = 0.0
    /// The refresh the newest started frame is for.
    private(set) var newestTarget = Int.min

    /// How many render times the estimate looks back over: enough to hold the heaviest
    /// instants of a scene's turn, few enough to follow the host's load within a second.
    static let window = 12
    /// Past a frame's expected render time, time for the main thread to reach the take after
    /// its tick and for a render thread to be woken.
    static let margin = 0.002
    /// The most refreshes ahead a frame is aimed: the delay between a key and the first frame
    /// it changes stays under a tenth of a second however slow the host gets.
    static let maxLead = 6

    init(interval: Double) {
        self.interval = interval
    }

    /// The window began `refresh` at `time`: frames are aimed from there.
    mutating func tick(_ refresh: Int, at time: Double) {
        self.refresh = refresh
        tickTime = time
    }

    /// What a frame is expected to take: the slowest of the recent ones (a frame aimed too
    /// close is one that finishes late and is never shown; aimed too far, it only waits).
    /// Before any is measured, one refresh: with the margin, the old fixed lead of two.
    var expectedRenderSeconds: Double {
        recent.max() ?? interval
    }

    /// The refresh a frame starting at `now` is for: the first after the last begun whose
    /// tick comes once the frame is expected to be done, and after every frame started so far.
    /// Nil: hold the frame back a refresh. Frames started one a refresh keep whatever lead the
    /// slowest of them once needed, as each must come after the one before; when that is two
    /// refreshes more than the recent renders need, leaving one refresh without a new frame
    /// brings the lead, and what a key or a control takes to show, back down.
    mutating func target(startingAt now: Double) -> Int? {
        let ready = now + expectedRenderSeconds + Self.margin
        let lead = min(max(Int(((ready - tickTime) / interval).rounded(.up)), 1), Self.maxLead)
        let earliest = newestTarget == .min ? refresh + 1 : newestTarget + 1
        guard earliest < refresh + lead + 2 else { return nil }
        let target = max(refresh + lead, earliest)
        newestTarget = target
        return target
    }

    /// A frame for a fixed refresh started (paused, scrubbing): later frames are aimed after it.
    mutating func started(fixed target: Int) {
        newestTarget = max(newestTarget, target)
    }

    /// A frame took `seconds` from its start to its end.
    mutating func rendered(seconds: Double) {
        guard seconds.isFinite, seconds >= 0 else { return }
        recent.append(seconds)
        if recent.count > Self.window { recent.removeFirst(recent.count - Self.window) }
    }
}

/// How a playing frame's time follows from the refresh it is aimed at: the clock as the main
/// thread had it at refresh `askedAt`, advanced by the refreshes between. `PlaybackClock`'s
/// advance is pure (loops, the last frame's hold), so the time is the scene at that refresh
/// whichever thread works it out.
struct FrameSchedule: Sendable, Equatable {
    var clock: PlaybackClock
    var askedAt: Int
    var interval: Double

    func time(at refresh: Int) -> Double {
        var shown = clock
        shown.advance(by: interval * Double(max(refresh - askedAt, 0)))
        return shown.time
    }
}

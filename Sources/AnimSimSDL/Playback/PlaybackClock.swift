import AnimSimCore
import Foundation

/// Scene time as the window plays it: where we are, how fast, whether it runs and loops.
///
/// A value with pure transitions, so everything the keys do to time is unit-tested without
/// a window; the player only feeds it wall-clock deltas. Frames follow the evaluator's grid
/// (frame `i` at `i / fps`, the last at `(frameCount - 1) / fps`), so stepping lands on
/// exactly the instants `animsim render` writes.
public struct PlaybackClock: Equatable, Sendable {
    /// The speeds `[` and `]` step through.
    public static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2, 4]

    public private(set) var time: Double {
        didSet { overshoot = 0 }
    }
    /// How far the playhead is into the last frame's hold while looping: kept so that the
    /// hold lasts exactly one frame. Dropping it held the last frame for two refreshes
    /// whenever the wrap fell just short of a refresh, a visible judder at every loop.
    private var overshoot = 0.0
    public private(set) var speed: Double
    public var isPaused: Bool
    public var loops: Bool
    public private(set) var duration: Double
    public private(set) var fps: Double

    public init(duration: Double, fps: Double, time: Double = 0, speed: Double = 1, paused: Bool = false, loops: Bool = true) {
        self.duration = max(duration, 0)
        self.fps = fps > 0 ? fps : 60
        self.time = 0
        self.speed = speed
        self.isPaused = paused
        self.loops = loops
        self.time = clamped(time)
    }

    /// The same count as `SceneEvaluator.frameCount`.
    public var frameCount: Int { SceneEvaluator.frameCount(duration: duration, fps: fps) }
    public var lastFrameTime: Double { Double(frameCount - 1) / fps }
    /// The frame shown at `time` (the last one that has started).
    public var frame: Int { min(max(Int((time * fps + 1e-6).rounded(.down)), 0), frameCount - 1) }
    public var isAtEnd: Bool { time >= lastFrameTime - 1e-9 }

    /// Playback over `seconds` of wall-clock time. Looping wraps with one frame's pause on
    /// the last frame, as a looping video does; otherwise playback stops on the last frame.
    public mutating func advance(by seconds: Double) {
        guard !isPaused, seconds > 0, seconds.isFinite else { return }
        let playhead = time + overshoot + seconds * speed
        guard playhead > lastFrameTime else { return time = playhead }
        if loops {
            let wrapped = playhead.truncatingRemainder(dividingBy: lastFrameTime + 1 / fps)
            time = min(wrapped, lastFrameTime)
            overshoot = wrapped - time
        } else {
            time = lastFrameTime
            isPaused = true
        }
    }

    /// Space. Playing again from the end of a non-looping scene starts over.
    public mutating func togglePause() {
        if isPaused, isAtEnd, !loops { time = 0 }
        isPaused.toggle()
    }

    /// ←/→ and the wheel: to the neighbouring frame on the grid (from between two frames,
    /// to the one before or after), pausing, since a single frame cannot be seen in motion.
    public mutating func step(frames count: Int) {
        guard count != 0 else { return }
        isPaused = true
        let exact = time * fps
        let target = count > 0 ? (exact + 1e-6).rounded(.down) + Double(count)
                               : (exact - 1e-6).rounded(.up) + Double(count)
        time = Double(min(max(Int(target), 0), frameCount - 1)) / fps
    }

    /// Shift+←/→: a second (or any amount) of scene time, keeping play or pause.
    public mutating func step(seconds: Double) {
        time = clamped(time + seconds)
    }

    public mutating func seek(to newTime: Double) {
        time = clamped(newTime)
    }

    public mutating func seekToStart() { time = 0 }
    public mutating func seekToEnd() { time = lastFrameTime }

    /// `]`: the next listed speed above the current one.
    public mutating func faster() {
        speed = Self.speeds.first { $0 > speed + 1e-9 } ?? Self.speeds.last!
    }

    /// `[`: the next listed speed below the current one.
    public mutating func slower() {
        speed = Self.speeds.last { $0 < speed - 1e-9 } ?? Self.speeds.first!
    }

    /// A reloaded scene may be longer, shorter or at another frame rate; time is kept where
    /// it still exists so an edit is seen at the instant being looked at.
    public mutating func rescale(duration: Double, fps: Double) {
        self.duration = max(duration, 0)
        self.fps = fps > 0 ? fps : 60
        time = clamped(time)
    }

    private func clamped(_ t: Double) -> Double {
        guard t.isFinite else { return 0 }
        return min(max(t, 0), lastFrameTime)
    }
}

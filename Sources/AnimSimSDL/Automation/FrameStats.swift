import Foundation

/// `--stats`: how smoothly the window played. Records, while playing, the wall time between
/// consecutive presented new frames and each frame's render time, and summarises them on
/// exit as percentiles, the frame rate held and the frames dropped (refresh intervals that
/// went by without a new frame).
///
/// A frame is timed at the refresh tick that takes it, before it is copied into the
/// window's texture: which refresh a frame lands on is what smoothness is, and the copy is
/// the same work every frame. The copy's own times are reported beside, so nothing hides.
struct FrameStats {
    let refreshInterval: Double
    private(set) var intervals: [Double] = []
    private(set) var renderTimes: [Double] = []
    private(set) var composeTimes: [Double] = []
    private(set) var uploadTimes: [Double] = []
    /// CPU seconds per frame taken while playing: composing (the scene's evaluation and the
    /// overlays' data) on the render thread, painting on every thread that painted it.
    private(set) var composeCPU: [Double] = []
    private(set) var paintCPU: [Double] = []
    /// Each `present` of the window while playing (the driver's copy to the screen).
    private(set) var presentTimes: [Double] = []
    private var lastPresent: Double?
    private var playingSeconds: Double = 0
    private(set) var dropped = 0

    init(refreshRate: Double) {
        refreshInterval = 1 / max(refreshRate, 1)
    }

    /// A new frame was taken for the screen at the tick `now` (seconds); `playing` false
    /// breaks the chain (time spent paused is not a slow frame).
    mutating func presented(at now: Double, renderSeconds: Double, composeSeconds: Double = 0, uploadSeconds: Double = 0,
                            composeCPUSeconds: Double = 0, paintCPUSeconds: Double = 0, playing: Bool) {
        defer { lastPresent = playing ? now : nil }
        guard playing else { return }
        renderTimes.append(renderSeconds)
        composeTimes.append(composeSeconds)
        uploadTimes.append(uploadSeconds)
        composeCPU.append(composeCPUSeconds)
        paintCPU.append(paintCPUSeconds)
        guard let last = lastPresent else { return }
        let interval = now - last
        intervals.append(interval)
        playingSeconds += interval
        dropped += max(0, Int((interval / refreshInterval).rounded()) - 1)
    }

    /// The clock stood still (paused, at the end, or scrubbed) on a refresh: the next frame
    /// played starts a new chain. A pause does not always present a frame, since a frame
    /// asked for before it may already show its instant, and without this the whole pause
    /// was counted as one slow frame (a 387 ms "frame" in wheel-1000 when the clock stopped
    /// at the end of a control's animation just before the next use).
    mutating func stoodStill() {
        lastPresent = nil
    }

    /// The window's `present` took `seconds`; counted while playing only.
    mutating func presentTook(_ seconds: Double, playing: Bool) {
        if playing { presentTimes.append(seconds) }
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// The summary printed on exit.
    var report: String {
        guard !intervals.isEmpty else { return "stats: no frames were played (paused the whole time?)" }
        func ms(_ seconds: Double) -> String {
            let tenths = Int((seconds * 10_000).rounded())
            return "\(tenths / 10).\(tenths % 10) ms"
        }
        let fps = Double(intervals.count) / max(playingSeconds, 1e-9)
        let target = 1 / refreshInterval
        let fpsText = String(Int((fps * 10).rounded()) / 10) + "." + String(Int((fps * 10).rounded()) % 10)
        return """
        stats: \(intervals.count + 1) frames over \(FrameWriter.seconds(playingSeconds)) s of playback
          frame time  p50 \(ms(Self.percentile(intervals, 50)))  p95 \(ms(Self.percentile(intervals, 95)))  p99 \(ms(Self.percentile(intervals, 99)))  max \(ms(intervals.max() ?? 0))
          render time p50 \(ms(Self.percentile(renderTimes, 50)))  p95 \(ms(Self.percentile(renderTimes, 95)))  p99 \(ms(Self.percentile(renderTimes, 99)))  (composing p50 \(ms(Self.percentile(composeTimes, 50))), the rest painting)
          upload      p50 \(ms(Self.percentile(uploadTimes, 50)))  p99 \(ms(Self.percentile(uploadTimes, 99)))  (copying the frame into the window's texture)
          present     p50 \(ms(Self.percentile(presentTimes, 50)))  p99 \(ms(Self.percentile(presentTimes, 99)))  (the window's present, on the main thread)
          CPU         composing p50 \(ms(Self.percentile(composeCPU, 50)))  p99 \(ms(Self.percentile(composeCPU, 99)))  painting p50 \(ms(Self.percentile(paintCPU, 50)))  p99 \(ms(Self.percentile(paintCPU, 99)))  (thread CPU time, all painting threads summed)
          fps held \(fpsText) of \(Int(target.rounded()))  dropped frames \(dropped)
        """
    }
}

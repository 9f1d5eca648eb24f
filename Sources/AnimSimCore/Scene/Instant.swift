import Foundation

/// How messages name an instant: by frame, as a user scrubbing or rendering finds it, and
/// its time rounded to milliseconds. A raw double ("at 0.5166666666666667 s") names neither.
public enum Instant {
    /// "frame 31 (0.517 s)" at a frame's time; "0.512 s (between frames 30 and 31)" between
    /// frames (`trace --at`, a render's path samples).
    public static func describe(_ time: Double, fps: Double) -> String {
        let seconds = rounded(time) + " s"
        guard time.isFinite, fps > 0, fps.isFinite else { return seconds }
        let position = time * fps
        let frame = position.rounded()
        guard abs(position) < 1e15 else { return seconds }
        if abs(position - frame) < 1e-6 { return "frame \(Int(frame)) (\(seconds))" }
        let before = Int(position.rounded(.down))
        return "\(seconds) (between frames \(before) and \(before + 1))"
    }

    /// Milliseconds, without trailing zeros: 0.517, 0.5, 2.
    static func rounded(_ time: Double) -> String {
        guard time.isFinite else { return "\(time)" }
        var text = String(format: "%.3f", time)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}

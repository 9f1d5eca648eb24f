import Foundation

/// GIF frame delays are whole centiseconds, and browsers slow any delay under 2 cs to
/// 10 cs: a GIF's honest frame rates are 100/k fps for k ≥ 2 (50, 33.3, 25, 20, …).
/// A scene at another rate is rendered at the nearest of those, every frame at its exact
/// time, and the choice is said out loud; no frame is silently dropped.
public struct GIFTiming: Equatable, Sendable {
    /// Centiseconds per frame.
    public var delay: Int

    public init(fps: Double) {
        delay = max(2, Int((100 / fps).rounded()))
    }

    public var fps: Double { 100 / Double(delay) }

    /// ffmpeg's `-framerate`, exact ("100/3" rather than 33.333…).
    public var rateText: String { delay == 1 || 100 % delay == 0 ? String(100 / delay) : "100/\(delay)" }

    /// Whether `fps` is played exactly.
    public static func isExact(_ fps: Double) -> Bool {
        let timing = GIFTiming(fps: fps)
        return abs(timing.fps - fps) < 1e-9
    }

    /// "GIF delays are whole centiseconds: 60 fps is not possible, rendering at 50 fps (2 cs a frame)".
    public static func note(requested fps: Double) -> String? {
        guard !isExact(fps) else { return nil }
        let timing = GIFTiming(fps: fps)
        return "GIF delays are whole centiseconds: \(Self.text(fps)) fps is not possible; "
            + "rendering at \(Self.text(timing.fps)) fps (\(timing.delay) cs a frame)"
    }

    static func text(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : String(format: "%.2f", fps)
    }
}

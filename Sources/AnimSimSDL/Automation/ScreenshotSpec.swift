import Foundation

/// `--screenshot-at TIME:FILE`: save the frame at exactly scene time TIME to FILE.
///
/// The frame is composed at TIME itself (not whatever frame the window happened to show
/// near it) and painted by the same painter as `animsim render`, so it is deterministic and
/// comparable with an export of the same instant.
public struct ScreenshotSpec: Equatable, Sendable {
    public var time: Double
    public var path: String

    public init(time: Double, path: String) {
        self.time = time
        self.path = path
    }

    /// The scene-duration limit (docs/scene-format.md, Limits).
    public static let maximumTime = 3600.0

    /// `1.5:out.png`, `1.5s:out.png`, `0:/tmp/a:b.png` (the first colon separates).
    public static func parse(_ text: String) -> Result<ScreenshotSpec, PlayerError> {
        guard let colon = text.firstIndex(of: ":") else {
            return .failure(.invalidOption("--screenshot-at expects TIME:FILE (seconds, then a PNG path), e.g. 1.5:frame.png; got '\(text)'"))
        }
        var timeText = text[..<colon].trimmingCharacters(in: .whitespaces)
        if timeText.hasSuffix("s") { timeText.removeLast() }
        let path = String(text[text.index(after: colon)...])
        guard let time = Double(timeText), time.isFinite, time >= 0 else {
            return .failure(.invalidOption("--screenshot-at: '\(text[..<colon])' is not a time in seconds (≥ 0), in '\(text)'"))
        }
        // The longest scene lasts an hour; a later shot would be the last frame anyway, and
        // 1e308 s overflowed the file-name arithmetic.
        guard time <= maximumTime else {
            return .failure(.invalidOption("--screenshot-at: \(timeText) s is past the longest possible scene (\(Int(maximumTime)) s) in '\(text)'"))
        }
        guard !path.isEmpty else {
            return .failure(.invalidOption("--screenshot-at: no file after the colon in '\(text)'"))
        }
        return .success(ScreenshotSpec(time: time, path: path))
    }
}

/// The screenshots still to take, in time order. A shot is due once playback reaches its
/// time; at exit the rest are taken anyway, so `--exit-after` never loses one.
struct ScreenshotSchedule {
    private(set) var pending: [ScreenshotSpec]

    init(_ specs: [ScreenshotSpec]) {
        pending = specs.sorted { $0.time < $1.time }
    }

    /// Removes and returns the shots due at `time` (clamped to the scene's last frame, so a
    /// shot past the end is taken when playback gets there).
    mutating func due(at time: Double, lastFrameTime: Double) -> [ScreenshotSpec] {
        let due = pending.filter { min($0.time, lastFrameTime) <= time + 1e-9 }
        pending.removeAll { min($0.time, lastFrameTime) <= time + 1e-9 }
        return due
    }

    mutating func takeAll() -> [ScreenshotSpec] {
        defer { pending = [] }
        return pending
    }
}

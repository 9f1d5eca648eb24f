import AnimSimPresentation
import AnimSimScene
import Foundation

/// What a window restarted by the rebuild loop carries across `exec` into the new build of
/// its executable: the scene time, the playback and view toggles, and the window's place, so
/// the new window opens where the old one was, showing the same instant.
///
/// It travels in the environment variable `ANIMSIM_PLAY_RESUME` (internal: written by the
/// old process for the new one, read once at start and removed, so nothing the window starts
/// inherits it), as `key=value` pairs separated by spaces.
public struct PlayerResume: Equatable, Sendable {
    public var playback: Playback
    /// The window's top-left corner and size, in screen points.
    public var x: Int, y: Int, width: Int, height: Int
    /// The uses of the controls made so far. Not in `encoded`: they travel apart, in a file
    /// (`CarriedUses`), since there can be thousands.
    public var carried: [CarriedUse] = []
    /// A SwiftUI view's uses of its drawn controls so far, as a script's entries; they travel
    /// with `carried`.
    public var viewUses: [ControlScript.Use] = []

    public static let environmentKey = "ANIMSIM_PLAY_RESUME"

    public init(playback: Playback, x: Int, y: Int, width: Int, height: Int, carried: [CarriedUse] = [],
                viewUses: [ControlScript.Use] = []) {
        self.viewUses = viewUses
        self.playback = playback
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.carried = carried
    }

    /// `t=1.25 paused=1 speed=0.5 loop=1 overlays=62 hidden=0 window=100,80,800,540`;
    /// the time with 17 significant digits, so the new process shows exactly the same instant.
    public var encoded: String {
        let playback = self.playback
        return ["t=" + String(format: "%.17g", playback.time), "paused=\(playback.paused ? 1 : 0)",
                "speed=" + String(format: "%.17g", playback.speed), "loop=\(playback.loops ? 1 : 0)",
                "overlays=\(playback.overlays.rawValue)", "hidden=" + playback.hiddenPanes.sorted().map(String.init).joined(separator: ","),
                "window=\(x),\(y),\(width),\(height)"].joined(separator: " ")
    }

    /// nil when any field is missing or malformed: the new process then starts as its
    /// arguments say, never half-resumed.
    public init?(encoded text: String) {
        var fields: [String: String] = [:]
        for pair in text.split(separator: " ") {
            guard let equals = pair.firstIndex(of: "=") else { return nil }
            fields[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        let window = (fields["window"] ?? "").split(separator: ",").compactMap { Int($0) }
        guard let time = fields["t"].flatMap(Double.init), time.isFinite, time >= 0,
              let paused = fields["paused"].flatMap(Int.init), let loops = fields["loop"].flatMap(Int.init),
              let speed = fields["speed"].flatMap(Double.init), speed >= 0.01, speed <= 100,
              let overlays = fields["overlays"].flatMap(Int.init), let hidden = fields["hidden"],
              window.count == 4, window[2] > 0, window[3] > 0 else { return nil }
        let panes = hidden.split(separator: ",").map { Int($0) }
        guard panes.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        self.init(playback: Playback(time: time, paused: paused != 0, speed: speed, loops: loops != 0,
                                     overlays: OverlayOptions(rawValue: overlays), hiddenPanes: Set(panes.compactMap { $0 })),
                  x: window[0], y: window[1], width: window[2], height: window[3])
    }

    /// The resume this process was started with, if any, with the uses carried; the
    /// variables are removed (and the uses' file closed) either way.
    public static func take() -> PlayerResume? {
        defer { unsetenv(environmentKey) }
        let carried = CarriedUses.take()
        var resume = ProcessInfo.processInfo.environment[environmentKey].flatMap(PlayerResume.init(encoded:))
        resume?.carried = carried.panel
        resume?.viewUses = carried.views
        return resume
    }
}

import AnimSimCore
import AnimSimPresentation

/// The window's whole interactive state as a value: the clock plus what is shown (overlays,
/// panes, help). `apply` is a pure transition per command, so every key's meaning is
/// unit-tested without SDL; effects it cannot perform (reload, save, quit) are returned for
/// the player to carry out.
public struct PlayerState: Equatable, Sendable {
    public var clock: PlaybackClock
    public var overlays: OverlayOptions
    /// How many panes the scene has (its strategies, left to right).
    public private(set) var paneCount: Int
    /// Indices of panes switched off with 1, 2, 3. At least one pane always stays visible.
    public private(set) var hiddenPanes: Set<Int> = []
    public var showsHelp = false
    /// Where the strategies differ most (the divergence strip's worst frame); nil when they
    /// never part or the strip was not measured. W jumps there.
    public var worstTime: Double?

    public init(clock: PlaybackClock, overlays: OverlayOptions = .standard, paneCount: Int) {
        self.clock = clock
        self.overlays = overlays
        self.paneCount = max(paneCount, 1)
    }

    /// The window's state at the start of `playback`, on a scene of this length, rate and
    /// pane count: its panes switched off as `togglePane` would (lowest first, one always
    /// left visible).
    public init(_ playback: Playback, duration: Double, fps: Double, paneCount: Int) {
        self.init(clock: PlaybackClock(duration: duration, fps: fps, time: playback.time, speed: playback.speed,
                                       paused: playback.paused, loops: playback.loops),
                  overlays: playback.overlays, paneCount: paneCount)
        for pane in playback.hiddenPanes.sorted() { togglePane(pane) }
    }

    /// Where playback stands now: what a restarted window carries on from.
    public var playback: Playback {
        Playback(time: clock.time, paused: clock.isPaused, speed: clock.speed, loops: clock.loops, overlays: overlays,
                 hiddenPanes: hiddenPanes)
    }

    /// Visible pane indices, left to right.
    public var visiblePanes: [Int] { (0..<paneCount).filter { !hiddenPanes.contains($0) } }

    @discardableResult
    public mutating func apply(_ command: PlayerCommand) -> PlayerEffect? {
        switch command {
        case .togglePause: clock.togglePause()
        case .stepFrames(let count): clock.step(frames: count)
        case .stepSeconds(let seconds): clock.step(seconds: seconds)
        case .seekToStart: clock.seekToStart()
        case .seekToEnd: clock.seekToEnd()
        case .seek(let time): clock.seek(to: time)
        case .seekToWorst:
            // Paused there, so the frame stays to be looked at (as stepping does).
            guard let worstTime else { break }
            clock.isPaused = true
            clock.seek(to: worstTime)
        case .slower: clock.slower()
        case .faster: clock.faster()
        case .toggleLoop: clock.loops.toggle()
        case .toggleOverlay(let option): overlays.formSymmetricDifference(option)
        case .togglePane(let index): togglePane(index)
        case .toggleHelp: showsHelp.toggle()
        case .reload: return .reload
        case .saveFrame: return .saveFrame
        case .toggleControls: return .toggleControls
        case .quit: return .quit
        }
        return nil
    }

    /// After a reload: the new scene's length, rate and pane count; time and toggles stay.
    public mutating func sceneChanged(duration: Double, fps: Double, paneCount: Int) {
        clock.rescale(duration: duration, fps: fps)
        self.paneCount = max(paneCount, 1)
        hiddenPanes = hiddenPanes.filter { $0 < self.paneCount }
        if visiblePanes.isEmpty { hiddenPanes = [] }
    }

    /// "paused · 0.5× · loop": the status line the window shows.
    ///
    /// A scene of no length has nothing to play or pause: a SwiftUI view with no animation
    /// and nothing scheduled has settled at once (docs/swift.md, "A view that has settled").
    /// Its window shows the live view, its controls ready: the first use makes the scene as
    /// long as what it sets off, and the clock plays that from the instant of the use.
    public var statusText: String {
        if clock.duration == 0 { return "settled · use a control to animate it" }
        var parts = [clock.isPaused ? "paused" : "playing", Self.speedText(clock.speed)]
        if clock.loops { parts.append("loop") }
        return parts.joined(separator: " · ")
    }

    static func speedText(_ speed: Double) -> String {
        let hundredths = Int((speed * 100).rounded())
        var text = String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            text += "." + (fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction))
        }
        return text + "×"
    }

    private mutating func togglePane(_ index: Int) {
        guard index >= 0, index < paneCount else { return }
        if hiddenPanes.contains(index) {
            hiddenPanes.remove(index)
        } else if visiblePanes.count > 1 {
            hiddenPanes.insert(index)
        }
    }
}

/// Everything a key, click or wheel notch can ask of the player, independent of SDL, so
/// bindings, the help panel and tests all speak the same vocabulary.
public enum PlayerCommand: Equatable, Sendable {
    case togglePause
    case stepFrames(Int)
    case stepSeconds(Double)
    case seekToStart
    case seekToEnd
    /// A click or drag on the timeline.
    case seek(to: Double)
    /// To where the strategies differ most.
    case seekToWorst
    case slower
    case faster
    case toggleLoop
    case toggleOverlay(OverlayOptions)
    /// 0-based pane index (key 1 is pane 0).
    case togglePane(Int)
    case toggleHelp
    case reload
    case saveFrame
    /// C: the controls panel shown or hidden (the panes take its room).
    case toggleControls
    case quit
}

/// What a command needs done outside the state: file and window work the pure state cannot do.
public enum PlayerEffect: Equatable, Sendable {
    case reload
    case saveFrame
    case toggleControls
    case quit
}

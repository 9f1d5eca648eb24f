import AnimSimPresentation

/// Where playback stands and what the frame shows: the instant, the clock's settings, the
/// overlays and the panes switched off. `play`'s options set it (`PlayerOptions`), the window
/// changes it (`PlayerState`), and a restart by the rebuild loop carries it into the new
/// build (`PlayerResume`): one description for the three, so none copies the others field
/// by field.
public struct Playback: Equatable, Sendable {
    /// Scene time, in seconds.
    public var time: Double
    public var paused: Bool
    public var speed: Double
    public var loops: Bool
    public var overlays: OverlayOptions
    /// Panes switched off, as indices into the scene's strategies; the window keeps at least
    /// one pane visible.
    public var hiddenPanes: Set<Int>

    public init(time: Double = 0, paused: Bool = false, speed: Double = 1, loops: Bool = true,
                overlays: OverlayOptions = .standard, hiddenPanes: Set<Int> = []) {
        self.time = time
        self.paused = paused
        self.speed = speed
        self.loops = loops
        self.overlays = overlays
        self.hiddenPanes = hiddenPanes
    }
}

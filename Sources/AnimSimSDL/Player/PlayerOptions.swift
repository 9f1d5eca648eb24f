import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// Everything `animsim play` was asked to do; the CLI fills it from its arguments.
public struct PlayerOptions: Sendable {
    public var source: SceneSource
    /// Where playback starts and what it shows (a restarted window: where the old one was).
    public var playback = Playback()
    /// The window's initial size in screen points; nil fits the frame to the display.
    public var windowSize: (width: Int, height: Int)?
    /// The window's initial top-left corner on screen; nil centres it.
    public var windowPosition: (x: Int, y: Int)?
    /// `--exit-after SECONDS` of wall-clock time (automation, tests, measurements).
    public var exitAfter: Double?
    public var screenshots: [ScreenshotSpec] = []
    /// Where P saves frames.
    public var shotsDirectory = "."
    /// Pixels per point of saved frames (P and `--screenshot-at`), as `animsim render --scale`.
    public var shotScale: CGFloat = 1
    /// Writes a saved frame's PNG bytes to a path; the CLI passes its guarded writer.
    public var storeShot: @Sendable ([UInt8], String) throws -> Void = FrameWriter.writeAtomically
    /// `--record FILE`: stores the recording's text (the CLI passes its guarded writer); nil
    /// records nothing.
    public var storeRecording: (@Sendable (String) throws -> Void)?
    /// `--hide-controls`: start with the controls panel hidden (C shows it).
    public var hidesControls = false
    /// Uses of the controls made in the window the rebuild loop replaced, played on here.
    public var carriedUses: [CarriedUse] = []
    /// A SwiftUI view's uses of its drawn controls made in that window, replayed here
    /// (those whose control the edited view no longer has are dropped, with a warning).
    public var carriedViewUses: [ControlScript.Use] = []
    /// `--stats`: print frame-time percentiles on exit.
    public var stats = false
    /// Where status lines go ("saved …", "reloaded …"); stdout by default, unbuffered so a
    /// script or test reading it sees each line as it happens.
    public var log: @Sendable (String) -> Void = PlayerOptions.standardOutput
    /// The rebuild loop: watch the package this executable was built from, rebuild it on a
    /// change and restart on the new build. nil: off (`--no-rebuild`, or not run from a package).
    public var rebuild: PackageRebuild?
    /// A line logged once the first frame is on screen ("restarted ring at t = 1.000 s").
    public var announcement: String?
    /// The trap that ended the program this window replaces (`PlayCheckpoint`): shown over
    /// the last good frame until a save that compiles replaces the program.
    public var trapMessage: String?

    /// A SwiftUI view's controls, used with the mouse on the drawn controls and recorded as
    /// a `--script` by `--record`; nil for a scene file (its `controls:` are the panel's).
    public var viewControls: (any ViewControlSource)?

    public init(source: SceneSource) {
        self.source = source
    }

    /// Starts where a window the rebuild loop restarted left off: its time, toggles and place.
    public mutating func resume(_ resume: PlayerResume) {
        playback = resume.playback
        windowSize = (resume.width, resume.height)
        windowPosition = (resume.x, resume.y)
        carriedUses = resume.carried
        carriedViewUses = resume.viewUses
    }

    public static let standardOutput: @Sendable (String) -> Void = { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

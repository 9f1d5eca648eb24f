import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import AnimSimExport
import AnimSimScene
import AnimSimSDL
import ArgumentParser
import Foundation

/// `animsim play [SCENE]`: the live window (AnimSimSDL). Argument parsing only: the scene
/// is loaded the way every subcommand loads it, laid out with real font metrics as
/// `animsim render` does, and handed to `Player` with a reload closure for hot reload.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a scene in a window: both strategies on one clock, scrubbing, hot reload (press H for keys).",
        discussion: """
            Edits of the scene file and the files it includes are reloaded live. Run from a package of your own \
            (`swift run NAME play`), edits of its Swift sources rebuild it and restart the window where it was; \
            --no-rebuild turns that off.
            """)

    @OptionGroup var source: SceneOption
    var scene: String? { source.scene }

    @OptionGroup var overlayOption: OverlaysOption

    @Option(name: [.short, .long], help: "Window size in screen points, WIDTHxHEIGHT (default: fit the display).",
            transform: WxH.parsing)
    var size: WxH?

    @Option(help: "Start at this scene time, in seconds.")
    var start: Double = 0

    @Option(help: "Playback speed: 0.1, 0.25, 0.5, 1, 2 or 4 (any number from 0.01 to 100 works).")
    var speed: Double = 1

    @Flag(help: "Start paused.")
    var paused = false

    @Flag(help: "Stop at the end instead of looping.")
    var noLoop = false

    @Option(help: "Close the window after this many seconds of wall-clock time.")
    var exitAfter: Double?

    @Option(help: ArgumentHelp("Save the frame at scene time TIME (seconds) to FILE as PNG, as animsim render draws it; repeatable.",
                               valueName: "TIME:FILE"), transform: { try ScreenshotSpec.parse($0).mapError { OptionValueError($0.description) }.get() })
    var screenshotAt: [ScreenshotSpec] = []

    @Option(help: "Directory for frames saved with the P key.")
    var shotsDir: String = "."

    @OptionGroup var pixels: ScaleOption
    var scale: Double { pixels.scale }

    @OptionGroup var replacing: OverwriteOption
    var overwrite: Bool { replacing.overwrite }

    @OptionGroup var text: MeasurerOptions

    @Flag(help: "On exit, print frame-time percentiles, the frame rate held and dropped frames.")
    var stats = false

    @Flag(help: "Run from a package's build: do not rebuild and restart when its Swift sources change.")
    var noRebuild = false

    @Flag(help: "Start with the controls panel hidden (C shows it; while hidden, 1 2 3 show and hide panes).")
    var hideControls = false

    @Option(help: ArgumentHelp("On exit (also on SIGINT and SIGTERM), write the scene with each use of its controls appended to its timeline, for animsim render; for a SwiftUI view, its uses as a --script.",
                               valueName: "FILE"))
    var record: String?

    func validate() throws {
        // The window's speed readout and clock take any speed in this range; 1e20 trapped.
        guard speed >= 0.01, speed <= 100 else { throw ValidationError("--speed must be between 0.01 and 100, found \(speed)") }
        if let exitAfter, !(exitAfter >= 0) { throw ValidationError("--exit-after must be ≥ 0 seconds") }
        if record != nil, scene == nil, SwiftFileScene.view(for: nil) == nil {
            throw ValidationError("--record needs a scene file or a SwiftUI view: it writes the scene with the uses of its controls, "
                + "or the view's uses as a --script")
        }
    }

    func run() throws {
        let (source, inputs) = sceneSource()
        var options = PlayerOptions(source: source)
        if let overlays = overlayOption.overlays { options.playback.overlays = overlays }
        if let size { options.windowSize = (size.width, size.height) }
        options.screenshots = screenshotAt
        let output = try screenshotGuard(for: options.screenshots, record: record, inputs: inputs)
        options.storeShot = { png, path in try output.write(png, to: URL(fileURLWithPath: path)) }
        if let record {
            options.storeRecording = { text in try output.write(Array(text.utf8), to: URL(fileURLWithPath: record)) }
        }
        options.playback.time = start
        options.playback.speed = speed
        options.playback.paused = paused
        options.playback.loops = !noLoop
        options.exitAfter = exitAfter
        options.shotsDirectory = shotsDir
        options.shotScale = CGFloat(scale)
        options.stats = stats
        options.hidesControls = hideControls
        if let (view, name) = SwiftFileScene.view(for: scene) {
            let metrics = text.measurer
            options.viewControls = ViewWindowControls(view: view, source: name, options: self.source.view.settings) { loaded in
                try PreparedScene(loaded, engine: try metrics.engine())
            }
        }
        let build: RebuildSource? = noRebuild ? nil : SwiftFileRebuild.fromEnvironment() ?? Self.ownPackage().map(PackageBuild.init)
        options.rebuild = build?.plan
        // Restarted after user code trapped: paused, and without the overlays that would run
        // the user's layout at every instant of the scene, the one that trapped too.
        options.trapMessage = PlayCheckpoint.takeTrap()
        if options.trapMessage != nil {
            options.source.samples = false
            options.playback.paused = true
        }
        let resume = PlayerResume.take()
        if let resume { options.resume(resume) }
        if resume != nil || options.trapMessage != nil {
            options.announcement = "restarted \(build?.product ?? AnimSimCommands.commandName) at t = "
                + String(format: "%.3f", options.playback.time) + " s" + (options.trapMessage == nil ? "" : ", paused, after a trap")
        }
        // SIGINT/SIGTERM close the window cleanly (SDL would turn SIGINT into a quit event,
        // but `Interruption`'s handler comes first); `Interruption` stops the process anyway
        // if that has not happened within its grace period.
        let signalled = SignalRecord()
        let token = Interruption.listen { signal in
            signalled.signal = signal
            Player.requestQuit()
        }
        defer { Interruption.stopListening(token) }
        let outcome: PlayerOutcome
        do {
            outcome = try Player.run(options)
        } catch {
            throw CommandFailure(error.description, status: error.exitCode)
        }
        if let signal = signalled.signal { throw CommandFailure.status(128 + signal) }
        if case .restart(let resume) = outcome, let build {
            Interruption.stopListening(token)
            throw PlayRestart.exec(build.restartExecutable, arguments: CommandLine.arguments, resume: resume)
        }
    }

    /// The package this executable was built from, if it is one whose sources the loop may
    /// rebuild: not AnimSim's own checkout, whose `animsim` is the command line itself (and
    /// is rebuilt by its developers' own `swift build`, often while its tests run it).
    static func ownPackage() -> OwnPackage? {
        guard let executable = OwnPackage.runningExecutable, let package = OwnPackage.locate(executable: executable) else { return nil }
        let checkout = NewLayoutCommand.builtFrom.resolvingSymlinksInPath().path
        return package.root.resolvingSymlinksInPath().path == checkout ? nil : package
    }

    /// Where the window's scene comes from, prepared once here (the window opens on it, and
    /// the outputs' guard needs its files) and again on every reload; and those files.
    func sceneSource() -> (source: SceneSource, inputs: [String]) {
        let path = scene
        let metrics = text.measurer
        let view = self.source.view.settings.measured(by: text.measurer)
        let first = Result { try Self.prepare(path, view: view, metrics: metrics) }
        let inputs = (try? first.get())?.inputs ?? path.map { [$0] } ?? []
        var source = SceneSource(path: path, first: first) { try Self.prepare(path, view: view, metrics: metrics) }
        source.reloads = !SwiftFileScene.isProgram
        return (source, inputs)
    }

    /// The scene as the window plays it: laid out with real font metrics as `animsim render`
    /// does; made again on every reload.
    private static func prepare(_ path: String?, view: ViewSettings, metrics: TextMetrics) throws -> PreparedScene {
        try PreparedScene(try SceneArguments.load(path, view: view), engine: try metrics.engine())
    }

    /// Where saved frames may go: never over the scene or a file it includes, never over a
    /// file AnimSim did not write (unless `--overwrite`). Every `--screenshot-at` path is
    /// checked, and its folder made, before the window opens: a typo fails at once, with a
    /// message, instead of after the animation has played.
    private func screenshotGuard(for shots: [ScreenshotSpec], record: String?, inputs: [String]) throws -> OutputGuard {
        var output = OutputGuard(manifest: RenderManifest(fingerprint: Fingerprint.of("animsim play"), summary: "animsim play"))
        output.overwrite = overwrite
        output.inputs = inputs
        do {
            for shot in shots { try output.prepareFile(URL(fileURLWithPath: shot.path)) }
        } catch {
            throw CommandFailure("play", "--screenshot-at: \(error)")
        }
        do {
            if let record { try output.prepareFile(URL(fileURLWithPath: record)) }
        } catch {
            throw CommandFailure("play", "--record: \(error)")
        }
        return output
    }
}

/// The signal that asked the player to close, set on the signal thread.
final class SignalRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int32?

    var signal: Int32? {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

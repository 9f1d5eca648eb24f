import AnimSimCairo
import AnimSimCore
import AnimSimPresentation
import AnimSimExport
import AnimSimScene
import ArgumentParser

/// The options several commands share, each declared once: the same spelling, help, parsing
/// and message for a bad value in every command that takes it.

/// `[SCENE]`: a scene file, or without one the package's scene (`main(defaultScene:)`) or the
/// built-in one.
struct SceneOption: ParsableArguments {
    @Argument(help: ArgumentHelp("Scene file (default: \(SwiftFileScene.defaultDescription)).", valueName: "scene"))
    var given: String?

    /// A SwiftUI view's `--script`, `--duration` and `--canvas`.
    @OptionGroup var view: ViewOptions

    var scene: String? { given ?? AnimSimCommands.defaultScene }
}

/// `--strategy position|animatable`, repeatable: which strategies (render: which panes).
struct StrategyOption: ParsableArguments {
    @Option(help: "Only this strategy (position or animatable; render: its pane); repeat for several.")
    var strategy: [Strategy] = []

    /// nil when none was given, meaning both.
    var chosen: [Strategy]? { strategy.isEmpty ? nil : strategy }
}

/// `--overlays LIST`: what a frame shows around the panes.
struct OverlaysOption: ParsableArguments {
    @Option(help: ArgumentHelp("Overlays: a comma-separated list of trails, guides, ghosts, hud, timeline, sizes, title, captions; "
                               + "or all / none (default: guides,hud,timeline,sizes,captions, with title in exports)."),
            transform: OverlayOptions.parsing)
    var overlays: OverlayOptions?
}

/// `--scale N`: pixels per point of the images a command writes.
struct ScaleOption: ParsableArguments {
    @Option(help: ArgumentHelp("Pixels per point of the images written (render: when no --size is given; play: saved frames; "
                               + "compare: plot and report). Default 1, 2 for HiDPI."))
    var scale: Double = 1

    func validate() throws {
        guard scale > 0, scale <= 8 else { throw ValidationError("--scale must be in 0 < scale ≤ 8, not \(scale)") }
    }
}

/// `--overwrite`: the one way past the rule that AnimSim never replaces a file it did not write.
struct OverwriteOption: ParsableArguments {
    @Flag(help: "Replace outputs that AnimSim did not write, or that another render left (never the scene or its includes).")
    var overwrite = false
}

/// `--frames A-B|A|A-`: frame numbers, the end included.
struct FramesOption: ParsableArguments {
    @Option(help: ArgumentHelp("Only these frames: A-B, A, A- (to the end) or -B (from 0); frame numbers, both ends included.",
                               valueName: "A-B"), transform: FrameRange.parsing)
    var frames: FrameRange?
}

/// `--json` / `--csv`: a command's machine-readable output instead of its default.
struct TableFormatOption: ParsableArguments {
    @Flag(help: "JSON output (trace's default; compare prints a table otherwise).")
    var json = false

    @Flag(help: "CSV output: one row per view per strategy (per frame, in trace).")
    var csv = false

    func validate() throws {
        if json && csv { throw ValidationError("--json and --csv exclude each other") }
    }
}

/// `--script FILE`, `--duration S`, `--canvas WxH`: how a SwiftUI view's scene is made
/// (a Swift file's, or a package's `main(view:)`; docs/swift.md, "Scripts, duration and
/// canvas"). A scene file has its own timeline, duration and canvas, so with one these are
/// an error (`ViewScene.refuse`).
struct ViewOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A SwiftUI view's uses of its controls: a YAML list of `- { at: SECONDS, control: NAME }`, "
                               + "with `value:` for a slider, stepper, toggle or picker.", valueName: "file.yaml"))
    var script: String?

    @Option(help: ArgumentHelp("A SwiftUI view's scene length in seconds (default: until its uses and scheduled work have settled).",
                               valueName: "seconds"), transform: ViewOptions.seconds)
    var duration: Double?

    @Option(help: ArgumentHelp("The size a SwiftUI view is proposed and centred in, in points (default 400x400).", valueName: "WxH"),
            transform: WxH.canvas)
    var canvas: WxH?

    /// The values given, as the loaders take them, with the command's `--measurer`: the view
    /// measures its text (a `GeometryReader`'s size) as the command's frames are laid out.
    func settings(measuring metrics: TextMetrics) -> ViewSettings {
        ViewSettings(script: script, duration: duration, canvas: canvas, metrics: metrics)
    }

    static func seconds(_ text: String) throws -> Double {
        let limit = SceneLimits.standard.maximumDuration
        guard let seconds = Double(text), seconds > 0, seconds <= limit else {
            throw OptionValueError("--duration takes seconds, more than 0 and at most \(TraceNumber.format(limit)), e.g. 2.5, not '\(text)'")
        }
        return seconds
    }
}

/// `ViewOptions`' values, as the loaders take them: an option group read before it was
/// parsed stops the process (ArgumentParser), so code that loads a scene without a command
/// line (tests, `check`'s own loop) passes these, empty by default.
struct ViewSettings: Equatable, Sendable {
    var script: String?
    var duration: Double?
    var canvas: WxH?
    /// How the host sizes text when it lays the view out itself (`ViewHost.measurer`): the
    /// command's `--measurer`, the font `render` draws with unless it says otherwise. Not an
    /// option a scene file refuses: every command takes it (`given` leaves it out).
    var metrics: TextMetrics = .font

    /// A hosting view's size when none is given, as `ViewHost`'s.
    static let defaultCanvas = CGSize(width: 400, height: 400)

    /// The options given, as the command line spells them, for the message that refuses them.
    var given: [String] {
        [script.map { _ in "--script" }, duration.map { _ in "--duration" }, canvas.map { _ in "--canvas" }].compactMap { $0 }
    }
}

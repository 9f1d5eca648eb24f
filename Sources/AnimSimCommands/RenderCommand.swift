import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import AnimSimExport
import AnimSimMotion
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim render [SCENE]`: headless frames. Parses arguments into a `RenderJob`; what the
/// output path means is `OutputChoice`'s, what is safe to write `OutputGuard`'s.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render headless: a still, a PNG sequence, MP4/WebM/GIF/MOV video, a contact sheet.",
        discussion: """
            The output's extension picks the format:
              \(OutputChoice.knownFormats)
            Times are in seconds everywhere; options named after frames (--frames, --still-frame) take frame numbers.
            """)

    @OptionGroup var source: SceneOption
    var scene: String? { source.scene }

    @Option(name: [.short, .long], help: ArgumentHelp("Output path; its extension picks the format (default: frames/); .json and .svg write keyframes.",
                                                      valueName: "path"))
    var out: String?

    @Option(help: "Format instead of the extension's: png, mp4, webm, gif or mov; lottie or svg for keyframes (docs/motion-export.md).",
            transform: RenderFormat.parsing)
    var format: RenderFormat?

    @Option(help: ArgumentHelp("Write the frame at this time (seconds) to -o FILE.png.", valueName: "seconds"))
    var still: Double?

    @Option(help: "lottie/svg: the largest distance in points between AnimSim's motion and the keyframes' (0: a keyframe every frame).")
    var tolerance: Double = 0.5

    @Option(help: ArgumentHelp("Write frame N to -o FILE.png.", valueName: "N"))
    var stillFrame: Int?

    @Option(name: [.customShort("q", allowingJoined: true), .long],
            help: ArgumentHelp("Quality preset, size and frame rate: \(QualityPreset.help) (-ql … -qk, as in Manim).",
                               valueName: "l|m|h|p|k"), transform: FrameOptionParsing.quality)
    var quality: QualityPreset?

    @Option(name: [.short, .long], help: ArgumentHelp("Output size in pixels, WxH; the whole frame is fitted into it.",
                                                      valueName: "WxH"), transform: WxH.parsing)
    var size: WxH?

    @Option(name: [.customShort("r"), .long], help: "Frames per second, at most 240 (default: the scene's, or the preset's).")
    var fps: Double?

    @OptionGroup var pixels: ScaleOption
    var scale: Double { pixels.scale }

    /// A part of a render is byte-identical to the same frames of a whole one.
    @OptionGroup var range: FramesOption
    var frames: FrameRange? { range.frames }

    @Option(help: ArgumentHelp("Render the K-th of N even frame ranges (1 ≤ K ≤ N), for splitting across machines.",
                               valueName: "K/N"), transform: FrameOptionParsing.shard)
    var shard: Shard?

    @OptionGroup var strategies: StrategyOption

    @OptionGroup var overlayOption: OverlaysOption

    @Flag(help: "Keep an alpha channel and leave the backgrounds out (PNG, .webm VP9, .mov ProRes 4444).")
    var transparent = false

    @Option(help: "Video codec: h264 or h265 in .mp4/.mov, vp9 in .webm, prores in .mov.", transform: FrameOptionParsing.codec)
    var codec: VideoCodec?

    @Option(help: "Constant rate factor for h264 (default 18), h265 (22) or vp9 (32); lower is better and bigger.")
    var crf: Int?

    @Option(name: .customLong("contact-sheet"), help: ArgumentHelp("Also write a PNG grid of evenly spaced frames of the whole animation.",
                                                                   valueName: "file.png"), transform: FrameOptionParsing.file)
    var contactSheet: URL?

    @Option(help: ArgumentHelp("Contact sheet grid, columns x rows.", valueName: "CxR"), transform: SheetGrid.parsing)
    var sheetGrid = SheetGrid(columns: 4, rows: 3)

    @Option(help: ArgumentHelp("Contact sheet width in pixels.", valueName: "px"))
    var sheetWidth: Int = 1920

    @Flag(help: "Complete an interrupted PNG sequence: keep the whole frames of this render, render the missing and damaged ones.")
    var resume = false

    @OptionGroup var text: MeasurerOptions

    @OptionGroup var replacing: OverwriteOption
    var overwrite: Bool { replacing.overwrite }

    @Flag(help: "Show the result with the desktop's viewer (xdg-open) when done.")
    var open = false

    /// `--still`/`--still-frame` with `-o NAME.svg`: one frame as a static SVG, not keyframes.
    var svgStill: Bool { StillSVGOutput.wanted(out: out, still: still != nil || stillFrame != nil) && format?.frames == nil }

    /// What one option's type cannot say: ranges of numbers, and options that exclude or
    /// need each other. Each typed option's own rule is checked where ArgumentParser parses it.
    func validate() throws {
        if let fps, !(fps > 0 && fps <= 240) { throw ValidationError("--fps must be in 0 < fps ≤ 240 (as in scene files), not \(fps)") }
        if !(tolerance >= 0 && tolerance <= 1000) { throw ValidationError("--tolerance must be in 0 ≤ tolerance ≤ 1000 points, not \(tolerance)") }
        if !svgStill, MotionExportOutput.format(format, out: out) != nil, let problem = MotionExportOutput.unusable(
            size: size != nil || quality != nil, scale: scale,
            frames: frames != nil || shard != nil || still != nil || stillFrame != nil,
            contactSheet: contactSheet != nil, overlays: overlayOption.overlays != nil, resume: resume || transparent || codec != nil || crf != nil) {
            throw ValidationError(problem)
        }
        if still != nil && stillFrame != nil { throw ValidationError("--still and --still-frame exclude each other") }
        if (still != nil || stillFrame != nil) && (frames != nil || shard != nil) {
            throw ValidationError("a still is one frame: drop --frames and --shard")
        }
        if frames != nil && shard != nil { throw ValidationError("--frames and --shard exclude each other") }
        if resume && overwrite { throw ValidationError("--resume keeps the frames that --overwrite would replace: choose one") }
        guard (64...16384).contains(sheetWidth) else { throw ValidationError("--sheet-width must be in 64…16384 pixels") }
    }

    func run() throws {
        if !svgStill, let motion = MotionExportOutput.format(format, out: out) {
            return try MotionExportOutput(format: motion, out: out, fps: fps, tolerance: tolerance,
                                          strategies: strategies.strategy).run(scene: scene, view: source.view.settings.measured(by: text.measurer))
        }
        let loaded: LoadedScene
        do { loaded = try SceneArguments.load(scene, view: source.view.settings.measured(by: text.measurer)) } catch { throw SceneArguments.fail(error) }
        // Errors come in this order: the scene's limits (what `check` refuses), the options,
        // then a layout that fails, which is drawn instead of frames.
        let made = Result { try makeJob(loaded) }
        let prepared: Result<PreparedScene, PreparedScene.Failure>
        do {
            let engine = try text.engine()
            let fps = (try? made.get())?.renderedFPS ?? requestedFPS(loaded)
            prepared = PreparedScene.attempt(loaded, engine: engine) { $0.fps = fps }
        } catch {
            _ = try renderJob(made)
            throw CommandFailure("render", error)
        }
        if case .failure(.limits(let errors)) = prepared { throw SceneArguments.fail(errors) }
        let job = try renderJob(made)
        for note in job.notes { StandardError.write("animsim render: \(note)\n") }
        do {
            let report: RenderPipeline.Report
            switch prepared {
            case .success(let prepared) where svgStill:
                return try StillSVGOutput.write(job, evaluator: prepared.evaluator)
            case .success(let prepared): report = try job.run(prepared.evaluator)
            case .failure(.layout(let errors)), .failure(.limits(let errors)): throw errors
            }
            if job.output != .none {
                StandardError.write("animsim render: \(report.framesWritten) frame(s) in \(String(format: "%.2f", report.seconds)) s\n")
            }
            if let sheet = job.contactSheet { StandardError.write("animsim render: wrote \(sheet.file.path)\n") }
        } catch let errors as SceneErrors {
            throw layoutFailed(errors, job: job)
        } catch let errors as LayoutErrors {
            throw layoutFailed(loaded.positioned(errors), job: job)
        } catch ExportError.interrupted(let signal, let written) {
            throw CommandFailure("render", "interrupted after \(written) whole frame(s); \(job.afterInterruption)", status: 128 + (signal ?? SIGINT))
        } catch let error as ExportError {
            if case .videoInterrupted(let signal, _, _, _) = error { throw CommandFailure("render", error, status: 128 + (signal ?? SIGINT)) }
            throw CommandFailure("render", error)
        } catch {
            throw CommandFailure("render", error)
        }
        if open { Opener.open(job) }
    }

    /// The job, or the options' error (exit 1).
    private func renderJob(_ made: Result<RenderJob, any Error>) throws(CommandFailure) -> RenderJob {
        do { return try made.get() } catch { throw CommandFailure("render", error) }
    }

    /// A layout that fails: its error drawn where the frames would go, and printed after
    /// where the picture is.
    private func layoutFailed(_ errors: SceneErrors, job: RenderJob) -> CommandFailure {
        guard let url = try? job.writeErrorFrame(errors.description) else { return SceneArguments.fail(errors) }
        return CommandFailure("animsim render: the layout failed; the error is drawn in \(url.path)\n" + errors.description)
    }
}

import AnimSim
import AnimSimPresentation
import AnimSimCairo
import AnimSimExport
import AnimSimMotion
import AnimSimScene
import ArgumentParser
import Foundation

/// `animsim render [SCENE]`: headless frames. Parses arguments into a `RenderJob`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render frames headless: PNG sequence, MP4/WebM/GIF through ffmpeg, contact sheets.")

    @Argument(help: "Scene file (default: the built-in scene).")
    var scene: String?

    @Option(name: [.customShort("o"), .long], help: "Output: a directory for PNG frames (default ./frames), or a video, Lottie or SVG file.")
    var out: String?

    @Option(help: "png, mp4, webm or gif (default: from --out's extension, else png); lottie or svg for keyframes.")
    var format: String?

    @Option(help: "lottie/svg: the largest distance in points between AnimSim's motion and the keyframes' (0: a keyframe every frame).")
    var tolerance: Double = 0.5

    @Option(help: "Frames per second (default: the scene's).")
    var fps: Double?

    @Option(help: "Output size WxH in points, e.g. 1280x720; the panes share it.")
    var size: String?

    @Option(help: "Pixels per point, e.g. 2 for HiDPI.")
    var scale: Double = 1

    @Option(help: "Only these frames: A-B, A or A- (slices are byte-identical to a whole export).")
    var frames: String?

    @Option(help: "Panes to show (position, animatable); repeat for several.")
    var strategy: [String] = []

    @Option(name: .customLong("contact-sheet"), help: "Also write one PNG grid of evenly spaced frames.")
    var contactSheet: String?

    @Option(help: "Overlays: trails, guides, ghosts, hud, timeline, sizes; all or none.")
    var overlays: String?

    @Flag(help: "Complete an interrupted PNG export, keeping the frames already written.")
    var resume = false

    @OptionGroup var text: MeasurerOptions

    func validate() throws {
        if let fps, !(fps > 0 && fps <= 1000) { throw ValidationError("--fps must be in 0 < fps ≤ 1000, not \(fps)") }
        if !(scale > 0 && scale <= 8) { throw ValidationError("--scale must be in 0 < scale ≤ 8, not \(scale)") }
        if let size, Self.parseSize(size) == nil { throw ValidationError("--size takes WxH with positive whole numbers, e.g. 1280x720, not '\(size)'") }
        if let format, !["png"].contains(format), VideoContainer(rawValue: format) == nil, MotionExport.Format(rawValue: format) == nil {
            throw ValidationError("--format must be png, mp4, webm, gif, lottie or svg, not '\(format)'")
        }
        if !(tolerance >= 0 && tolerance <= 1000) { throw ValidationError("--tolerance must be in 0 ≤ tolerance ≤ 1000 points, not \(tolerance)") }
        if MotionExportOutput.format(format, out: out) != nil, let problem = MotionExportOutput.unusable(
            size: size, scale: scale, frames: frames, contactSheet: contactSheet, overlays: overlays, resume: resume) {
            throw ValidationError(problem)
        }
        for name in strategy where Strategy(rawValue: name) == nil {
            throw ValidationError("unknown strategy '\(name)'; expected position or animatable")
        }
        if let overlays, case .failure(let error) = OverlayOptions.parse(overlays) { throw ValidationError(error.description) }
    }

    func run() throws {
        if let motion = MotionExportOutput.format(format, out: out) {
            return try MotionExportOutput(format: motion, out: out, fps: fps, tolerance: tolerance,
                                          strategies: strategy.compactMap(Strategy.init(rawValue:))).run(scene: scene)
        }
        let loaded: LoadedScene
        do { loaded = try SceneArguments.load(scene) } catch { throw SceneArguments.fail(error) }
        // The same limits as `check` (settle time, frame count), so render refuses what check
        // refuses. A layout that fails is left to the job, which draws the error.
        if let evaluator = try? SceneEvaluator(scene: loaded.scene, engine: try text.engine()) {
            do { try loaded.checkLimits(of: evaluator) } catch { throw SceneArguments.fail(error) }
        }
        var scene = loaded.scene
        if let fps { scene.fps = fps }
        var job = RenderJob(scene: scene, output: output())
        job.scale = scale
        job.size = size.flatMap(Self.parseSize)
        job.strategies = strategy.isEmpty ? nil : strategy.compactMap(Strategy.init(rawValue:))
        if let overlays, case .success(let options) = OverlayOptions.parse(overlays) { job.overlays = options }
        job.frames = frames
        job.resume = resume
        job.textMetrics = text.measurer
        job.contactSheet = contactSheet.map { URL(fileURLWithPath: $0) }
        do {
            let report = try job.run()
            StandardError.write("animsim render: \(report.framesWritten) frame(s) in \(String(format: "%.2f", report.seconds)) s\n")
        } catch let errors as LayoutErrors {
            let positioned = loaded.positioned(errors)
            if let url = try? job.writeErrorFrame(positioned.description) {
                StandardError.write("animsim render: the layout failed; the error is drawn in \(url.path)\n")
            }
            throw SceneArguments.fail(positioned)
        } catch ExportError.interrupted(_, let written) {
            StandardError.write("animsim render: interrupted after \(written) whole frame(s); --resume completes it\n")
            throw ExitCode(130)
        } catch {
            StandardError.write("animsim render: \(error)\n")
            throw ExitCode(1)
        }
    }

    private func output() -> RenderJob.Output {
        let path = out ?? "frames"
        let ext = (path as NSString).pathExtension.lowercased()
        let chosen = format ?? (VideoContainer(rawValue: ext) != nil ? ext : "png")
        if let container = VideoContainer(rawValue: chosen) {
            let file = out ?? "animsim.\(container.rawValue)"
            return .video(file: URL(fileURLWithPath: file), container: container)
        }
        return .pngSequence(directory: URL(fileURLWithPath: path, isDirectory: true))
    }

    static func parseSize(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 16384 }) else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }
}

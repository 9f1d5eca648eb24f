import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// One `animsim render`: a scene, where its frames go, and how they look. The command line
/// only fills this in; everything that decides bytes happens here, so the same job always
/// writes the same files, whole, in slices or in shards.
public struct RenderJob: Sendable {
    public enum Output: Equatable, Sendable {
        case pngSequence(directory: URL, pattern: FramePattern = .standard)
        case video(file: URL, settings: VideoSettings)
        /// One PNG at exactly this path.
        case still(file: URL, at: StillTime)
        /// Nothing but the contact sheet.
        case none
    }

    /// Which instant a still shows.
    public enum StillTime: Equatable, Sendable {
        case seconds(Double)
        case frame(Int)
    }

    public var scene: Scene
    public var output: Output
    public var scale: CGFloat = 1
    /// The output's pixel size: the whole composed frame is fitted into it (`FrameCamera`).
    /// nil: every pane at its canvas size times `scale`, the bands around them.
    public var size: CGSize?
    public var strategies: [Strategy]?
    /// With `.title`, the scene's title and description above the panes (`FrameComposer.heading`).
    public var overlays: OverlayOptions = .standard.union(.title)
    /// `--frames A-B`, as parsed from the command line; resolved against the scene's frame count when the job runs.
    public var frames: FrameRange?
    /// `--shard K/N`: the K-th (1-based) of N even ranges of the frames.
    public var shard: Shard?
    public var resume = false
    public var overwrite = false
    public var transparent = false
    public var contactSheet: ContactSheetOptions?
    public var progress: ProgressMode = .automatic
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// The scene has no natural end (a SwiftUI view without `--duration`): `--still` after its
    /// duration shows the settled state there, as `trace --at` does, instead of being refused.
    public var openEnded = false
    /// What identifies the scene's content (a hash of its file and includes), for telling
    /// one render's frames from another's.
    public var sourceDigest = ""
    /// Files the outputs must never replace: the scene and its includes.
    public var inputs: [String] = []

    public init(scene: Scene, output: Output) {
        self.scene = scene
        self.output = output
    }

    /// The scene as rendered: a GIF is rendered at a rate its centisecond delays can play.
    /// The evaluator `run` takes is this scene's, prepared once by the caller.
    public var renderedScene: Scene {
        var scene = self.scene
        scene.fps = renderedFPS
        return scene
    }

    public var renderedFPS: Double {
        if case .video(_, let settings) = output, settings.container == .gif { return GIFTiming(fps: scene.fps).fps }
        return scene.fps
    }

    /// What the command should tell the user before rendering (a changed GIF rate).
    public var notes: [String] {
        guard case .video(_, let settings) = output, settings.container == .gif else { return [] }
        return GIFTiming.note(requested: scene.fps).map { [$0] } ?? []
    }

    /// The frames' composer, on `evaluator` (of `renderedScene`), and the painter of the
    /// job's frames.
    public func makeComposer(_ evaluator: SceneEvaluator) throws -> (composer: FrameComposer, painter: FramePainter) {
        let composer = try FrameComposer(evaluator: evaluator, strategies: strategies, overlays: overlays)
        let camera = size.map { FrameCamera(width: Int($0.width), height: Int($0.height)) }
        return (composer, FramePainter(scale: scale, camera: camera, transparent: transparent))
    }

    /// Composition of frame `index` (or of the instant `time`).
    func compose(_ composer: FrameComposer, frame index: Int, time: Double? = nil) throws -> FrameComposition {
        try time.map { try composer.composition(at: $0, frame: index) } ?? composer.composition(frame: index)
    }

    /// Where `writeErrorFrame` puts its picture: `animsim-error.png` in the PNG directory,
    /// or beside a video as `NAME.error.png`.
    public var errorFrameURL: URL {
        switch output {
        case .pngSequence(let directory, _): directory.appendingPathComponent("animsim-error.png")
        case .video(let file, _), .still(let file, _): file.deletingPathExtension().appendingPathExtension("error.png")
        case .none: URL(fileURLWithPath: "animsim-error.png")
        }
    }

    /// When the scene cannot be laid out: one PNG of the panes' size showing `errors`
    /// (which name the layout), instead of frames. Returns where it went.
    @discardableResult
    public func writeErrorFrame(_ errors: String) throws -> URL {
        let panes = CGFloat(max(strategies?.count ?? scene.strategies.count, 1))
        let size = self.size ?? CGSize(width: scene.canvas.width * panes, height: scene.canvas.height)
        let pixels = try ErrorFramePainter(scale: scale).paint(
            errors: errors, title: "\(scene.title): the layout failed, so no frame was rendered",
            size: size, background: scene.background)
        let url = errorFrameURL
        try AtomicFile.prepareDirectory(url.deletingLastPathComponent().path)
        try AtomicFile.write(try PNGEncoder().encode(pixels), to: url.path)
        return url
    }

    /// What an interrupted run leaves and what to do next, for the person at the terminal.
    public var afterInterruption: String {
        switch output {
        case .pngSequence: "every frame file present is whole; the same command with --resume completes the sequence"
        case .video: "nothing was kept; a video cannot be resumed: run the command again (or render a PNG sequence, which --resume completes)"
        case .still(let file, _): "\(file.path) was not written"
        case .none: "\(contactSheet?.file.path ?? "the contact sheet") was not written"
        }
    }

    /// Renders the job's frames from `evaluator`, the evaluator of `renderedScene`.
    @discardableResult
    public func run(_ evaluator: SceneEvaluator, cancellation: RenderCancellation = RenderCancellation()) throws -> RenderPipeline.Report {
        Interruption.setFarewell(afterInterruption)
        defer { Interruption.setFarewell(nil) }
        let (composer, painter) = try makeComposer(evaluator)
        let evaluator = composer.evaluator
        let frameCount = evaluator.frameCount
        let pixels = painter.pixelSize(of: try compose(composer, frame: 0))
        let format = FrameFormat(width: pixels.width, height: pixels.height, fps: evaluator.scene.fps, frameCount: frameCount)
        let exportPainter = ExportFramePainter(painter)
        var range = try frames.map { try $0.resolved(frameCount: frameCount) }
        if let shard { range = try shard.range(frameCount: frameCount) }
        var still: Double?
        if case .still(_, let at) = output {
            let (index, time) = try StillTime.resolve(at, evaluator: evaluator, openEnded: openEnded)
            range = index...index
            still = time
        }
        let render: @Sendable (Int) throws -> PixelBuffer = { [self, still] index in
            try exportPainter.paint(compose(composer, frame: index, time: still))
        }
        let guardian = outputGuard(format: format)
        // Refused before any frame is written: a sheet over an input must not leave a
        // finished sequence behind an error.
        if let contactSheet { try guardian.checkFile(contactSheet.file) }
        let options = RenderPipeline.Options(frames: range, resume: resume, workers: workers, progress: progress)
        let pipeline = RenderPipeline(format: format, options: options, cancellation: cancellation)
        var report = RenderPipeline.Report(framesWritten: 0, framesSkipped: 0, seconds: 0)
        switch output {
        case .pngSequence(let directory, let pattern):
            let sink = PNGSequenceSink(directory: directory, pattern: pattern)
            sink.guardian = guardian
            sink.onRedo = { path, problem in
                FileHandle.standardError.write(Data("animsim render: --resume: \(path) is not a whole frame (\(problem)); rendering it again\n".utf8))
            }
            report = try pipeline.run(into: sink, render: render)
        case .video(let file, let settings):
            let files = VideoFiles(output: file, container: settings.container)
            try guardian.checkFile(file)
            try guardian.checkFile(files.partial)
            let sink = VideoSinks.forExport(file, settings)
            sink.published = { OwnershipMark.mark($0.path, fingerprint: guardian.manifest.fingerprint) }
            do {
                report = try pipeline.run(into: sink, render: render)
                // The whole video replaces what an earlier interrupted run of ours kept.
                if OwnershipMark.fingerprint(of: files.partial.path) != nil { unlink(files.partial.path) }
            } catch ExportError.interrupted(let signal, let written) {
                throw ExportError.videoInterrupted(signal: signal, framesWritten: written,
                                                   total: range?.count ?? frameCount, partial: sink.partialOutput?.path)
            }
        case .still(let file, _):
            let sink = StillImageSink(output: file)
            sink.guardian = guardian
            report = try pipeline.run(into: sink, render: render)
        case .none:
            break
        }
        if let contactSheet, !cancellation.isCancelled {
            try runContactSheet(contactSheet, composer: composer, format: format, guardian: guardian, cancellation: cancellation)
        }
        return report
    }

    /// The sheet always covers the whole animation; its tiles are rendered at their own
    /// size, so their HUD and timeline text is as readable as in a full frame.
    private func runContactSheet(_ sheet: ContactSheetOptions, composer: FrameComposer, format: FrameFormat,
                                 guardian: OutputGuard, cancellation: RenderCancellation) throws {
        let tile = sheet.tileSize(frameWidth: format.width, frameHeight: format.height)
        let painter = ExportFramePainter(FramePainter(scale: 1, camera: FrameCamera(width: tile.width, height: tile.height),
                                                      transparent: false))
        let sink = ContactSheetSink(output: sheet.file, count: sheet.columns * sheet.rows, columns: sheet.columns,
                                    tileWidth: tile.width)
        sink.guardian = guardian
        // The heading once, over the whole grid; the tiles without it.
        sink.heading = composer.heading
        var tiles = composer
        tiles.overlays.remove(.title)
        var options = RenderPipeline.Options(workers: workers, progress: progress)
        options.progressLabel = "contact sheet"
        let tileFormat = FrameFormat(width: tile.width, height: tile.height, fps: format.fps, frameCount: format.frameCount)
        try RenderPipeline(format: tileFormat, options: options, cancellation: cancellation).run(into: sink) { [tiles] index in
            try painter.paint(tiles.composition(frame: index))
        }
    }

    /// Fingerprint: everything that decides a frame's bytes, but not which frames.
    func outputGuard(format: FrameFormat) -> OutputGuard {
        let key = ["animsim-render-1", sourceDigest, scene.title, "\(format.width)x\(format.height)", "\(format.fps)",
                   "\(format.frameCount)", "\(overlays.rawValue)", (strategies ?? scene.strategies).map(\.rawValue).joined(separator: "+"),
                   "\(transparent)", "\(scale)", "\(size.map { "\($0)" } ?? "natural")", scene.title]
        let fps = format.fps == format.fps.rounded() ? String(Int(format.fps)) : String(format: "%.3f", format.fps)
        let summary = "\(scene.source), \(format.width)×\(format.height), \(format.frameCount) frames at \(fps) fps"
        var guardian = OutputGuard(manifest: RenderManifest(fingerprint: Fingerprint.of(key.joined(separator: "|")), summary: summary))
        guardian.overwrite = overwrite
        guardian.resume = resume
        guardian.inputs = inputs
        return guardian
    }
}

extension RenderJob.StillTime {
    /// The frame index (for the HUD) and the exact instant to render.
    public static func resolve(_ time: Self, evaluator: SceneEvaluator, openEnded: Bool = false) throws -> (Int, Double?) {
        let last = evaluator.frameCount - 1
        switch time {
        case .frame(let index):
            guard index >= 0, index <= last else {
                throw ExportError.invalidFrameRange("--still-frame \(index): the animation has frames 0-\(last)")
            }
            return (index, nil)
        case .seconds(let seconds):
            guard seconds >= 0, seconds.isFinite, openEnded || seconds <= evaluator.duration + 1e-9 else {
                throw ExportError.invalidFrameRange("--still \(seconds): the animation runs from 0 to \(evaluator.duration) s")
            }
            let index = min(Int((seconds * evaluator.scene.fps + 1e-9).rounded(.down)), last)
            return (index, seconds)
        }
    }
}

import AnimSim
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// One `animsim render`: a scene, where its frames go, and how they look. The command line
/// only fills this in; everything that decides bytes happens here, so the same job always
/// writes the same files, whole or in slices.
public struct RenderJob: Sendable {
    public enum Output: Equatable, Sendable {
        case pngSequence(directory: URL)
        case video(file: URL, container: VideoContainer)
    }

    public var scene: Scene
    public var output: Output
    public var scale: CGFloat = 1
    /// Output size in points (before `scale`); panes share the width and the canvas is
    /// re-proposed, as if the window were that size. nil: the scene's canvas.
    public var size: CGSize?
    public var strategies: [Strategy]?
    public var overlays: OverlayOptions = .standard
    /// `--frames A-B`, parsed against the scene's frame count when the job runs.
    public var frames: String?
    public var resume = false
    public var contactSheet: URL?
    public var progress: ProgressMode = .automatic
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// How text is sized: the drawn font's metrics unless asked otherwise.
    public var textMetrics: TextMetrics = .font

    public init(scene: Scene, output: Output) {
        self.scene = scene
        self.output = output
    }

    /// The frames' composer, with the scene resized to fit `size` if one was asked for.
    public func makeComposer() throws -> (composer: FrameComposer, painter: FramePainter) {
        let engine = try textMetrics.engine()
        let painter = FramePainter(scale: scale)
        var scene = self.scene
        var composer = try FrameComposer(evaluator: SceneEvaluator(scene: scene, engine: engine),
                                         strategies: strategies, overlays: overlays)
        if let size {
            let layout = painter.layout(of: try composer.composition(frame: 0))
            let panes = CGFloat(max(layout.panes.count, 1))
            let bands = layout.size.height - scene.canvas.height
            guard size.width >= panes * 16, size.height - bands >= 16 else {
                throw RenderJobError.sizeTooSmall(size, minimum: CGSize(width: panes * 16, height: bands + 16))
            }
            scene.canvas = CGSize(width: (size.width / panes).rounded(.down), height: size.height - bands)
            composer = try FrameComposer(evaluator: SceneEvaluator(scene: scene, engine: engine),
                                         strategies: strategies, overlays: overlays)
        }
        return (composer, painter)
    }

    /// Where `writeErrorFrame` puts its picture: `animsim-error.png` in the PNG directory,
    /// or beside a video as `NAME.error.png`.
    public var errorFrameURL: URL {
        switch output {
        case .pngSequence(let directory): directory.appendingPathComponent("animsim-error.png")
        case .video(let file, _): file.deletingPathExtension().appendingPathExtension("error.png")
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

    @discardableResult
    public func run(cancellation: RenderCancellation = RenderCancellation()) throws -> RenderPipeline.Report {
        let (composer, painter) = try makeComposer()
        let frameCount = composer.evaluator.frameCount
        let pixels = painter.pixelSize(of: try composer.composition(frame: 0))
        let format = FrameFormat(width: pixels.width, height: pixels.height, fps: scene.fps, frameCount: frameCount)
        let range = try frames.map { try FrameSlice.parse($0, frameCount: frameCount) }
        let exportPainter = ExportFramePainter(scale: scale)
        let render: @Sendable (Int) throws -> PixelBuffer = { index in
            try exportPainter.paint(composer.composition(frame: index))
        }
        var options = RenderPipeline.Options(frames: range, resume: resume, workers: workers, progress: progress)
        let pipeline = RenderPipeline(format: format, options: options, cancellation: cancellation)
        let report: RenderPipeline.Report
        switch output {
        case .pngSequence(let directory):
            report = try pipeline.run(into: PNGSequenceSink(directory: directory), render: render)
        case .video(let file, let container):
            report = try pipeline.run(into: FFmpegSink(output: file, container: container), render: render)
        }
        if let contactSheet, !cancellation.isCancelled {
            options.resume = false
            options.progressLabel = "contact sheet"
            try RenderPipeline(format: format, options: options, cancellation: cancellation)
                .run(into: ContactSheetSink(output: contactSheet), render: render)
        }
        return report
    }
}

public enum RenderJobError: Error, CustomStringConvertible {
    case sizeTooSmall(CGSize, minimum: CGSize)

    public var description: String {
        switch self {
        case let .sizeTooSmall(size, minimum):
            "--size \(Int(size.width))x\(Int(size.height)) leaves no room for the panes; "
                + "use at least \(Int(minimum.width))x\(Int(minimum.height))"
        }
    }
}

import AnimSimCairo
import Foundation

/// Renders an animation's frames on every core and hands them to a sink in order.
///
/// The pipeline knows nothing of scenes: it calls a Sendable `(frameIndex) -> PixelBuffer`
/// closure, which must depend only on the index (same index, same bytes) for slices and
/// resumed runs to match a full export. Memory is bounded by a window of frames in flight;
/// SIGINT/SIGTERM stop new frames, finish those in flight, write them, and end with
/// `ExportError.interrupted`, leaving only whole files; if that takes longer than
/// `Interruption.grace`, the process stops there (see `Interruption`).
public struct RenderPipeline: Sendable {
    public struct Options: Sendable {
        /// `--frames A-B` (see `FrameRange`); nil renders every frame.
        public var frames: ClosedRange<Int>?
        /// `--resume`: skip frames whose final file exists (PNG sequences only).
        public var resume: Bool
        /// Render threads; defaults to the number of active cores.
        public var workers: Int
        /// Frames claimed but not yet written, at most; defaults to twice the workers.
        public var window: Int?
        public var progress: ProgressMode
        public var progressLabel: String
        /// Install SIGINT/SIGTERM handlers for the run (off for embedding in a viewer).
        public var handleSignals: Bool
        /// Bytes of frame pixels held at once (claimed, painted, waiting to be written): the
        /// window and the workers shrink to fit, down to one frame. On the largest canvas one
        /// frame is over 512 MB, and a window of four took a two-frame render to 3.2 GB.
        public var inFlightBytes = 1 << 30

        public init(frames: ClosedRange<Int>? = nil, resume: Bool = false,
                    workers: Int = ProcessInfo.processInfo.activeProcessorCount, window: Int? = nil,
                    progress: ProgressMode = .automatic, progressLabel: String = "rendering",
                    handleSignals: Bool = true) {
            self.frames = frames
            self.resume = resume
            self.workers = max(workers, 1)
            self.window = window
            self.progress = progress
            self.progressLabel = progressLabel
            self.handleSignals = handleSignals
        }
    }

    public struct Report: Equatable, Sendable {
        public var framesWritten: Int
        /// Frames in the requested range that were not rendered: already present
        /// (`resume`) or not wanted by the sink (contact sheet).
        public var framesSkipped: Int
        public var seconds: Double
    }

    public var format: FrameFormat
    public var options: Options
    public let cancellation: RenderCancellation

    public init(format: FrameFormat, options: Options = Options(), cancellation: RenderCancellation = RenderCancellation()) {
        self.format = format
        self.options = options
        self.cancellation = cancellation
    }

    @discardableResult
    public func run(into sink: some FrameSink, render: @escaping @Sendable (Int) throws -> PixelBuffer) throws -> Report {
        FrameMemory.reuseLargeBlocks
        let range = options.frames ?? 0...(format.frameCount - 1)
        guard format.frameCount > 0, range.lowerBound >= 0, range.upperBound < format.frameCount else {
            throw ExportError.invalidFrameRange("frames \(range.lowerBound)-\(range.upperBound) are outside the animation's 0-\(format.frameCount - 1)")
        }
        let start = Date()
        try sink.begin(format)
        let progress: ProgressReporter
        let written: Int
        let skipped: Int
        do {
            let frames = try sink.selectFrames(Array(range), resume: options.resume)
            skipped = range.count - frames.count
            progress = ProgressReporter(total: frames.count, label: options.progressLabel, mode: options.progress)
            if skipped > 0, options.resume { progress.note("resuming: \(skipped) frame(s) already written") }
            written = try write(frames, to: sink, progress: progress, render: render)
        } catch {
            try? sink.finish(.failed)
            throw error
        }
        if cancellation.isCancelled {
            try sink.finish(.interrupted)
            throw ExportError.interrupted(signal: cancellation.signal, framesWritten: written)
        }
        try sink.finish(.completed)
        progress.finish(done: written)
        return Report(framesWritten: written, framesSkipped: skipped, seconds: Date().timeIntervalSince(start))
    }

    /// How many frames of `format` fit in `inFlightBytes`, at least one: no accepted size
    /// is refused, a huge one just renders a frame at a time.
    func framesFitting(_ format: FrameFormat) -> Int {
        max(1, options.inFlightBytes / max(1, format.width * format.height * 4))
    }

    /// The writer loop, on the calling thread (where the non-Sendable sink lives).
    private func write(_ frames: [Int], to sink: some FrameSink, progress: ProgressReporter,
                       render: @escaping @Sendable (Int) throws -> PixelBuffer) throws -> Int {
        guard !frames.isEmpty else { return 0 }
        let window = min(options.window ?? 2 * min(options.workers, frames.count), framesFitting(format))
        let workers = min(options.workers, frames.count, window)
        let scheduler = FrameScheduler(frames: frames, window: window, cancellation: cancellation)
        // The first signal stops new frames; `Interruption` stops the process anyway after
        // its grace period (a sink stuck on an encoder cannot hold it), or at a second signal.
        let listener = options.handleSignals ? Self.listen(cancellation) : nil
        defer {
            scheduler.stopAndJoin()
            listener.map(Interruption.stopListening)
        }
        scheduler.startWorkers(count: workers, encoder: sink.wantsPNG ? PNGEncoder() : nil, converter: sink.conversion,
                               render: render)

        var written = 0
        TestHold.reached(step: 0, of: "\(sink.name): frames written")
        while let (frame, result) = scheduler.next() {
            let rendered: RenderedFrame
            do {
                rendered = try result.get()
            } catch {
                throw ExportError.renderFailed(frame: frame, message: "\(error)")
            }
            guard rendered.width == format.width, rendered.height == format.height else {
                throw ExportError.frameSizeMismatch(frame: frame, expected: format.sizeText,
                                                    actual: "\(rendered.width)×\(rendered.height)")
            }
            if let planar = rendered.planar {
                try sink.write(frameIndex: frame, planar: planar)
            } else if let pixels = rendered.pixels {
                try sink.write(frameIndex: frame, pixels, png: rendered.png)
            }
            scheduler.release()
            written += 1
            progress.update(done: written)
            TestHold.reached(step: written, of: "\(sink.name): frames written")
        }
        return written
    }

    private static func listen(_ cancellation: RenderCancellation) -> Int {
        Interruption.install()
        return Interruption.listen { signal in
            cancellation.cancel(signal: signal)
            let grace = String(format: "%.1f", Interruption.grace)
            FileHandle.standardError.write(Data("\n\(Interruption.name(of: signal)): finishing frames in flight (stopping at once within \(grace) s, or at a second signal)\n".utf8))
        }
    }
}

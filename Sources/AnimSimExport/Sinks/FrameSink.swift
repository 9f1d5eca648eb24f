import AnimSimCairo
import Foundation

/// What an export is: pixel size, frame rate, and how many frames the whole animation has
/// (not just the slice being rendered), which fixes file-name padding and the times of
/// contact-sheet tiles so that a slice agrees with the whole.
public struct FrameFormat: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var fps: Double
    public var frameCount: Int

    public init(width: Int, height: Int, fps: Double, frameCount: Int) {
        self.width = width
        self.height = height
        self.fps = fps
        self.frameCount = frameCount
    }

    var sizeText: String { "\(width)×\(height)" }
}

/// How an export ended, so a sink can publish its output or throw it away.
public enum SinkOutcome: Equatable, Sendable {
    case completed
    case interrupted
    case failed
}

/// Where rendered frames go: a PNG sequence, a video through ffmpeg, a contact sheet.
///
/// The pipeline calls a sink from one thread only, in this order: `begin`, `selectFrames`,
/// `write` for each selected frame in ascending order, and `finish`, which it calls
/// whenever `begin` succeeded, also after an error or an interrupt, so temporary files and
/// child processes are always cleaned up. Sinks are therefore not Sendable.
public protocol FrameSink: AnyObject {
    /// A short name for messages ("PNG sequence in frames/").
    var name: String { get }
    /// Whether `write` wants PNG bytes: the pipeline then compresses on the render threads,
    /// where it runs in parallel, instead of the sink doing it on the writer thread.
    var wantsPNG: Bool { get }
    /// Colour conversion for a video encoder (RGB to YUV), run on the render threads for the
    /// same reason; with one, frames arrive through `write(frameIndex:planar:)` instead.
    var conversion: YUVConverter? { get }

    func begin(_ format: FrameFormat) throws
    /// Which of `candidates` (ascending) to render. A contact sheet picks a few; with
    /// `resume`, a PNG sequence drops those whose file already exists. The default renders
    /// all and rejects `resume`.
    func selectFrames(_ candidates: [Int], resume: Bool) throws -> [Int]
    /// `png` is the encoded frame when `wantsPNG` is true, nil otherwise.
    func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws
    /// A frame converted by `conversion`.
    func write(frameIndex: Int, planar: PlanarFrame) throws
    func finish(_ outcome: SinkOutcome) throws
}

extension FrameSink {
    public var wantsPNG: Bool { false }
    public var conversion: YUVConverter? { nil }

    public func write(frameIndex: Int, planar: PlanarFrame) throws {
        preconditionFailure("\(name) asked for no colour conversion, yet was given a converted frame")
    }

    public func selectFrames(_ candidates: [Int], resume: Bool) throws -> [Int] {
        if resume { throw ExportError.resumeUnsupported(sink: name) }
        return candidates
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer) throws {
        try write(frameIndex: frameIndex, frame, png: nil)
    }
}

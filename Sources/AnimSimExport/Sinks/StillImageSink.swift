import AnimSimCairo
import Foundation

/// `--still`: one PNG at exactly the path given, written whole (temporary file, rename)
/// and marked as AnimSim's, so a later still may replace it and nothing else is.
public final class StillImageSink: FrameSink {
    public let output: URL
    public var guardian: OutputGuard?
    private let encoder = PNGEncoder()
    private var wrote = false

    public init(output: URL) {
        self.output = output
    }

    public var name: String { "still \(output.path)" }
    public var wantsPNG: Bool { true }

    public func begin(_ format: FrameFormat) throws {
        try guardian?.checkFile(output)
        try AtomicFile.prepareDirectory(output.deletingLastPathComponent().path)
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        guard !wrote else { return }
        try AtomicFile.write(try png ?? encoder.encode(frame), to: output.path)
        if let guardian { OwnershipMark.mark(output.path, fingerprint: guardian.manifest.fingerprint) }
        wrote = true
    }

    public func finish(_ outcome: SinkOutcome) throws {}
}

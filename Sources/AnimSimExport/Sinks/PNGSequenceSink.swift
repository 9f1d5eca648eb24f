import AnimSimCairo
import Foundation

/// One PNG per frame, named `frame_00042.png`: the format for inspection, diffing and
/// resumable exports.
///
/// Each file is written atomically (temporary file, checked writes, rename), so after an
/// interrupt or a crash every `frame_*.png` present is whole, and `--resume` can trust a
/// file's existence. Names are padded to the whole animation's frame count (at least five
/// digits), so slices and resumed runs use the same names as a full export.
public final class PNGSequenceSink: FrameSink {
    public let directory: URL
    public let prefix: String
    public private(set) var written: [Int] = []
    private var digits = 5
    private let encoder = PNGEncoder()

    public init(directory: URL, prefix: String = "frame_") {
        self.directory = directory
        self.prefix = prefix
    }

    public var name: String { "PNG sequence in \(directory.path)" }
    public var wantsPNG: Bool { true }

    public func begin(_ format: FrameFormat) throws {
        digits = max(5, String(max(format.frameCount - 1, 0)).count)
        try AtomicFile.prepareDirectory(directory.path)
    }

    /// The final path of frame `index` (valid after `begin`).
    public func path(forFrame index: Int) -> String {
        let number = String(index)
        let padded = String(repeating: "0", count: max(0, digits - number.count)) + number
        return directory.appendingPathComponent(prefix + padded + ".png").path
    }

    public func selectFrames(_ candidates: [Int], resume: Bool) throws -> [Int] {
        guard resume else { return candidates }
        return candidates.filter { !FileManager.default.fileExists(atPath: path(forFrame: $0)) }
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        let bytes = try png ?? encoder.encode(frame)
        try AtomicFile.write(bytes, to: path(forFrame: frameIndex))
        written.append(frameIndex)
    }

    /// Nothing to publish: every frame was complete the moment it was renamed into place.
    public func finish(_ outcome: SinkOutcome) throws {}
}

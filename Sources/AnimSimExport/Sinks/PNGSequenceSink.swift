import AnimSimCairo
import Foundation

/// One PNG per frame, named `frame_00042.png`: the format for inspection, diffing and
/// resumable exports.
///
/// Each file is written atomically (temporary file, checked writes, rename), so after an
/// interrupt or a crash every `frame_*.png` we wrote is whole. `--resume` still checks each
/// one it keeps (`FrameFileCheck`): a file damaged or cut short by something else is
/// rendered again. Temporary files of a killed run are removed at `begin`. Names are padded to the whole animation's frame count (at least five
/// digits), so slices and resumed runs use the same names as a full export.
public final class PNGSequenceSink: FrameSink {
    public let directory: URL
    public let pattern: FramePattern
    /// Checks the folder and records the render before the first frame (nil: no checks).
    public var guardian: OutputGuard?
    public private(set) var written: [Int] = []
    private var format = FrameFormat(width: 0, height: 0, fps: 1, frameCount: 1)
    private var frameCount: Int { format.frameCount }
    /// Called with each frame file that `--resume` found and will render again, and why.
    public var onRedo: ((String, String) -> Void)?
    private let encoder = PNGEncoder()

    public init(directory: URL, pattern: FramePattern = .standard) {
        self.directory = directory
        self.pattern = pattern
    }

    public var name: String { "PNG sequence in \(directory.path)" }
    public var wantsPNG: Bool { true }

    public func begin(_ format: FrameFormat) throws {
        self.format = format
        if let guardian {
            try guardian.prepareDirectory(directory, pattern: pattern)
        } else {
            try AtomicFile.prepareDirectory(directory.path)
        }
        StaleTemporaries.remove(in: directory) { [pattern] in pattern.matches($0) || $0 == RenderManifest.fileName }
    }

    /// The final path of frame `index` (valid after `begin`).
    public func path(forFrame index: Int) -> String {
        directory.appendingPathComponent(pattern.name(of: index, frameCount: frameCount)).path
    }

    public func selectFrames(_ candidates: [Int], resume: Bool) throws -> [Int] {
        guard resume else { return candidates }
        return candidates.filter { index in
            let path = path(forFrame: index)
            guard FileManager.default.fileExists(atPath: path) else { return true }
            guard let problem = FrameFileCheck.problem(at: path, width: format.width, height: format.height) else { return false }
            onRedo?(path, problem)
            return true
        }
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        let bytes = try png ?? encoder.encode(frame)
        try AtomicFile.write(bytes, to: path(forFrame: frameIndex))
        written.append(frameIndex)
    }

    /// Nothing to publish: every frame was complete the moment it was renamed into place.
    public func finish(_ outcome: SinkOutcome) throws {}
}

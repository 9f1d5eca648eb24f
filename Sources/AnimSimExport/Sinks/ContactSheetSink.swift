import AnimSimCore
import AnimSimPresentation
import AnimSimCairo
import Foundation

/// A single PNG summarising an export: `count` evenly spaced frames (first and last
/// included) in a grid, each labelled with its time. Only the chosen frames are rendered,
/// and each is shrunk to a thumbnail on arrival, so memory stays small.
public final class ContactSheetSink: FrameSink {
    public let output: URL
    public let count: Int
    private let painter: ContactSheetPainter
    public var guardian: OutputGuard?
    /// Drawn once over the grid.
    public var heading: FrameComposition.Heading?
    private var format = FrameFormat(width: 0, height: 0, fps: 1, frameCount: 0)
    private var tiles: [ContactSheetPainter.Tile] = []

    public init(output: URL, count: Int = 12, columns: Int = 4, tileWidth: Int = 320) {
        self.output = output
        self.count = max(count, 1)
        self.painter = ContactSheetPainter(columns: columns, tileWidth: tileWidth)
    }

    public var name: String { "contact sheet \(output.path)" }

    public func begin(_ format: FrameFormat) throws {
        self.format = format
        tiles = []
        try guardian?.checkFile(output)
        try AtomicFile.prepareDirectory(output.deletingLastPathComponent().path)
    }

    public func selectFrames(_ candidates: [Int], resume: Bool) throws -> [Int] {
        if resume { throw ExportError.resumeUnsupported(sink: name) }
        return Self.evenlySpaced(candidates, count: count)
    }

    /// `count` elements at even steps from first to last, without repeats.
    static func evenlySpaced(_ items: [Int], count: Int) -> [Int] {
        guard items.count > count, count > 1 else { return count == 1 ? Array(items.prefix(1)) : items }
        var picked: [Int] = []
        for k in 0..<count {
            let position = Int((Double(k) * Double(items.count - 1) / Double(count - 1)).rounded())
            if picked.last != items[position] { picked.append(items[position]) }
        }
        return picked
    }

    public func write(frameIndex: Int, _ frame: PixelBuffer, png: [UInt8]?) throws {
        let seconds = Double(frameIndex) / max(format.fps, 1e-9)
        let label = String(format: "%.2f s · frame %d", seconds, frameIndex)
        tiles.append(.init(image: try painter.thumbnail(frame), label: label))
    }

    /// The sheet exists only for a complete run: a partial one would misrepresent the
    /// animation's spacing.
    public func finish(_ outcome: SinkOutcome) throws {
        defer { tiles = [] }
        guard outcome == .completed, !tiles.isEmpty else { return }
        let sheet = try painter.paint(tiles, heading: heading)
        try AtomicFile.write(try PNGEncoder().encode(sheet), to: output.path)
        if let guardian { OwnershipMark.mark(output.path, fingerprint: guardian.manifest.fingerprint) }
    }
}

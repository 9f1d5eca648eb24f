import AnimSimCore
import AnimSimPresentation
import Foundation

/// One image summarising an animation: evenly spaced frames in a grid, each with its time
/// underneath. Thumbnails are made as frames arrive (`thumbnail`) so a sink holds only
/// small images, and the sheet is drawn once at the end (`paint`).
public struct ContactSheetPainter: Sendable {
    public struct Tile: Sendable {
        public var image: PixelBuffer
        public var label: String

        public init(image: PixelBuffer, label: String) {
            self.image = image
            self.label = label
        }
    }

    public var columns: Int
    /// Thumbnail width in pixels; heights keep each frame's aspect ratio.
    public var tileWidth: Int
    static let gap = 12
    static let labelHeight = 24

    public init(columns: Int = 4, tileWidth: Int = 320) {
        self.columns = max(columns, 1)
        self.tileWidth = max(tileWidth, 8)
    }

    /// `frame` shrunk to `tileWidth` (never enlarged).
    public func thumbnail(_ frame: PixelBuffer) throws -> PixelBuffer {
        guard frame.width > tileWidth else { return frame }
        let height = max(1, Int((Double(frame.height) * Double(tileWidth) / Double(frame.width)).rounded()))
        return try CairoCanvas.paint(width: tileWidth, height: height) { canvas in
            canvas.draw(frame, in: CGRect(x: 0, y: 0, width: tileWidth, height: height))
        }
    }

    /// `heading`: the scene's title and description once, over the whole grid (the tiles
    /// then need not repeat it).
    public func paint(_ tiles: [Tile], heading: FrameComposition.Heading? = nil) throws -> PixelBuffer {
        guard !tiles.isEmpty else { throw RenderError.invalidSize(width: 0, height: 0) }
        let cellWidth = tiles.map(\.image.width).max()!
        let cellHeight = tiles.map(\.image.height).max()! + Self.labelHeight
        let columns = min(self.columns, tiles.count)
        let rows = (tiles.count + columns - 1) / columns
        let width = columns * cellWidth + (columns + 1) * Self.gap
        let top = heading.map { CompositionLayout.titleLineHeight + ($0.description == nil ? 0 : CompositionLayout.descriptionLineHeight) }
            ?? 0
        let height = rows * cellHeight + (rows + 1) * Self.gap + Int(top.rounded(.up))
        return try CairoCanvas.paint(width: width, height: height) { canvas in
            canvas.paint(Palette.frameBackground)
            if let heading {
                HeadingPainter(heading: heading).draw(in: CGRect(x: 0, y: CGFloat(Self.gap) / 2, width: CGFloat(width), height: top),
                                                      canvas: canvas)
                canvas.translate(0, top)
            }
            canvas.setFont(size: 13, bold: true)
            for (index, tile) in tiles.enumerated() {
                let x = Self.gap + (index % columns) * (cellWidth + Self.gap)
                let y = Self.gap + (index / columns) * (cellHeight + Self.gap)
                let imageRect = CGRect(x: x, y: y, width: tile.image.width, height: tile.image.height)
                canvas.draw(tile.image, in: imageRect)
                canvas.newPath()
                canvas.addRect(imageRect.insetBy(dx: -0.5, dy: -0.5))
                canvas.stroke(Palette.separator, width: 1)
                let labelRect = CGRect(x: CGFloat(x), y: imageRect.maxY, width: CGFloat(tile.image.width),
                                       height: CGFloat(Self.labelHeight))
                canvas.showText(tile.label, centeredIn: labelRect, color: Palette.caption)
            }
        }
    }
}

import Foundation

/// `--contact-sheet FILE` with `--sheet-grid CxR` and `--sheet-width PX`: a grid of evenly
/// spaced frames of the whole animation, first and last included.
public struct ContactSheetOptions: Equatable, Sendable {
    public var file: URL
    public var columns: Int
    public var rows: Int
    /// The sheet's width in pixels; tiles share it.
    public var width: Int

    public init(file: URL, columns: Int = 4, rows: Int = 3, width: Int = 1920) {
        self.file = file
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        self.width = width
    }

    /// Each tile's pixel size: an equal share of the width (less the gaps), with the
    /// exported frame's aspect ratio.
    public func tileSize(frameWidth: Int, frameHeight: Int) -> (width: Int, height: Int) {
        let gap = 12
        let tileWidth = max(16, (width - (columns + 1) * gap) / columns)
        let tileHeight = max(16, Int((Double(tileWidth) * Double(frameHeight) / Double(max(frameWidth, 1))).rounded()))
        return (tileWidth, tileHeight)
    }
}

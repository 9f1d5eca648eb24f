import Foundation
import Testing
import AnimSim

/// `Grid` (the core's `GridLayout`) in closed form: columns as wide as their widest cell,
/// rows as tall as their tallest, 8 pt apart by default; a view outside a `GridRow` spans
/// every column; `gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor` and
/// `gridCellUnsizedAxes` as SwiftUI's. Each cell is a colour of its own size, found by its
/// fill; frames are relative to the grid's.
@MainActor @Suite struct GridTests {
    static let a = Color(red: 1, green: 0, blue: 0), b = Color(red: 0, green: 1, blue: 0)
    static let c = Color(red: 0, green: 0, blue: 1), d = Color(red: 1, green: 1, blue: 0)
    static let e = Color(red: 0, green: 1, blue: 1)

    /// Each colour's frame, relative to the grid's (the root).
    static func frames<V: View>(_ view: V) throws -> [Color: CGRect] {
        let canvas = CGSize(width: 390, height: 600)
        let list = try LayoutEngine().layout(ViewHost(view, canvas: canvas).currentTree, in: canvas)
        let grid = try #require(list.items.first { $0.id == "root" }?.frame)
        var found: [Color: CGRect] = [:]
        for item in list.items { if let fill = item.fill { found[fill] = item.frame.offsetBy(dx: -grid.minX, dy: -grid.minY) } }
        found[.clear] = CGRect(origin: .zero, size: grid.size)
        return found
    }

    static func expect(_ frames: [Color: CGRect], _ colour: Color, _ rect: [Double], _ what: String) {
        let got = frames[colour] ?? .null
        let want = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
        #expect(abs(got.minX - want.minX) < 1e-6 && abs(got.minY - want.minY) < 1e-6 && abs(got.width - want.width) < 1e-6
                && abs(got.height - want.height) < 1e-6, "\(what): \(got), expected \(want)")
    }

    /// Columns 50 and 60 wide (their widest cells), rows 30 and 20 tall, 8 apart: the grid is
    /// 118 × 58 and each cell is centred in its slot.
    @Test func columnsAndRowsTakeTheirLargestCell() throws {
        let frames = try Self.frames(Grid {
            GridRow { Self.a.frame(width: 40, height: 20); Self.b.frame(width: 60, height: 30) }
            GridRow { Self.c.frame(width: 50, height: 10); Self.d.frame(width: 30, height: 20) }
        })
        Self.expect(frames, .clear, [0, 0, 118, 58], "grid")
        Self.expect(frames, Self.a, [5, 5, 40, 20], "a")
        Self.expect(frames, Self.b, [58, 0, 60, 30], "b")
        Self.expect(frames, Self.c, [0, 43, 50, 10], "c")
        Self.expect(frames, Self.d, [73, 38, 30, 20], "d")
    }

    /// A view outside a row is a row of its own across both columns (118 wide), 2 tall.
    @Test func aViewOutsideARowSpansEveryColumn() throws {
        let frames = try Self.frames(Grid {
            GridRow { Self.a.frame(width: 40, height: 20); Self.b.frame(width: 60, height: 30) }
            Self.e.frame(height: 2)
            GridRow { Self.c.frame(width: 50, height: 10); Self.d.frame(width: 30, height: 20) }
        })
        Self.expect(frames, .clear, [0, 0, 118, 68], "grid")
        Self.expect(frames, Self.e, [0, 38, 118, 2], "e")
        Self.expect(frames, Self.c, [0, 53, 50, 10], "c")
    }

    /// A cell spanning two columns, 150 wide, widens the last of them by 150 − (40 + 8 + 60).
    @Test func aSpanningCellWidensItsLastColumn() throws {
        let frames = try Self.frames(Grid {
            GridRow { Self.a.frame(width: 40, height: 20); Self.b.frame(width: 60, height: 30) }
            GridRow { Self.c.frame(width: 150, height: 10).gridCellColumns(2) }
        })
        Self.expect(frames, .clear, [0, 0, 150, 48], "grid")
        Self.expect(frames, Self.b, [48 + 21, 0, 60, 30], "b, centred in its 102-pt column")
        Self.expect(frames, Self.c, [0, 38, 150, 10], "c")
    }

    /// The spacings given; a column aligned leading; one cell anchored bottom-trailing.
    @Test func spacingsAlignmentsAndAnchors() throws {
        let frames = try Self.frames(Grid(horizontalSpacing: 2, verticalSpacing: 4) {
            GridRow { Self.a.frame(width: 40, height: 20).gridColumnAlignment(.leading); Self.b.frame(width: 60, height: 30) }
            GridRow { Self.c.frame(width: 50, height: 10); Self.d.frame(width: 30, height: 20).gridCellAnchor(.bottomTrailing) }
        })
        Self.expect(frames, .clear, [0, 0, 112, 54], "grid")
        Self.expect(frames, Self.a, [0, 5, 40, 20], "a, leading")
        Self.expect(frames, Self.d, [52 + 30, 34, 30, 20], "d, bottom-trailing")
    }

    /// An unsized cell does not widen its column and is proposed the column's width.
    @Test func anUnsizedCellTakesItsColumnsWidth() throws {
        let frames = try Self.frames(Grid {
            GridRow { Self.a.frame(width: 40, height: 20); Self.b.frame(width: 60, height: 30) }
            GridRow { Self.e.frame(minWidth: 0, maxWidth: .infinity).frame(height: 4).gridCellUnsizedAxes(.horizontal) }
        })
        Self.expect(frames, .clear, [0, 0, 108, 42], "grid")
        Self.expect(frames, Self.e, [0, 38, 40, 4], "e")
    }

    /// `GridRow(alignment: .top)` puts the row's cells at its top.
    @Test func aRowsAlignment() throws {
        let frames = try Self.frames(Grid {
            GridRow(alignment: .top) { Self.a.frame(width: 40, height: 20); Self.b.frame(width: 60, height: 30) }
        })
        Self.expect(frames, Self.a, [0, 0, 40, 20], "a, top")
    }
}

import Foundation
import Testing
import AnimSim

/// `LazyVGrid`/`LazyHGrid` in a 390-pt-wide canvas, in closed form: fixed tracks first, the
/// flexible ones sharing what is left after the spacings (each clamped), an adaptive one
/// fitting as many tracks of its minimum as it can and spreading; lines as long as their
/// longest cell, `spacing` apart.
@MainActor @Suite struct LazyGridTests {
    struct Columns: View {
        let columns: [GridItem]
        let heights: [CGFloat]
        var body: some View {
            LazyVGrid(columns: columns) {
                ForEach(0..<heights.count, id: \.self) { k in Color.red.frame(height: heights[k]) }
            }
        }
    }

    struct Rows: View {
        var body: some View {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(60))], spacing: 10) {
                ForEach(0..<4, id: \.self) { k in Color.red.frame(width: 20 + 10 * CGFloat(k)) }
            }
        }
    }

    static let canvas = CGSize(width: 390, height: 600)

    /// The cells' frames relative to the grid's, each once (a frame and its content share one).
    static func cells<V: View>(_ view: V) throws -> [CGRect] {
        let list = try LayoutEngine().layout(ViewHost(view, canvas: canvas).currentTree, in: canvas)
        let grid = try #require(list.items.first { $0.id == "root" }?.frame)
        let frames = list.items.filter { $0.id.hasPrefix("root/content/") }.map {
            $0.frame.offsetBy(dx: -grid.minX, dy: -grid.minY)
        }
        var unique: [CGRect] = []
        for frame in frames where !unique.contains(where: { Self.close($0, frame) }) { unique.append(frame) }
        return unique
    }

    static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-3 && abs(a.minY - b.minY) < 1e-3 && abs(a.width - b.width) < 1e-3 && abs(a.height - b.height) < 1e-3
    }

    nonisolated static let w3 = (390.0 - 16) / 3

    /// (columns, cell heights, expected [x, y, width, height] of each cell).
    nonisolated static let cases: [([GridItem], [CGFloat], [[Double]])] = [
        (Array(repeating: GridItem(.flexible()), count: 3), [30, 30, 30],
         [[0, 0, w3, 30], [w3 + 8, 0, w3, 30], [2 * w3 + 16, 0, w3, 30]]),
        ([GridItem(.fixed(100)), GridItem(.flexible())], [30, 30], [[0, 0, 100, 30], [108, 0, 390 - 108, 30]]),
        // floor((390 + 8) / (80 + 8)) = 4 tracks of (390 − 3·8) / 4 = 91.5.
        ([GridItem(.adaptive(minimum: 80))], [30, 30, 30, 30, 30],
         [[0, 0, 91.5, 30], [99.5, 0, 91.5, 30], [199, 0, 91.5, 30], [298.5, 0, 91.5, 30], [0, 38, 91.5, 30]]),
        // A row is as tall as its tallest cell; the shorter one is centred in it.
        ([GridItem(.flexible(maximum: 50), spacing: 4), GridItem(.flexible(maximum: 50))], [20, 40, 10],
         [[0, 10, 50, 20], [54, 0, 50, 40], [0, 48, 50, 10]]),
    ]

    @Test(arguments: cases.indices)
    func columnsShareTheProposedWidth(index: Int) throws {
        let (columns, heights, expected) = Self.cases[index]
        let cells = try Self.cells(Columns(columns: columns, heights: heights))
        #expect(cells.count == expected.count, "\(cells)")
        for rect in expected {
            let want = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
            #expect(cells.contains { Self.close($0, want) }, "\(want) in \(cells)")
        }
    }

    /// A `LazyHGrid` is the transposed grid: cells fill its columns top to bottom, each column
    /// as wide as its widest cell, `spacing` 10 apart.
    @Test func rowsFillColumnsTopToBottom() throws {
        let cells = try Self.cells(Rows())
        // Column 0 is 30 wide (cells 20, 30), column 1 at 30 + 10 is 50 wide (cells 40, 50);
        // a narrower cell is centred in its column.
        let expected: [[Double]] = [[5, 0, 20, 40], [0, 48, 30, 60], [45, 0, 40, 40], [40, 48, 50, 60]]
        #expect(cells.count == 4, "\(cells)")
        for rect in expected {
            let want = CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])
            #expect(cells.contains { Self.close($0, want) }, "\(want) in \(cells)")
        }
    }
}

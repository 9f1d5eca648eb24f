import Foundation
import Testing
import AnimSim

/// Article 001's `FlexibleView` (FlexibleView.swift, the article's code): the container's
/// width and every element's size come back through `readSize` (a `GeometryReader` and a
/// preference), are stored in `@State`, and the rows are computed from them, all before
/// the first frame. Elements are fixed-width boxes here, so the rows follow by arithmetic:
/// a row takes elements while their widths plus 8 pt each fit the 400-pt canvas.
@MainActor @Suite struct FlexibleViewTests {
    final class Model: ObservableObject {
        @Published var widths = [50, 80, 120, 60, 90, 40, 70]
    }

    struct Boxes: View {
        @StateObject var model = Model()
        var body: some View {
            VStack {
                FlexibleView(data: model.widths, spacing: 8, alignment: .leading) { width in
                    Rectangle().frame(width: CGFloat(width), height: 20)
                }
                Button("Widen") { model.widths[0] = 200 }
            }
        }
    }

    /// Each box's row (by its top edge, rows from 0) and its left edge from the first box's.
    func rows(_ host: ViewHost<Boxes>) throws -> [Int: (row: Int, x: Double)] {
        let list = try LayoutEngine().layout(host.currentTree, in: host.canvas)
        // The boxes, and the clear readers behind them, which share their frames.
        let boxes = list.items.filter { $0.shape == .rectangle && abs($0.frame.height - 20) < 0.01 }
        let tops: [Int] = Array(Set(boxes.map { Int($0.frame.minY.rounded()) })).sorted()
        let left: CGFloat = boxes.map { $0.frame.minX }.min() ?? 0
        var placed: [Int: (row: Int, x: Double)] = [:]
        for box in boxes {
            let row = tops.firstIndex(of: Int(box.frame.minY.rounded())) ?? -1
            placed[Int(box.frame.width.rounded())] = (row, Double(box.frame.minX - left))
        }
        return placed
    }

    @Test func rowsAreSettledFromMeasuredSizesBeforeTheFirstFrame() throws {
        let host = ViewHost(Boxes())
        #expect(host.failure == nil)
        let placed = try rows(host)
        // 50+8+80+8+120+8+60 = 334 fits 400; adding 90 would not.
        for (width, row, x) in [(50, 0, 0.0), (80, 0, 58), (120, 0, 146), (60, 0, 274), (90, 1, 0), (40, 1, 98), (70, 1, 146)] {
            let box = try #require(placed[width], "box \(width)")
            #expect(box.row == row && abs(box.x - x) < 0.01, "box \(width): row \(box.row), x \(box.x)")
        }
    }

    @Test func aPublishedChangeReflowsTheRows() throws {
        let host = ViewHost(Boxes())
        try host.use(control: "Widen", at: 1)
        #expect(host.failure == nil)
        let placed = try rows(host)
        // 200+8+80 = 288, +128 > 400: the 120 box moves down.
        #expect(placed[200]?.row == 0 && placed[80]?.row == 0 && placed[120]?.row == 1 && placed[60]?.row == 1)
    }
}

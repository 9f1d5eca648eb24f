import Foundation
import Testing

/// `AnimatedTileGrid.swift` through the binary on a 390 × 844 canvas: `.padding()` leaves
/// 390 − 32 = 358 pt for three `.flexible()` columns spaced 12, so each tile is
/// (358 − 24) / 3 wide, columns 12 apart, rows of 80 (the tiles' height) 12 apart, the
/// first tile at the padding's 16 pt; the same in both panes once the tiles have popped in.
@Suite struct CorpusGridTests {
    static let width = (358.0 - 24) / 3

    static func frames(at time: Double) throws -> [String: [String: [Double]]] {
        let run = try CorpusTests.run(["trace", "AnimatedTileGrid.swift", "--canvas", "390x844", "--at", String(time)])
        try #require(run.status == 0, "\(run.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let frame = try #require((json["frames"] as? [[String: Any]])?.first)
        var panes: [String: [String: [Double]]] = [:]
        for pane in try #require(frame["strategies"] as? [[String: Any]]) {
            var byName: [String: [Double]] = [:]
            for view in try #require(pane["views"] as? [[String: Any]]) {
                if let id = view["id"] as? String, let rect = view["frame"] as? [Double] { byName[id] = rect }
            }
            panes[try #require(pane["strategy"] as? String)] = byName
        }
        return panes
    }

    @Test func eachTileHasItsCellOfTheThreeFlexibleColumns() throws {
        let panes = try Self.frames(at: 1.5)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            for tile in 0..<9 {
                let first = try #require(views["tile0"], "\(pane): \(views.keys.sorted())")
                let rect = try #require(views["tile\(tile)"], "\(pane)")
                let (row, column) = (Double(tile / 3), Double(tile % 3))
                #expect(abs(first[0] - 16) < 1e-3, "\(pane): \(first)")
                #expect(abs(rect[0] - (first[0] + column * (Self.width + 12))) < 1e-3, "\(pane): \(rect)")
                #expect(abs(rect[1] - (first[1] + row * (80 + 12))) < 1e-3, "\(pane): \(rect)")
                #expect(abs(rect[2] - Self.width) < 1e-3 && abs(rect[3] - 80) < 1e-3, "\(pane): \(rect)")
            }
        }
    }
}

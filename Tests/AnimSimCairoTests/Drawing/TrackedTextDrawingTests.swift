import AnimSimCore
@testable import AnimSimCairo
import Foundation
import Testing

/// Tracking as the painter draws it (`CairoCanvas.showWrappedText` with `TextFit.tracking`):
/// each character where the line's prefix before it ends plus the spacing of the characters
/// before it, so the text's ink is where its measure says. Two bars "||" at 40 pt, their line
/// starting at x = 10 (a frame exactly as wide as the tracked text): under tracking t the
/// first bar's ink columns are the untracked first bar's and the second bar's are the
/// untracked second bar's moved right by exactly t pixels.
@Suite struct TrackedTextDrawingTests {
    /// The columns holding ink (a pixel darker than mid grey), grouped into runs of adjacent columns.
    static func inkRuns(tracking: CGFloat) throws -> [[Int]] {
        let canvas = try CairoCanvas(width: 200, height: 60, regularFont: FontFace(.regular), boldFont: FontFace(.bold))
        canvas.paint(.white)
        canvas.setFont(size: 40)
        let width = canvas.textWidth("||") + 2 * tracking
        canvas.showWrappedText("||", fontSize: 40, in: CGRect(x: 10, y: 0, width: width, height: 60), color: .black,
                               fit: TextFit(tracking: tracking))
        let pixels = try canvas.pixelBuffer()
        let columns = (0..<200).filter { x in (0..<60).contains { y in pixels[x, y].red < 128 } }
        var runs: [[Int]] = []
        for x in columns {
            if let last = runs.last?.last, last == x - 1 { runs[runs.count - 1].append(x) } else { runs.append([x]) }
        }
        return runs
    }

    @Test(arguments: [3.0, 20.0, 37.0])
    func theSecondCharacterMovesByTheSpacing(tracking: Double) throws {
        let plain = try Self.inkRuns(tracking: 0), tracked = try Self.inkRuns(tracking: tracking)
        try #require(plain.count == 2, "\(plain)")
        #expect(tracked.count == 2, "\(tracked)")
        #expect(tracked.first == plain[0], "\(tracked) vs \(plain)")
        #expect(tracked.last == plain[1].map { $0 + Int(tracking) }, "\(tracked) vs \(plain)")
    }
}

import AnimSimCore
import AnimSimCairo
@testable import AnimSimExport
import Foundation
import Testing

@Suite struct ContactSheetSinkTests {
    @Test func picksEvenlySpacedFramesIncludingFirstAndLast() {
        #expect(ContactSheetSink.evenlySpaced(Array(0..<30), count: 6) == [0, 6, 12, 17, 23, 29])
        #expect(ContactSheetSink.evenlySpaced(Array(0..<3), count: 6) == [0, 1, 2])
        #expect(ContactSheetSink.evenlySpaced(Array(10..<20), count: 1) == [10])
    }

    @Test func rendersOnlyTheChosenFramesIntoOneGrid() throws {
        let directory = TestFrames.scratchDirectory("sheet")
        let output = directory.appendingPathComponent("sheet.png")
        let counter = Counter()
        let report = try RenderPipeline(format: TestFrames.format(count: 30, width: 160, height: 120), options: TestFrames.options())
            .run(into: ContactSheetSink(output: output, count: 6, columns: 3, tileWidth: 80)) { index in
                counter.record(index)
                return try TestFrames.wheel(index, width: 160, height: 120)
            }
        #expect(counter.indices == [0, 6, 12, 17, 23, 29])
        #expect(report.framesWritten == 6 && report.framesSkipped == 24)
        let sheet = try PNGDecoder().decode(contentsOf: output)
        // 3 columns of 80 px tiles with 12 px gaps; 2 rows of 60 px tiles plus 24 px labels.
        #expect((sheet.width, sheet.height) == (3 * 80 + 4 * 12, 2 * (60 + 24) + 3 * 12))
        #expect(TestFrames.files(in: directory) == ["sheet.png"])
    }
}

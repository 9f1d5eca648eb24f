import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Goldens of the hand-made sample display lists: each was looked at before being kept.
@Suite struct SampleGoldenTests {
    @Test func wheelOfEightLabelledSquares() throws {
        let image = try DisplayListPainter().paint(SampleDisplayLists.wheel(angle: .degrees(15)))
        try GoldenImage().check(image, named: "wheel")
    }

    @Test func treeWithDashedLinesAndSizes() throws {
        let image = try DisplayListPainter(showSizes: true).paint(SampleDisplayLists.tree())
        try GoldenImage().check(image, named: "tree")
    }

    @Test func twoPanesWithCaptionsAndOverlays() throws {
        let image = try FramePainter().paint(SampleDisplayLists.comparison(progress: 0.5))
        try GoldenImage().check(image, named: "comparison")
    }

    @Test func comparisonAtDoubleScale() throws {
        let image = try FramePainter(scale: 2).paint(SampleDisplayLists.comparison(progress: 0.3))
        try GoldenImage().check(image, named: "comparison@2x")
    }
}

@Suite struct GoldenHarnessTests {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-golden-harness-\(UUID().uuidString)")

    @Test func identicalImagesMatchAndAChangedRegionIsCaught() throws {
        let image = try DisplayListPainter().paint(SampleDisplayLists.wheel(size: CGSize(width: 80, height: 60), squareSide: 12))
        var changed = image
        for y in 0..<10 { for x in 0..<10 { changed[x, y] = .init(red: 255, green: 255, blue: 255) } }
        let harness = GoldenImage(directory: scratch, record: false)
        #expect(harness.compare(image, image).differing == 0)
        let comparison = harness.compare(changed, image)
        #expect(comparison.differing == 100)
        #expect(comparison.diff[5, 5] == .init(red: 255, green: 0, blue: 0))
    }

    @Test func recordingWritesTheReferenceAndFails() throws {
        let image = PixelBuffer(width: 4, height: 4, fill: .init(red: 10, green: 20, blue: 30))
        withKnownIssue("a recording run must fail") {
            try GoldenImage(directory: scratch, record: true).check(image, named: "recorded")
        }
        let written = try PNGDecoder().decode(contentsOf: scratch.appendingPathComponent("recorded.png"))
        #expect(written == image)
        // The recorded reference now matches.
        try GoldenImage(directory: scratch, record: false).check(image, named: "recorded")
    }

    @Test func aMismatchWritesActualAndDiffImages() throws {
        let failures = scratch.appendingPathComponent("failures")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let reference = PixelBuffer(width: 4, height: 4, fill: .init(red: 0, green: 0, blue: 0))
        try Data(PNGEncoder().encode(reference)).write(to: scratch.appendingPathComponent("square.png"))
        let actual = PixelBuffer(width: 4, height: 4, fill: .init(red: 200, green: 0, blue: 0))
        let harness = GoldenImage(directory: scratch, record: false, failureDirectory: failures)
        withKnownIssue("a mismatch must fail") { try harness.check(actual, named: "square") }
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("square-actual.png").path))
        #expect(FileManager.default.fileExists(atPath: failures.appendingPathComponent("square-diff.png").path))
        withKnownIssue("a missing golden must fail") { try harness.check(actual, named: "absent") }
    }
}

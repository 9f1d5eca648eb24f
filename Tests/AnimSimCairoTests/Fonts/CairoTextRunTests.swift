import AnimSimCore
@testable import AnimSimCairo
import Foundation
import Testing

/// The measurer adds each scalar's advance, as Cairo does inside one call, so its widths and
/// the runs wrapping extends are Cairo's own measurement of the whole string, to the bit:
/// the lines a layout wraps are the lines the painter draws.
@Suite struct CairoTextRunTests {
    static let texts = ["Hello", "Layout animations wrap at spaces", "×∞ 0123456789", "漢字とかな", "e\u{301}te\u{301}",
                        "🙂 emoji", "", " ", String(repeating: "WiW ", count: 300)]

    @Test(arguments: texts, [9.0, 11.5, 13.0, 17.0, 100.0])
    func widthsAreCairosWholeStringAdvance(_ text: String, _ size: Double) throws {
        let measurer = try CairoTextMeasurer()
        let canvas = try CairoCanvas(width: 4, height: 4, regularFont: FontFace(.regular), boldFont: FontFace(.bold))
        canvas.setFont(size: size)
        #expect(measurer.width(of: text, fontSize: size) == canvas.textWidth(text))
    }

    /// Extending a run word by word and character by character lands on the whole width.
    @Test(arguments: texts)
    func runsExtendToTheWholeWidth(_ text: String) throws {
        let measurer = try CairoTextMeasurer()
        var byWord = TextRun()
        for (index, word) in text.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { measurer.extend(&byWord, with: " ", fontSize: 12) }
            measurer.extend(&byWord, with: word, fontSize: 12)
        }
        var byCharacter = TextRun()
        for index in text.indices { measurer.extend(&byCharacter, with: text[index...index], fontSize: 12) }
        let whole = measurer.width(of: text, fontSize: 12)
        #expect(byWord.width == whole)
        #expect(byCharacter.width == whole)
        #expect(byCharacter.characters == text.count)
    }
}

import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Text in semibold or heavier (`ViewStyle.fontWeight` ≥ 0.3, from `.bold()`, `.fontWeight`,
/// `Font.weight`) is measured with DejaVu Sans Bold's advances and drawn in that face: wider
/// than regular text, by exactly the bold face's advances, and with more ink.
@Suite struct BoldTextTests {
    static let words = "Best score 1234"

    /// A text node of `weight`, laid out by the engine with the font measurer.
    static func laidOut(weight: CGFloat) throws -> DisplayItem {
        var node = ViewNode(.text(words), id: "text")
        node.style.fontWeight = weight
        node.style.fontSize = 20
        let measurer = try #require(CairoTextMeasurer.shared)
        let list = try LayoutEngine(measurer: measurer).layout(node, in: CGSize(width: 400, height: 100))
        return try #require(list.item("text"))
    }

    @Test(arguments: [(0.0, false), (0.23, false), (0.3, true), (0.4, true), (0.62, true), (-0.4, false)])
    func semiboldAndHeavierMeasureInTheBoldFace(weight: CGFloat, bold: Bool) throws {
        let regular = try #require(CairoTextMeasurer.shared), heavy = try #require(CairoTextMeasurer.sharedBold)
        let item = try Self.laidOut(weight: weight)
        let expected = (bold ? heavy : regular).width(of: Self.words, fontSize: 20)
        #expect(abs(item.frame.width - expected) < 1e-9, "\(item.frame.width) ≠ \(expected)")
        #expect(item.isBoldText == bold && item.fontWeight == weight)
    }

    @Test func boldIsWiderThanRegular() throws {
        let regular = try #require(CairoTextMeasurer.shared), heavy = try #require(CairoTextMeasurer.sharedBold)
        #expect(heavy.width(of: Self.words, fontSize: 20) > regular.width(of: Self.words, fontSize: 20) * 1.05)
        #expect(regular.boldFace.width(of: "W", fontSize: 20) == heavy.width(of: "W", fontSize: 20))
    }

    /// The ink of a text drawn in one frame: the sum of each pixel's darkness on white.
    static func ink(weight: CGFloat) throws -> Double {
        var item = DisplayItem(id: "text", frame: CGRect(x: 10, y: 10, width: 300, height: 40),
                               shape: .text(words, fontSize: 20), fill: .black)
        item.fontWeight = weight
        let list = DisplayList(size: CGSize(width: 320, height: 60), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        let image = try DisplayListPainter().paint(list)
        var sum = 0.0
        for y in 0..<image.height { for x in 0..<image.width { sum += Double(255 - Int(image[x, y].red)) / 255 } }
        return sum
    }

    /// Bold strokes are heavier: at least a quarter more ink for the same words.
    @Test func boldTextDrawsMoreInk() throws {
        let regular = try Self.ink(weight: 0), bold = try Self.ink(weight: 0.4)
        #expect(bold > regular * 1.25, "bold \(bold) vs regular \(regular)")
    }
}

import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// A text drawn during its content transition (`DisplayItem.textTransition`): half-way
/// through a cross-fade each string is at half opacity, so a pixel inked by only one of them
/// is half as dark as in that string drawn alone; a numeric roll draws the changed digit a
/// `dy` em off its line.
@Suite struct TextTransitionPaintTests {
    static let frame = CGRect(x: 20, y: 20, width: 120, height: 60)

    static func paint(_ text: String, _ transition: TextTransition?) throws -> PixelBuffer {
        var item = DisplayItem(id: "text", frame: frame, shape: .text(text, fontSize: 40), fill: .black)
        item.textTransition = transition
        let list = DisplayList(size: CGSize(width: 160, height: 100), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        return try DisplayListPainter().paint(list)
    }

    /// Pixels fully inked by one string and blank in the other are 50 % grey (±6 of 255,
    /// the anti-aliasing of two overlaid glyph edges) in the cross-fade at progress 0.5.
    @Test func aCrossFadeAtHalfwayDrawsBothTextsAtHalfAlpha() throws {
        let old = try Self.paint("17", nil), new = try Self.paint("42", nil)
        let mixed = try Self.paint("42", TextTransition(from: "17", progress: 0.5, style: .crossFade))
        var checked = 0
        for y in 0..<old.height {
            for x in 0..<old.width {
                let a = old[x, y].red, b = new[x, y].red
                guard (a == 0 && b == 255) || (a == 255 && b == 0) else { continue }
                checked += 1
                #expect(abs(Int(mixed[x, y].red) - 128) <= 6, "(\(x), \(y)): \(mixed[x, y])")
            }
        }
        #expect(checked > 50)
    }

    /// The lowest inked row of a picture (nil: blank).
    static func lowestInk(_ image: PixelBuffer, columns: Range<Int>) -> Int? {
        (0..<image.height).last { y in columns.contains { x in image[x, y].red < 128 } }
    }

    /// Counting up at progress 0.75, the new last digit is an eighth of an em (a quarter of
    /// its half-em travel: 5 px at 40 pt) below its place; the unchanged first digit has not moved.
    @Test func aRollingDigitIsOffItsLineByItsDy() throws {
        let plain = try Self.paint("11", nil)
        let rolling = try Self.paint("11", TextTransition(from: "10", progress: 0.75, style: .numeric(down: false)))
        let middle = Int(Self.frame.midX)
        let first = 0..<middle, last = middle..<plain.width
        let plainLast = try #require(Self.lowestInk(plain, columns: last))
        let rollingLast = try #require(Self.lowestInk(rolling, columns: last))
        #expect(abs(rollingLast - plainLast - 5) <= 1, "\(rollingLast) vs \(plainLast)")
        #expect(Self.lowestInk(rolling, columns: first) == Self.lowestInk(plain, columns: first))
    }
}

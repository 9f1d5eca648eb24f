import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// The position pane's cross-fade (`ContentFade`) drawn: the old text at 1 − p and the new
/// at p. Where only one of the two glyph runs has ink, the pixel is that run's pixel blended
/// with the background by its share: bg + share·(ink − bg), within 2 levels.
@Suite struct CrossFadeDrawingTests {
    static let white = Color(red: 1, green: 1, blue: 1)

    static func image(_ text: String, fade: ContentFade? = nil) throws -> PixelBuffer {
        var item = DisplayItem(id: "t", frame: CGRect(x: 10, y: 10, width: 180, height: 60),
                               shape: .text(text, fontSize: 40), fill: Color(red: 0, green: 0, blue: 0))
        item.crossFade = fade
        return try DisplayListPainter().paint(DisplayList(size: CGSize(width: 200, height: 80), background: white, time: 0,
                                                          strategy: .position, state: [], items: [item]))
    }

    @Test(arguments: [0.5, 0.25])
    func bothTextsShowAtTheirShares(progress: Double) throws {
        let old = try Self.image("IIII"), new = try Self.image("----")
        let faded = try Self.image("----", fade: ContentFade(fromText: "IIII", fromLabel: nil, progress: progress))
        let bg = PixelBuffer.Pixel(Self.white)
        var (oldOnly, newOnly) = (0, 0)
        var wrong: [String] = []
        for y in 0..<old.height {
            for x in 0..<old.width {
                let a = old[x, y], b = new[x, y], f = faded[x, y]
                if b == bg, a != bg {
                    oldOnly += 1
                    let expected = 255 - (1 - progress) * (255 - Double(a.green))
                    if abs(Double(f.green) - expected) > 2 { wrong.append("old ink at (\(x), \(y)): \(f) vs \(a)") }
                } else if a == bg, b != bg {
                    newOnly += 1
                    let expected = 255 - progress * (255 - Double(b.green))
                    if abs(Double(f.green) - expected) > 2 { wrong.append("new ink at (\(x), \(y)): \(f) vs \(b)") }
                } else if a == bg, b == bg {
                    if f != bg { wrong.append("ink at (\(x), \(y)) where neither text has any") }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels, e.g. \(wrong.prefix(4))")
        #expect(oldOnly > 100 && newOnly > 100, "\(oldOnly) and \(newOnly) pixels of each text alone")
    }
}

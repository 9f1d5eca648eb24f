import AnimSimCore
import AnimSimCairo
import Foundation
import Testing

/// Emoji in a `Text` are drawn in colour from Noto Color Emoji (scripts/install-deps installs
/// fonts-noto-color-emoji), where DejaVu Sans drew black-outlined boxes, and layout measures
/// them with the advances they are drawn with.
@Suite struct EmojiTextTests {
    /// Noto Color Emoji's own metrics: its one bitmap strike is 109 pixels per em and every
    /// emoji glyph advances 136 pixels of it (the font's CBDT strike and hmtx, read with
    /// FreeType), so an emoji advances 136/109 em at any size. Noto's, not Apple's.
    static let notoAdvance = 136.0 / 109.0

    static func paint(_ text: String, fontSize: CGFloat, fill: Color = .black) throws -> PixelBuffer {
        let item = DisplayItem(id: "text", frame: CGRect(x: 10, y: 10, width: 280, height: 100),
                               shape: .text(text, fontSize: fontSize), fill: fill)
        let list = DisplayList(size: CGSize(width: 300, height: 120), background: .white, time: 0, strategy: .animatable,
                               state: [], items: [item])
        return try DisplayListPainter().paint(list)
    }

    /// Pixels of a saturated hue (channels at least 100 apart): a colour emoji has many,
    /// black text or a box on white none.
    static func saturatedColumns(_ image: PixelBuffer) -> [Int] {
        (0..<image.height).flatMap { y in
            (0..<image.width).filter { x in
                let p = image[x, y]
                let channels = [Int(p.red), Int(p.green), Int(p.blue)]
                return channels.max()! - channels.min()! >= 100
            }
        }
    }

    /// Each emoji covers hundreds of coloured pixels at 60 points (a 75×75-point glyph), and
    /// the text's black does not tint it.
    @Test(arguments: ["🔥", "❤️", "😂", "👍", "🎆"])
    func emojiAreDrawnInColour(_ emoji: String) throws {
        let columns = Self.saturatedColumns(try Self.paint(emoji, fontSize: 60))
        #expect(columns.count > 1_000, "\(columns.count) coloured pixels")
    }

    /// The measurer the layout uses gives an emoji Noto's advance, to a thousandth of a point,
    /// at every size; the canvas measures the same; U+FE0F (which Noto maps to a blank glyph
    /// a whole emoji wide) adds nothing.
    @Test(arguments: [12.0, 17.0, 60.0, 240.0])
    func anEmojiAdvancesNotosAdvance(_ size: Double) throws {
        let measurer = try CairoTextMeasurer()
        let expected = Self.notoAdvance * size
        #expect(abs(measurer.width(of: "🔥", fontSize: size) - expected) < 0.001)
        #expect(abs(measurer.width(of: "❤️", fontSize: size) - expected) < 0.001)
        #expect(abs(measurer.width(of: "❤️👍😂", fontSize: size) - 3 * expected) < 0.001)
        let canvasWidth = try CairoCanvas.with(width: 10, height: 10) { canvas in
            canvas.setFont(size: size)
            return canvas.textWidth("❤️👍😂")
        }
        #expect(abs(canvasWidth - 3 * expected) < 0.001)
    }

    /// In mixed text the letters keep DejaVu's advances and the emoji Noto's, and the
    /// drawing follows the measure: "a🔥b" drawn whole is, to 2/255, "a", "🔥" and "b" drawn
    /// one by one where Noto's advance puts them, its colour within the emoji's advance, and
    /// the layout's width of the whole is the canvas's.
    @Test func mixedTextIsMeasuredAsDrawn() throws {
        let measurer = try CairoTextMeasurer()
        let size = 48.0, advance = Self.notoAdvance * size
        let a = measurer.width(of: "a", fontSize: size)
        let whole = measurer.width(of: "a🔥b", fontSize: size)
        #expect(abs(whole - a - measurer.width(of: "b", fontSize: size) - advance) < 0.001)
        func draw(_ pieces: [(String, Double)]) throws -> PixelBuffer {
            try CairoCanvas.paint(width: 300, height: 100) { canvas in
                canvas.paint(.white)
                canvas.setFont(size: size)
                #expect(abs(canvas.textWidth("a🔥b") - whole) < 0.001)
                for (text, x) in pieces { canvas.showText(text, baseline: CGPoint(x: x, y: 70), color: .black) }
            }
        }
        let together = try draw([("a🔥b", 20)])
        let apart = try draw([("a", 20), ("🔥", 20 + a), ("b", 20 + a + advance)])
        let difference = (0..<100).flatMap { y in
            (0..<300).map { x in
                let (p, q) = (together[x, y], apart[x, y])
                return max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            }
        }.max() ?? 0
        #expect(difference <= 2, "differs by \(difference)/255")
        let columns = together.saturated
        let (first, last) = (try #require(columns.min()), try #require(columns.max()))
        #expect(Double(first) >= 20 + a - 1 && Double(last) <= 20 + a + advance + 1, "colour from x \(first) to \(last)")
    }

    /// Past the 16,384 pixels per em FreeType is asked for (60 points under a 400× scale:
    /// 24,000), the bitmap is drawn small and painted enlarged: the heart's red fills a
    /// 300-pixel view inside it, and the render does not fail.
    @Test func anEnlargedEmojiFillsTheView() throws {
        let image = try CairoCanvas.paint(width: 300, height: 300) { canvas in
            canvas.paint(.white)
            canvas.translate(150 - 0.62 * 24_000, 150 + 0.35 * 24_000)
            canvas.scale(400)
            canvas.setFont(size: 60)
            canvas.showText("❤️", baseline: .zero, color: .black)
        }
        #expect(image.saturated.count > 300 * 300 / 2, "\(image.saturated.count) coloured pixels")
    }

    /// The text's opacity fades an emoji (a view's `.opacity`): at half, the heart's red is
    /// halfway to the white behind it, within 3/255.
    @Test func opacityFadesEmoji() throws {
        func centre(alpha: Double) throws -> PixelBuffer.Pixel {
            try CairoCanvas.paint(width: 100, height: 100) { canvas in
                canvas.paint(.white)
                canvas.setFont(size: 60)
                canvas.showText("❤️", baseline: CGPoint(x: 13, y: 71), color: .black, alpha: alpha)
            }[50, 50]
        }
        let (full, half) = (try centre(alpha: 1), try centre(alpha: 0.5))
        #expect(Int(full.red) - Int(full.green) >= 100, "\(full)")
        let expected = (Double(full.green) + 255) / 2
        #expect(abs(Double(half.green) - expected) <= 3, "\(half), full \(full)")
    }

    /// A text that only looks like it might have emoji stays in DejaVu: "©" and a text-style
    /// heart (U+FE0E) draw no colour.
    @Test(arguments: ["©", "❤︎", "→ ★"])
    func textPresentationStaysText(_ text: String) throws {
        #expect(Self.saturatedColumns(try Self.paint(text, fontSize: 60)).isEmpty)
    }
}

extension PixelBuffer {
    /// The columns of `EmojiTextTests.saturatedColumns`.
    fileprivate var saturated: [Int] { EmojiTextTests.saturatedColumns(self) }
}

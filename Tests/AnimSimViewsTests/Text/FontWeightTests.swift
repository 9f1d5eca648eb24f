import Foundation
import Testing
import AnimSim

/// The weight and slant a `Text` is set in: its own `.bold()`/`.fontWeight`/`.italic()`
/// first (the last one written), then the nearest `.fontWeight`/`.bold()`/`.italic()` on a
/// view around it, then its font's (`.headline` is semibold; `.system(size:weight:)`,
/// `Font.weight`, `Font.bold()`, `Font.italic()`); UIKit's weight values (bold 0.4).
@MainActor @Suite struct FontWeightTests {
    struct Labels: View {
        var body: some View {
            VStack {
                Text("plain")
                Text("headline").font(.headline)
                Text("heavy").font(.system(size: 20, weight: .heavy))
                Text("fontBold").font(.body.bold())
                VStack { Text("stackBold"); Text("ownLight").fontWeight(.light) }.bold()
                Text("ownLast").bold().fontWeight(.ultraLight)
                VStack { Text("stackItalic") }.italic()
                Text("fontItalic").font(.title.italic())
                Text("ownUpright").italic().italic(false)
            }
        }
    }

    static let expected: [(String, CGFloat, Bool)] = [
        ("plain", 0, false), ("headline", 0.3, false), ("heavy", 0.56, false), ("fontBold", 0.4, false),
        ("stackBold", 0.4, false), ("ownLight", -0.4, false), ("ownLast", -0.8, false),
        ("stackItalic", 0, true), ("fontItalic", 0, true), ("ownUpright", 0, false),
    ]

    @Test func eachTextTakesTheWeightAndSlantItIsGiven() throws {
        let host = ViewHost(Labels())
        let items = try LayoutEngine().layout(host.currentTree, in: host.canvas).items
        for (text, weight, italic) in Self.expected {
            let item = try #require(items.first { if case .text(let s, _)? = $0.shape { return s == text }; return false }, "\(text)")
            #expect(item.fontWeight == weight && item.isItalic == italic, "\(text): \(item.fontWeight) \(item.isItalic)")
        }
    }
}

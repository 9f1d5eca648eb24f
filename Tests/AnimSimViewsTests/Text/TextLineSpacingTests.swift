import Foundation
import Testing
import AnimSim

/// `.lineSpacing(_:)` on any view reaches every `Text` below through the environment, as
/// SwiftUI's does: a wrapped text is its lines' heights plus the spacing between each two.
/// With the fixed-advance measurer of `TextModifiersTests` a 17 pt line is ceil(1.2 × 17) =
/// 21 tall and "ab cd" (51 wide) offered 30 is two lines: 2 × 21 + s tall.
@MainActor @Suite struct TextLineSpacingTests {
    static let lineHeight: CGFloat = 21

    @Test(arguments: [0, 6, 10] as [CGFloat])
    func aWrappedTextIsTallerByTheSpacingBetweenItsLines(spacing: CGFloat) throws {
        let view = VStack { Text("ab cd").frame(width: 30); Text("ef") }.lineSpacing(spacing)
        let texts = try TextModifiersTests.texts(view)
        let wrapped = try #require(texts["ab cd"], "\(texts.keys)"), single = try #require(texts["ef"], "\(texts.keys)")
        #expect(abs(wrapped.frame.height - (2 * Self.lineHeight + spacing)) < 1e-9, "\(wrapped.frame)")
        // One line has no line after it to be spaced from.
        #expect(abs(single.frame.height - Self.lineHeight) < 1e-9, "\(single.frame)")
        #expect(wrapped.textFit.lineSpacing == spacing)
    }

    /// The nearest modifier wins; a text outside keeps none.
    @Test func theInnermostSpacingWins() throws {
        let view = VStack { VStack { Text("ab cd").frame(width: 30).lineSpacing(4) }.lineSpacing(9); Text("gh ij").frame(width: 30) }
        let texts = try TextModifiersTests.texts(view)
        #expect(abs((texts["ab cd"]?.frame.height ?? 0) - (2 * Self.lineHeight + 4)) < 1e-9)
        #expect(abs((texts["gh ij"]?.frame.height ?? 0) - 2 * Self.lineHeight) < 1e-9)
    }
}

import Foundation
import Testing
import AnimSim

/// iOS 16's text modifiers on any view (`.tracking`, `.kerning`, …) reach every `Text` below
/// through the environment, as SwiftUI's do, with the fixed-advance measurer of
/// `TextModifiersTests`: at 17 pt a character is 10.2 wide, so a text of n characters under
/// tracking t is n × (10.2 + t) wide (the spacing follows every character, the last too).
@MainActor @Suite struct TextTrackingTests {
    static let advance: CGFloat = 0.6 * 17

    /// Each text of a `VStack` under `.tracking(2)` or `.kerning(2)` is 2 wider per character,
    /// and the stack as wide as its widest text.
    @Test(arguments: ["tracking", "kerning"])
    func aStackOfTextsIsWiderByTheSpacingOfEachCharacter(modifier: String) throws {
        let stack = VStack { Text("abcd"); Text("ef") }
        let texts = modifier == "tracking" ? try TextModifiersTests.texts(stack.tracking(2)) : try TextModifiersTests.texts(stack.kerning(2))
        let abcd = try #require(texts["abcd"], "\(texts.keys)"), ef = try #require(texts["ef"], "\(texts.keys)")
        #expect(abs(abcd.frame.width - 4 * (Self.advance + 2)) < 1e-9, "\(abcd.frame)")
        #expect(abs(ef.frame.width - 2 * (Self.advance + 2)) < 1e-9, "\(ef.frame)")
        #expect(abcd.textFit.tracking == 2 && ef.textFit.tracking == 2)
    }

    /// A text's own tracking wins over the view's around it (the innermost wins), and a
    /// text outside the modifier keeps its advances.
    @Test func aTextsOwnTrackingWins() throws {
        let texts = try TextModifiersTests.texts(VStack { VStack { Text("ab").tracking(5); Text("cd") }.tracking(1); Text("gh") })
        #expect(abs((texts["ab"]?.frame.width ?? 0) - 2 * (Self.advance + 5)) < 1e-9)
        #expect(abs((texts["cd"]?.frame.width ?? 0) - 2 * (Self.advance + 1)) < 1e-9)
        #expect(abs((texts["gh"]?.frame.width ?? 0) - 2 * Self.advance) < 1e-9)
    }

    /// The published chain: a modifier after `.opacity` on a `Text` is the `View` form, and
    /// the text is measured with it.
    @Test func trackingAfterAViewModifierReachesTheText() throws {
        let view = Text("Card").font(.system(size: 17)).textCase(.uppercase).opacity(0.9).tracking(1.1)
        let item = try #require(try TextModifiersTests.texts(view)["CARD"])
        #expect(abs(item.frame.width - 4 * (Self.advance + 1.1)) < 1e-9, "\(item.frame)")
    }

    /// Under a width the spaced text wraps where the spaced words no longer fit: "ab cd" is
    /// 5 × 10.2 = 51 wide unspaced, 5 × 12.2 = 61 spaced; offered 55, it is two lines.
    @Test func aSpacedTextWrapsAtItsSpacedWidth() throws {
        let item = try #require(try TextModifiersTests.texts(Text("ab cd").tracking(2).frame(width: 55))["ab cd"])
        #expect(abs(item.frame.width - 55) < 1e-9 && abs(item.frame.height - 2 * ceil(1.2 * 17)) < 1e-9, "\(item.frame)")
    }
}

import Foundation
import Testing
import AnimSim

/// A user's `ViewModifier` (SwiftUI's: `body(content:)` with the `Content` placeholder) wraps
/// the view it is applied to, through `.modifier(_:)`, and its body's modifiers land on the
/// content as if written in place.
@MainActor @Suite struct ViewModifierTests {
    /// A card style as published files write it: padding around the content, a fixed frame.
    struct Card: ViewModifier {
        var inset: CGFloat
        func body(content: Content) -> some View {
            content
                .padding(inset)
                .frame(width: 120)
        }
    }

    struct Carded: View {
        var body: some View {
            Rectangle().frame(width: 40, height: 30).modifier(Card(inset: 10))
        }
    }

    @Test(arguments: Strategy.allCases)
    func bodyWrapsTheContent(strategy: Strategy) throws {
        let probe = try Probe(ViewHost(Carded()))
        let list = try probe.list(at: 0, strategy)
        // The frame: 120 wide, the content's 30 + 2 × 10 high.
        let outer = try #require(list.items.first { $0.id == "root" })
        #expect(abs(Double(outer.frame.width) - 120) < 0.001)
        #expect(abs(Double(outer.frame.height) - 50) < 0.001)
        // The rectangle is the content, untouched: 40 × 30.
        let leaf = try #require(list.items.filter { $0.frame.width == 40 }.first)
        #expect(abs(Double(leaf.frame.height) - 30) < 0.001)
    }
}

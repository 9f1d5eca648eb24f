import Foundation
import Testing

/// `.fill(.tertiary)`, `.foregroundStyle(.secondary)` and the other hierarchical styles through
/// the binary: each is the foreground style in effect at a level of iOS's label ladder
/// (`HierarchicalShapeStyle`). With the default foreground a level is UIKit's label colour
/// (#3C3C43 on light, #EBEBF5 on dark, at 60 %, 30 %, 18 % / 16 %); under another
/// foreground, that colour at the same opacities; `.primary` is the foreground itself.
/// `.quinary` continues the ladder at 8 %; `Color.primary` and `Color.secondary`, the colours,
/// are `label` and `secondaryLabel` in the window's scheme.
@Suite struct HierarchicalStylesTests {
    @Test(arguments: [
        (".fill(.secondary)", "", "light", 0x3C3C43 as UInt32, 0.6),
        (".fill(.tertiary)", "", "dark", 0xEBEBF5, 0.3),
        (".fill(.quaternary)", "", "light", 0x3C3C43, 0.18),
        (".foregroundStyle(.quaternary)", "", "dark", 0xEBEBF5, 0.16),
        (".fill(.quaternary)", ".foregroundStyle(.red)", "light", 0xFF3B30, 0.18),
        (".foregroundStyle(.secondary)", ".foregroundStyle(.blue)", "light", 0x007AFF, 0.6),
        (".foregroundStyle(.tertiary)", ".foregroundColor(.orange)", "dark", 0xFF9500, 0.3),
        (".fill(.primary)", ".foregroundStyle(.green)", "dark", 0x34C759, 1),
        (".fill(.quinary)", "", "light", 0x3C3C43, 0.08),
        (".foregroundStyle(.quinary)", ".foregroundStyle(.red)", "light", 0xFF3B30, 0.08),
        (".fill(Color.secondary)", "", "dark", 0xEBEBF5, 0.6),
        (".fill(Color.primary)", "", "dark", 0xFFFFFF, 1),
        (".fill(Color.primary.opacity(0.5))", "", "light", 0x000000, 0.5),
    ])
    func aLevelIsTheForegroundAtItsOpacity(style: String, outer: String, scheme: String, rgb: UInt32, alpha: Double) throws {
        let views = try SurroundingsTests.trace("""
                VStack {
                    Circle()\(style).frame(width: 20, height: 20).accessibilityIdentifier("dot")
                }
                \(outer)
                .preferredColorScheme(.\(scheme))
        """)
        var expected = SurroundingsTests.rgb(rgb)
        expected[3] = alpha
        #expect(SurroundingsTests.close(SurroundingsTests.fill(views["dot~"]), expected, 0.002), "\(views["dot~"] ?? [:])")
    }

    /// A text takes the level of the foreground around it, as a shape does.
    @Test func aTextTakesTheLevel() throws {
        let views = try SurroundingsTests.trace("""
                Text("Caption").foregroundStyle(.secondary).accessibilityIdentifier("caption")
                    .foregroundStyle(.pink)
        """)
        var expected = SurroundingsTests.rgb(0xFF2D55)
        expected[3] = 0.6
        let text = views["caption~"] ?? views["caption"]
        #expect(SurroundingsTests.close(SurroundingsTests.fill(text), expected, 0.002), "\(text ?? [:])")
    }
}

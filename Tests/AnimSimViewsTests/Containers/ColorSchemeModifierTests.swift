import Foundation
import Testing
import AnimSim

/// `.colorScheme(_:)` (deprecated in SwiftUI, common in published files): the scheme of the
/// subtree it is applied to, not the window's (`.preferredColorScheme` is that). Inside it,
/// system colours take iOS's dark values, `Color.primary` is white and
/// `@Environment(\.colorScheme)` reads `.dark`; its sibling keeps the light ones.
@MainActor @Suite struct ColorSchemeModifierTests {
    struct Scheme: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "dark" : "light") }
    }

    /// A red swatch, a primary one and the scheme read, side by side.
    struct Swatch: View {
        var body: some View {
            HStack(spacing: 0) {
                Color(.systemRed).frame(width: 20, height: 20)
                Rectangle().fill(Color.primary).frame(width: 20, height: 20)
                Scheme()
            }
        }
    }

    /// iOS's values (the HIG's tables): systemRed FF3B30 light, FF453A dark; `.primary`
    /// black light, white dark; in tree order, the light swatch's first.
    @Test func theSubtreeTakesTheSchemeAndTheWindowKeepsItsOwn() throws {
        let canvas = CGSize(width: 400, height: 400)
        let host = ViewHost(VStack(spacing: 0) { Swatch(); Swatch().colorScheme(.dark) }, canvas: canvas)
        #expect(host.currentTree.labelTexts == ["light", "dark"])
        #expect(host.colorScheme == .light)
        let list = try LayoutEngine().layout(host.currentTree, in: canvas)
        let swatches = list.items.filter { $0.frame.size == CGSize(width: 20, height: 20) && $0.fill != nil }
            .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        #expect(swatches.map(\.fill) == [Color(hex: 0xFF3B30), .black, Color(hex: 0xFF453A), .white].map { Optional($0) },
                "\(swatches.map(\.fill))")
    }
}

import Foundation
import Testing

/// System colours follow the colour scheme of the subtree they are made in: a view under
/// `.environment(\.colorScheme, .dark)` gets iOS's dark values of `Color(.systemRed)`,
/// `UIColor.systemBackground` and `Color.primary`, and its sibling outside keeps the light
/// ones. They were resolved in the window's scheme alone (light here), so the dark swatch
/// drew light, and `Color.primary` was black under any scheme. Through the binary on a
/// SwiftUI file; the fills are the trace's (sRGB, 0…1).
@Suite struct SubtreeColorSchemeTests {
    static let program = """
        import SwiftUI

        struct Swatch: View {
            var body: some View {
                HStack(spacing: 0) {
                    Color(.systemRed).frame(width: 20, height: 20).accessibilityIdentifier("red")
                    Color(UIColor.systemBackground).frame(width: 20, height: 20).accessibilityIdentifier("background")
                    Rectangle().fill(Color.primary).frame(width: 20, height: 20).accessibilityIdentifier("primary")
                }
            }
        }

        struct ContentView: View {
            var body: some View {
                VStack {
                    Swatch()
                    Swatch().environment(\\.colorScheme, .dark)
                }
            }
        }

        """

    /// iOS's values (UIColor+System): systemRed FF3B30 / FF453A, systemBackground white /
    /// black, label black / white. The colour is the node inside each identified frame
    /// (`red~`); the first swatch's names are plain, the second's end in `#2`.
    static let expected: [(String, UInt32)] = [
        ("red~", 0xFF3B30), ("background~", 0xFFFFFF), ("primary~", 0x000000),
        ("red~#2", 0xFF453A), ("background~#2", 0x000000), ("primary~#2", 0xFFFFFF),
    ]

    @Test func aDarkSubtreeGetsTheDarkValuesAndItsSiblingTheLightOnes() throws {
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.program.utf8).write(to: folder.appendingPathComponent("ContentView.swift"))
        let run = try AnimSimBinary.run(["trace", "ContentView.swift", "--at", "0", "--strategy", "animatable"], in: folder,
                                        environment: ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
        try #require(run.status == 0, "\(run.err)")
        let views = try #require(try PaneTrace.panes(run.out)["animatable"])
        for (id, hex) in Self.expected {
            let fill = try #require(views[id]?["fill"] as? [Double], "\(id): \(views.keys.sorted())")
            let rgb = [(hex >> 16) & 0xFF, (hex >> 8) & 0xFF, hex & 0xFF].map { Double($0) / 255 }
            #expect(zip(fill.prefix(3), rgb).allSatisfy { abs($0 - $1) < 1e-3 } && fill[3] == 1, "\(id): \(fill), expected \(rgb)")
        }
    }
}

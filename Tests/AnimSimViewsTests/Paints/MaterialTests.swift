import Foundation
import Testing
import AnimSim

/// Materials as fills: a translucent white in light mode, a translucent 0.11 grey in dark,
/// thicker materials more opaque (docs/swift.md, "Materials").
@MainActor @Suite struct MaterialTests {
    struct Pill: View {
        let material: Material
        let dark: Bool
        var body: some View {
            Capsule().fill(material).frame(width: 120, height: 40).id("pill")
                .preferredColorScheme(dark ? .dark : .light)
        }
    }

    @Test(arguments: [(Material.ultraThin, 0.35), (.thin, 0.5), (.regular, 0.65), (.thick, 0.8), (.ultraThick, 0.9), (.bar, 0.8)])
    func eachMaterialIsATranslucentTint(material: Material, opacity: Double) throws {
        for dark in [false, true] {
            let probe = try Probe(ViewHost(Pill(material: material, dark: dark)), duration: 1)
            let fill = try #require(try probe.list(at: 0).items.first { $0.id.contains("pill") && $0.shape != nil }?.fill)
            let white = dark ? 0.11 : 1
            #expect(abs(fill.red - white) < 1e-9 && abs(fill.green - white) < 1e-9 && abs(fill.blue - white) < 1e-9, "\(fill)")
            #expect(abs(fill.opacity - opacity) < 1e-9, "\(fill)")
        }
    }

    @Test func implicitMembersAndBackgroundsCompile() throws {
        struct Bar: View {
            var body: some View {
                Text("Title").padding().background(.ultraThinMaterial).id("title")
            }
        }
        let list = try Probe(ViewHost(Bar()), duration: 1).list(at: 0)
        let filled = list.items.filter { $0.fill.map { abs($0.opacity - 0.35) < 1e-9 } ?? false }
        #expect(filled.count == 1, "\(list.items.map(\.fill))")
    }
}

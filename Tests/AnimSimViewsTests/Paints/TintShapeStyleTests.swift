import Foundation
import Testing
import AnimSim

/// `.tint` as a style (`TintShapeStyle`) and the buttons under `.tint(_:)`: the style is the
/// tint in effect where it is drawn, the nearest `.tint(_:)` around it, else the accent
/// colour; `.bordered` fills with that tint at 15 %, `.borderedProminent` with the tint and
/// draws its whole label (icon and title) white, `.borderless` draws its label in it.
@MainActor @Suite struct TintShapeStyleTests {
    struct Styles: View {
        var body: some View {
            VStack {
                Circle().fill(.tint).frame(width: 20, height: 20)
                Rectangle().foregroundStyle(.tint).frame(width: 20, height: 20)
                Capsule().fill(AnyShapeStyle(.tint)).frame(width: 20, height: 20)
                Circle().stroke(.tint, lineWidth: 2).frame(width: 20, height: 20)
            }
        }
    }

    struct Buttons: View {
        var body: some View {
            VStack {
                Button("Play", systemImage: "play.fill") { }.buttonStyle(.borderedProminent)
                Button("Stop") { }.buttonStyle(.bordered)
                Button("Skip") { }.buttonStyle(.borderless)
            }
        }
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutEngine().layout(ViewHost(view).currentTree, in: CGSize(width: 400, height: 400))
    }

    /// The four shapes' paints, in the order drawn: fill, fill, fill, stroke.
    @Test(arguments: [nil, Color.orange])
    func theStyleIsTheTintInEffect(tint: Color?) throws {
        let list = try Self.list(Styles().tint(tint))
        let shapes = list.items.filter { [.circle, .rectangle, .capsule].contains($0.shape) }
        let paints = shapes.map { $0.stroke?.color ?? $0.fill }
        #expect(paints == Array(repeating: tint ?? .accentColor, count: 4), "\(shapes)")
    }

    @Test(arguments: [nil, Color.orange])
    func buttonsDrawInTheTintInEffect(tint: Color?) throws {
        let expected = tint ?? .accentColor
        let list = try Self.list(Buttons().tint(tint))
        let plates = list.items.filter { $0.shape == .roundedRectangle(cornerRadius: 6) }
        #expect(plates.map(\.fill) == [expected, expected.opacity(0.15)], "\(plates.map(\.fill))")
        let icon = try #require(list.items.first { $0.label?.text == "play.fill" }, "\(list.items.map(\.id))")
        #expect(icon.label?.color == .white && icon.stroke?.color == .white, "\(icon)")
        let texts = Dictionary(uniqueKeysWithValues: list.items.compactMap { item -> (String, Color?)? in
            guard case .text(let string, _) = item.shape else { return nil }
            return (string, item.fill)
        })
        #expect(texts["Play"] == .white && texts["Stop"] == expected && texts["Skip"] == expected, "\(texts)")
    }
}

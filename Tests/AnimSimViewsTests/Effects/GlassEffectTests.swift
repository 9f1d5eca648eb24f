import Foundation
import Testing
import AnimSim

/// Liquid Glass as AnimSim draws it (docs/swift.md, "Liquid Glass"): behind the view, in its
/// bounds, the shape filled with a translucent light colour (white at 0.5 for `.regular`,
/// 0.25 for `.clear`; a 0.3 grey in dark mode; the tint at that density when tinted) and
/// outlined by a 1 pt white highlight (0.6 light, 0.35 dark). `.identity` draws nothing.
@MainActor @Suite struct GlassEffectTests {
    struct Chip: View {
        let glass: Glass?
        var dark = false
        var body: some View {
            let label = Color.red.frame(width: 60, height: 20).padding(10)
            Group {
                if let glass { label.glassEffect(glass) } else { label }
            }
            .preferredColorScheme(dark ? .dark : .light)
        }
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try Probe(ViewHost(view), duration: 1).list(at: 0)
    }

    /// The glass items: every drawn item but the red label.
    static func glass(in list: DisplayList) -> [DisplayItem] {
        list.items.filter { $0.shape != nil && $0.fill != .red }
    }

    static func close(_ a: Color?, _ b: Color) -> Bool {
        guard let a else { return false }
        return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.opacity - b.opacity].allSatisfy { abs($0) < 1e-9 }
    }

    @Test(arguments: [(Glass.regular, false, Color(white: 1, opacity: 0.5), 0.6), (.regular, true, Color(white: 0.3, opacity: 0.5), 0.35),
                      (.clear, false, Color(white: 1, opacity: 0.25), 0.6), (.regular.tint(.orange), false, Color.orange.opacity(0.5), 0.6),
                      (.clear.tint(.blue.opacity(0.8)).interactive(), true, Color.blue.opacity(0.2), 0.35)])
    func glassIsAFrostedCapsuleBehindTheView(glass: Glass, dark: Bool, fill: Color, highlight: Double) throws {
        let list = try Self.list(Chip(glass: glass, dark: dark))
        let plates = Self.glass(in: list)
        let label = try #require(list.items.first { $0.fill == .red })
        let plate = try #require(plates.first { $0.stroke == nil }, "\(plates.map(\.fill))")
        let rim = try #require(plates.first { $0.stroke != nil }, "\(plates.map(\.fill))")
        // The padded label's bounds, behind the label, as a capsule.
        #expect(plate.shape == .capsule && plate.frame.size == CGSize(width: 80, height: 40))
        #expect(plate.frame.midX == label.frame.midX && plate.frame.midY == label.frame.midY)
        #expect(list.items.firstIndex { $0.fill == .red }! > list.items.firstIndex { $0.id == plate.id }!)
        #expect(Self.close(plate.fill, fill), "\(String(describing: plate.fill))")
        #expect(Self.close(rim.stroke?.color, Color(white: 1, opacity: highlight)) && rim.stroke?.lineWidth == 1, "\(String(describing: rim.stroke))")
        #expect(rim.shape == .capsule && rim.frame == plate.frame)
    }

    /// `.identity`: "your content remains unaffected as if no glass effect was applied": what
    /// is drawn (every item with a shape) is what the view without the modifier draws.
    @Test func identityDrawsNothing() throws {
        func drawn(_ list: DisplayList) -> [String] {
            list.items.filter { $0.shape != nil }.map { "\($0.frame) \(String(describing: $0.fill)) \(String(describing: $0.stroke))" }
        }
        let plain = try Self.list(Chip(glass: nil))
        let identity = try Self.list(Chip(glass: .identity))
        #expect(Self.glass(in: identity).isEmpty, "\(identity.items.map(\.fill))")
        #expect(drawn(identity) == drawn(plain) && !drawn(plain).isEmpty)
    }

    /// In a shape of the file's own, and inside a container whose ids and unions change nothing.
    @Test func givenShapeContainerIDsAndUnions() throws {
        struct Pair: View {
            @Namespace private var space
            var body: some View {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 8) {
                        Color.red.frame(width: 30, height: 30).glassEffect(.regular, in: .rect(cornerRadius: 8))
                            .glassEffectID("a", in: space)
                        Color.red.frame(width: 30, height: 30).glassEffect(.clear, in: Circle())
                            .glassEffectUnion(id: "u", namespace: space)
                    }
                }
            }
        }
        let plates = Self.glass(in: try Self.list(Pair())).filter { $0.stroke == nil }
        #expect(plates.map(\.shape) == [.roundedRectangle(cornerRadius: 8), .circle])
        #expect(Self.close(plates.first?.fill, Color(white: 1, opacity: 0.5)) && Self.close(plates.last?.fill, Color(white: 1, opacity: 0.25)))
    }

    struct Styled<S: ButtonStyle>: View {
        let style: S
        var body: some View {
            Button { } label: { Color.red.frame(width: 60, height: 20) }.buttonStyle(style).tint(.green)
        }
    }

    /// `.glass` pads the label as a bordered button does, on regular glass; `.glassProminent`
    /// on glass tinted with the tint in effect at 0.9.
    @Test(arguments: [(false, Color(white: 1, opacity: 0.5)), (true, Color.green.opacity(0.9))])
    func glassButtonStylesDrawOnACapsuleOfGlass(prominent: Bool, fill: Color) throws {
        let list = prominent ? try Self.list(Styled(style: .glassProminent)) : try Self.list(Styled(style: .glass))
        let plate = try #require(Self.glass(in: list).first { $0.stroke == nil })
        #expect(plate.shape == .capsule && plate.frame.size == CGSize(width: 84, height: 34))
        #expect(Self.close(plate.fill, fill), "\(String(describing: plate.fill))")
        let clear = Self.glass(in: try Self.list(Styled(style: .glass(.clear)))).first { $0.stroke == nil }
        #expect(Self.close(clear?.fill, Color(white: 1, opacity: 0.25)))
    }
}

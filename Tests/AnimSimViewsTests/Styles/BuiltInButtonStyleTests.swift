import Foundation
import Testing
import AnimSim

/// The built-in button styles' looks (docs/swift.md, "Button styles"): `.bordered` and
/// `.borderedProminent` pad the label 12 pt across and 7 pt down on a rounded rectangle of
/// radius 6; the automatic look is the label in the accent colour, dimmed to 0.2 while
/// pressed. A `PrimitiveButtonStyle` acts when it calls `trigger()`.
@MainActor @Suite struct BuiltInButtonStyleTests {
    struct Styled<S: ButtonStyle>: View {
        let style: S
        var body: some View {
            Button { } label: { Color.red.frame(width: 60, height: 20) }.buttonStyle(style)
        }
    }

    static func list<V: View>(_ view: V, at time: Double = 0) throws -> DisplayList {
        try LayoutEngine().layout(ViewHost(view).currentTree, in: CGSize(width: 400, height: 400))
    }

    @Test func borderedPadsTheLabelOnATintedRoundedRectangle() throws {
        let list = try Self.list(Styled(style: .bordered))
        let plate = try #require(list.items.first { $0.shape == .roundedRectangle(cornerRadius: 6) }, "\(list.items.map(\.shape))")
        #expect(plate.frame.size == CGSize(width: 60 + 24, height: 20 + 14))
        #expect(plate.fill == Color.accentColor.opacity(0.15))
    }

    @Test func borderedProminentFillsWithTheTint() throws {
        let list = try Self.list(Styled(style: .borderedProminent))
        let plate = try #require(list.items.first { $0.shape == .roundedRectangle(cornerRadius: 6) })
        #expect(plate.frame.size == CGSize(width: 84, height: 34) && plate.fill == .accentColor)
    }

    @Test func plainAndBorderlessDrawTheLabelAtItsSize() throws {
        for list in [try Self.list(Styled(style: .plain)), try Self.list(Styled(style: .borderless))] {
            let label = try #require(list.items.first { $0.fill == .red })
            #expect(label.frame.size == CGSize(width: 60, height: 20) && label.opacity == 1)
        }
    }

    /// A style of the file's own that leaves its label's colour draws it in the accent
    /// colour, as SwiftUI does; `.plain` leaves it black (primary).
    struct Bare: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label.padding(4) }
    }

    @Test func aCustomStylesLabelIsTintedAndPlainsIsNot() throws {
        func colours(_ node: ViewNode) -> [Color] {
            guard case .text = node.content else { return node.children.flatMap(colours) }
            return [node.style.fill ?? .clear]
        }
        #expect(colours(ViewHost(Button("Go") { }.buttonStyle(Bare())).currentTree) == [.accentColor])
        #expect(colours(ViewHost(Button("Go") { }.buttonStyle(.plain)).currentTree) == [.black])
    }

    final class Count { var taps = 0 }

    /// A primitive style that acts on a double tap only: a single tap does nothing, the button
    /// has no press of its own, and a double tap triggers the action.
    struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    struct DoubleTap: View {
        let count: Count
        var body: some View {
            Button { count.taps += 1 } label: { Color.red.frame(width: 60, height: 20) }
                .buttonStyle(DoubleTapStyle())
                .accessibilityIdentifier("twice")
        }
    }

    @Test func aPrimitiveStyleActsWhenItTriggers() throws {
        let count = Count()
        let host = ViewHost(DoubleTap(count: count))
        try host.perform(GestureUse(kind: .tap), on: "twice", at: 1)
        _ = try host.controls(at: 2)
        #expect(count.taps == 0)
        try host.perform(GestureUse(kind: .tap, count: 2), on: "twice", at: 2)
        _ = try host.controls(at: 3)
        #expect(count.taps == 1)
    }

    /// The automatic look while pressed: the label at 0.2 opacity, at once (no animation).
    struct Automatic: View {
        var body: some View {
            Button { } label: { Color.red.frame(width: 60, height: 20) }.accessibilityIdentifier("plain")
        }
    }

    @Test func theAutomaticLookDimsWhilePressed() throws {
        let host = ViewHost(Automatic())
        try host.perform(GestureUse(kind: .longPress, duration: 1), on: "plain", at: 1)
        let probe = try Probe(host, duration: 3)
        let opacity = { (t: Double) in try probe.list(at: t).items.first { $0.fill == .red }?.opacity }
        #expect(try opacity(0.5) == 1)
        #expect(try opacity(1.5).map { abs($0 - 0.2) < 1e-9 } == true)
        #expect(try opacity(2.5) == 1)
    }
}

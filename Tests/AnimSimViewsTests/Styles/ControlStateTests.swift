import Foundation
import Testing
import AnimSim

/// `.disabled(_:)`, `.buttonBorderShape(_:)` and `.controlSize(_:)` (`ControlState.swift`): a
/// disabled button ignores a tap, a long press and a script's `control:`, and draws its tint
/// in UIKit's `tertiaryLabel` (its plate that grey at 15 %, whatever the style), a colour its
/// label sets itself staying; an inner `.disabled(false)` does not enable it again; a border
/// shape reshapes the bordered plate; a control size is kept in the environment.
@MainActor @Suite struct ControlStateTests {
    final class Count { var taps = 0 }

    struct Pad<S: ButtonStyle>: View {
        let count: Count
        let style: S
        let disabled: Bool
        var body: some View {
            Button("Go") { count.taps += 1 }
                .buttonStyle(style)
                .accessibilityIdentifier("pad")
                .disabled(false)
                .disabled(disabled)
        }
    }

    /// The grey a disabled control draws in, on the light appearance: #3C3C43 at 30 %.
    static let grey = Color(red: 0x3C / 255.0, green: 0x3C / 255.0, blue: 0x43 / 255.0, opacity: 0.3)

    @Test(arguments: [false, true])
    func aDisabledButtonIgnoresInput(disabled: Bool) throws {
        let count = Count()
        let host = ViewHost(Pad(count: count, style: .bordered, disabled: disabled))
        try host.perform(GestureUse(kind: .tap), on: "pad", at: 1)
        try host.perform(GestureUse(kind: .longPress, duration: 0.6), on: "pad", at: 2)
        try host.use(control: "Go", at: 3)
        _ = try host.controls(at: 4)
        #expect(count.taps == (disabled ? 0 : 3))
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutEngine().layout(ViewHost(view).currentTree, in: CGSize(width: 400, height: 400))
    }

    /// The text's fill and the plate's, for each bordered style, enabled and disabled.
    @Test(arguments: [false, true])
    func aDisabledButtonDrawsInTheDisabledGrey(disabled: Bool) throws {
        for prominent in [false, true] {
            let list = prominent ? try Self.list(Pad(count: Count(), style: .borderedProminent, disabled: disabled).tint(.orange))
                : try Self.list(Pad(count: Count(), style: .bordered, disabled: disabled).tint(.orange))
            let plate = try #require(list.items.first { $0.shape == .roundedRectangle(cornerRadius: 6) })
            let text = try #require(list.items.first { $0.shape == .text("Go", fontSize: 17) })
            let expected: (Color?, Color?) = disabled ? (Self.grey, Self.grey.opacity(0.15))
                : prominent ? (.white, .orange) : (.orange, Color.orange.opacity(0.15))
            #expect(text.fill == expected.0 && plate.fill == expected.1, "prominent \(prominent): \(String(describing: text.fill)) on \(String(describing: plate.fill))")
        }
    }

    /// A label that sets its own colour keeps it when disabled, as SwiftUI draws it.
    @Test func aLabelsOwnColourStays() throws {
        let list = try Self.list(Button { } label: { Text("Go").foregroundColor(.red) }.disabled(true))
        #expect(list.items.first { $0.shape == .text("Go", fontSize: 17) }?.fill == .red)
    }

    struct Shaped: View {
        let shape: ButtonBorderShape
        var body: some View {
            Button("Go") { }.buttonStyle(.borderedProminent).buttonBorderShape(shape).controlSize(.large)
        }
    }

    @Test(arguments: [(ButtonBorderShape.automatic, DisplayItem.Shape.roundedRectangle(cornerRadius: 6)),
                      (.roundedRectangle, .roundedRectangle(cornerRadius: 6)), (.roundedRectangle(radius: 14), .roundedRectangle(cornerRadius: 14)),
                      (.capsule, .capsule), (.circle, .circle)])
    func theBorderShapeShapesThePlate(shape: ButtonBorderShape, drawn: DisplayItem.Shape) throws {
        let list = try Self.list(Shaped(shape: shape))
        let plate = try #require(list.items.first { $0.fill == .accentColor }, "\(list.items.map(\.shape))")
        #expect(plate.shape == drawn)
    }

    struct SizeReader: View {
        @Environment(\.controlSize) private var size
        @Environment(\.isEnabled) private var isEnabled
        var body: some View { Text("\(size == .large) \(isEnabled)") }
    }

    @Test func theEnvironmentKeepsSizeAndState() throws {
        let list = try Self.list(SizeReader().controlSize(.large).disabled(true))
        #expect(list.items.contains { $0.shape == .text("true false", fontSize: 17) }, "\(list.items.map(\.shape))")
    }
}

import Foundation
import Testing
import AnimSim

/// `.disabled(true)` on the controls other than `Button` and on gestures (`DisabledControl`):
/// a toggle, a slider, a stepper and a picker found by a script write nothing through their
/// bindings, the gestures below recognize nothing (a touch goes on to those around), and the
/// controls draw their labels in the disabled grey and their parts at half opacity.
@MainActor @Suite struct DisabledControlTests {
    /// A settings card written as published files write one: every control behind a switch.
    struct Settings: View {
        let locked: Bool
        @State private var sound = false
        @State private var volume = 0.2
        @State private var stars = 1
        @State private var theme = "Light"

        var body: some View {
            VStack {
                Toggle("Sound", isOn: $sound)
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Stepper("Stars", value: $stars, in: 0...5)
                Picker("Theme", selection: $theme) {
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .pickerStyle(.segmented)
                Text("\(sound) \(volume, specifier: "%.1f") \(stars) \(theme)")
                    .accessibilityIdentifier("summary")
            }
            .disabled(locked)
        }
    }

    @Test(arguments: [false, true])
    func aDisabledControlWritesNothing(locked: Bool) throws {
        let host = ViewHost(Settings(locked: locked))
        try host.use(control: "Sound", at: 1)
        try host.use(control: "Volume", at: 2, value: .number(0.8))
        try host.use(control: "Stars", at: 3)
        try host.use(control: "Stars", at: 4, value: .number(4))
        try host.use(control: "Theme", at: 5, value: .text("Dark"))
        _ = try host.controls(at: 6)
        #expect(host.currentTree.labelTexts.last == (locked ? "false 0.2 1 Light" : "true 0.8 4 Dark"))
    }

    /// A disabled control still rejects a value of the wrong kind: the script is wrong either way.
    @Test func aDisabledControlStillRejectsAWrongValue() throws {
        let host = ViewHost(Settings(locked: true))
        #expect(throws: ControlUseError.self) { try host.use(control: "Sound", at: 1, value: .number(3)) }
    }

    final class Count { var inner = 0, outer = 0, dragged = 0.0 }

    struct Pad: View {
        let count: Count
        let locked: Bool
        var body: some View {
            Circle()
                .frame(width: 80, height: 80)
                .onTapGesture { count.inner += 1 }
                .gesture(DragGesture().onEnded { count.dragged = $0.translation.width })
                .accessibilityIdentifier("pad")
                .disabled(locked)
                .onTapGesture { count.outer += 1 }
        }
    }

    /// Below `.disabled(true)` the pad's own tap and drag recognize nothing; the tap written
    /// outside the disabled view still does, as in SwiftUI.
    @Test(arguments: [false, true])
    func gesturesBelowADisabledViewRecognizeNothing(locked: Bool) throws {
        let count = Count()
        let host = ViewHost(Pad(count: count, locked: locked))
        try host.perform(GestureUse(kind: .tap), on: "pad", at: 1)
        try host.perform(GestureUse(kind: .drag, by: [30, 0], duration: 0.25), on: "pad", at: 2)
        _ = try host.controls(at: 3)
        #expect(count.inner == (locked ? 0 : 1))
        #expect(abs(count.dragged - (locked ? 0 : 30)) < 1e-9)
        #expect(count.outer == (locked ? 1 : 0))
    }

    /// The grey a disabled button draws in, on the light appearance: #3C3C43 at 30 %.
    static let grey = Color(red: 0x3C / 255.0, green: 0x3C / 255.0, blue: 0x43 / 255.0, opacity: 0.3)

    /// The labels in the disabled grey, the switch's knob, the slider's thumb, the stepper's
    /// plate and the segments' track at half opacity; enabled, the ink colour and full opacity.
    @Test(arguments: [false, true])
    func aDisabledControlDims(locked: Bool) throws {
        let list = try LayoutEngine().layout(ViewHost(Settings(locked: locked)).currentTree, in: CGSize(width: 400, height: 400))
        for title in ["Sound", "Stars", "Light", "Dark"] {
            let text = try #require(list.items.first { $0.shape == .text(title, fontSize: 17) })
            #expect(text.fill == (locked ? Self.grey : .black), "\(title): \(String(describing: text.fill))")
        }
        let whites = list.items.filter { $0.shape == .circle && $0.fill == .white }
        #expect(whites.count == 2, "the knob and the thumb")
        let plates = list.items.filter { $0.fill == Color(hex: 0xEEEEEF) }
        #expect(plates.count == 2, "the stepper's plate and the segments' track")
        for part in whites + plates {
            #expect(abs(part.opacity - (locked ? 0.5 : 1)) < 1e-12, "\(part.id): \(part.opacity)")
        }
    }
}

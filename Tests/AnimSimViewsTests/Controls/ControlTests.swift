import Foundation
import Testing
import AnimSim

/// Controls are laid out in the tree with iOS's sizes and used by name (label text or
/// `#N`); a use writes through the control's binding (note C2).
@MainActor @Suite struct ControlTests {
    struct Panel: View {
        @State var on = false
        @State var size = 20.0
        @State var count = 1

        var body: some View {
            VStack {
                Toggle("Dark", isOn: $on)
                Slider(value: $size, in: 0...100) { Text("Size") }
                Stepper("Count \(count)", value: $count, in: 0...3)
                Text("\(on) \(Int(size)) \(count)")
            }
        }
    }

    @Test func namesInTreeOrder() {
        #expect(ViewHost(Panel()).controlNames == ["Dark", "Size", "Count 1"])
    }

    @Test func usesWriteThroughBindings() throws {
        let host = ViewHost(Panel())
        try host.use(control: "Dark", at: 1)
        try host.use(control: "Size", at: 2, value: .number(150))
        try host.use(control: "#3", at: 3)
        try host.use(control: "Count 2", at: 4, value: .number(-5))
        #expect(host.currentTree.labelTexts.last == "true 100 0")
    }

    @Test func aBadUseNamesTheControls() throws {
        let host = ViewHost(Panel())
        #expect(throws: ControlUseError.self) { try host.use(control: "Light", at: 1) }
        do {
            try host.use(control: "Light", at: 1)
        } catch {
            #expect("\(error)".contains("'Dark', 'Size', 'Count 1'"))
        }
        #expect(throws: ControlUseError.self) { try host.use(control: "Size", at: 2) }
    }

    /// Sizes: the switch is UISwitch's 51×31, the stepper UIStepper's 94×32, the slider 31 pt tall.
    @Test func iOSSizes() throws {
        let list = try LayoutEngine().layout(ViewHost(Panel()).currentTree, in: CGSize(width: 400, height: 400))
        let heights = list.items.filter { $0.depth == 1 }.map { Double($0.frame.height) }
        #expect(heights.prefix(3) == [31, 31, 32])
        let toggle = try #require(list.items.first { $0.id == "root/content/0" })
        #expect(toggle.frame.width == 400)
    }

    /// The white thumb has a soft shadow under it, as on iOS, so it shows on a white canvas:
    /// translucent black circles, larger than the thumb and centred a little below it, drawn
    /// before it (items are in drawing order). Where they overlap they stay a light grey.
    @Test func theSliderThumbHasAShadowUnderIt() throws {
        let list = try LayoutEngine().layout(ViewHost(Panel()).currentTree, in: CGSize(width: 400, height: 400))
        let circles = list.items.filter { $0.shape == .circle && $0.id.hasPrefix("root/content/1") }
        let thumb = try #require(circles.last, "\(list.items.map(\.id))")
        #expect(thumb.fill == .white && abs(thumb.frame.width - 28) < 0.01)
        let shadow = circles.dropLast()
        #expect(shadow.count >= 2, "a shadow of some circles: \(circles.map(\.frame))")
        var clear = 1.0
        for ring in shadow {
            let fill = try #require(ring.fill)
            #expect(fill.red == 0 && fill.green == 0 && fill.blue == 0 && fill.opacity > 0 && fill.opacity < 0.1)
            #expect(ring.frame.width > 28 && ring.frame.width <= 40 && abs(ring.frame.width - ring.frame.height) < 0.01)
            #expect(abs(ring.center.x - thumb.center.x) < 0.01 && ring.center.y > thumb.center.y + 0.5 && ring.center.y < thumb.center.y + 4)
            clear *= 1 - fill.opacity
        }
        #expect(1 - clear > 0.1 && 1 - clear < 0.25, "darkest under the thumb: \(1 - clear)")
    }

    struct Player: View {
        @State var plays = 0
        var body: some View {
            VStack {
                Button("Play", systemImage: "play.fill") { plays += 1 }
                Button("Stop", systemImage: "stop.fill", role: .destructive) { plays = 0 }
                Text("\(plays)")
            }
        }
    }

    /// iOS 17's `Button(_:systemImage:action:)`: a label of the symbol and the title, used
    /// by its title like any button, running its action.
    @Test func aButtonWithASystemImageIsUsedByItsTitle() throws {
        let host = ViewHost(Player())
        #expect(host.controlNames == ["Play", "Stop"])
        try host.use(control: "Play", at: 1)
        try host.use(control: "Play", at: 2)
        #expect(host.currentTree.labelTexts.last == "2")
        try host.use(control: "Stop", at: 3)
        #expect(host.currentTree.labelTexts.last == "0")
    }
}

import AnimSimCore
import Foundation
import Testing
import AnimSimCairo
@testable import AnimSimSDL

/// The control panel draws each widget where `ControlPanel` says it is, in the state it
/// holds: what the window shows is what a click there acts on.
@Suite struct ControlPanelPainterTests {
    static func panel(on: Bool, fraction: Double, selected: Int) -> ControlPanel {
        ControlPanel(rows: [
            .init(key: "1", title: "Rotate", value: "angle 90°", widget: .button("Rotate")),
            .init(key: "2", title: "showBadge", value: on ? "true" : "false", widget: .toggle(on)),
            .init(key: "3", title: "radius", value: "80", widget: .slider(fraction)),
            .init(key: "4", title: "alignment", value: "center", widget: .picker(["leading", "center", "trailing"], selected: selected)),
        ], last: ["Rotate at 1.000 s", "easeInOut(duration: 2)", "angle = 90°"])
    }

    static func paint(_ panel: ControlPanel) throws -> PixelBuffer {
        try ControlPanelPainter(scale: 1).paint(panel, width: Int(ControlPanel.width), height: 400)
    }

    static func pixel(_ buffer: PixelBuffer, _ point: CGPoint) -> (Int, Int, Int) {
        let p = buffer[Int(point.x), Int(point.y)]
        return (Int(p.red), Int(p.green), Int(p.blue))
    }

    @Test func aToggleIsGreenWhenOn() throws {
        let on = Self.panel(on: true, fraction: 0, selected: 0)
        let track = on.widgetRect(1)
        // Inside the track, left of the knob when on (the knob sits right).
        let point = CGPoint(x: track.minX + 8, y: track.midY)
        let (r, g, b) = Self.pixel(try Self.paint(on), point)
        #expect(g > 150 && r < 120 && b < 140, "green track when on: \((r, g, b))")
        let (_, offGreen, _) = Self.pixel(try Self.paint(Self.panel(on: false, fraction: 0, selected: 0)), point)
        #expect(offGreen > 200, "off: the white knob is on the left: \(offGreen)")
    }

    @Test(arguments: [0.0, 0.5, 1.0])
    func theSliderKnobSitsAtItsFraction(_ fraction: Double) throws {
        let panel = Self.panel(on: false, fraction: fraction, selected: 0)
        let track = panel.sliderTrack(2)
        let knob = CGPoint(x: track.minX + CGFloat(fraction) * track.width, y: track.midY - 5)
        let (r, g, b) = Self.pixel(try Self.paint(panel), knob)
        #expect(r > 230 && g > 230 && b > 230, "the white knob at \(fraction): \((r, g, b))")
    }

    @Test(arguments: [0, 2])
    func thePickerHighlightsTheSelectedOption(_ selected: Int) throws {
        let panel = Self.panel(on: false, fraction: 0, selected: selected)
        let buffer = try Self.paint(panel)
        let rects = panel.optionRects(3, count: 3)
        for (index, rect) in rects.enumerated() {
            let (r, _, b) = Self.pixel(buffer, CGPoint(x: rect.minX + 5, y: rect.minY + 5))
            #expect((b > 180 && r < 150) == (index == selected), "option \(index): \((r, b))")
        }
    }
}

import AnimSimCore
@testable import AnimSimSDL
import Testing

/// What a click on a SwiftUI view's drawn control does (`ViewControlHit`): the use a script
/// entry would write, by the part of the control under the point, in the pane's own frames.
@Suite struct ViewControlHitTests {
    static let controls = [
        ControlInfo(name: "Go", kind: .button, order: 1, nodes: ["go"], detail: .button),
        ControlInfo(name: "Wide", kind: .toggle, order: 2, nodes: ["wide"], detail: .toggle(isOn: false)),
        ControlInfo(name: "Size", kind: .slider, order: 3, nodes: ["size"], detail: .slider(value: 20, bounds: 10...50, step: nil)),
        ControlInfo(name: "Count", kind: .stepper, order: 4, nodes: ["count"], detail: .stepper(value: 3, step: 1)),
        ControlInfo(name: "Mode", kind: .picker, order: 5, nodes: ["mode"], detail: .picker(options: ["A", "B"], cells: ["mode/a", "mode/b"])),
        ControlInfo(name: "Menu", kind: .picker, order: 6, nodes: ["menu"], detail: .picker(options: ["x", "y"], cells: nil)),
    ]

    /// Rows 40 pt apart; the slider 228 wide, so its thumb's centre travels 200 pt from x = 14.
    static let list = DisplayList(size: CGSize(width: 300, height: 300), background: .white, time: 0, strategy: .animatable, state: [],
                                  items: DisplayItems([
        DisplayItem(id: "go", frame: CGRect(x: 0, y: 0, width: 60, height: 20), shape: nil),
        DisplayItem(id: "wide", frame: CGRect(x: 0, y: 40, width: 200, height: 31), shape: nil),
        DisplayItem(id: "size", frame: CGRect(x: 0, y: 80, width: 228, height: 31), shape: nil),
        DisplayItem(id: "count", frame: CGRect(x: 0, y: 120, width: 200, height: 32), shape: nil),
        DisplayItem(id: "mode", frame: CGRect(x: 0, y: 160, width: 200, height: 32), shape: nil),
        DisplayItem(id: "mode/a", frame: CGRect(x: 0, y: 160, width: 100, height: 32), shape: nil),
        DisplayItem(id: "mode/b", frame: CGRect(x: 100, y: 160, width: 100, height: 32), shape: nil),
        DisplayItem(id: "menu", frame: CGRect(x: 0, y: 200, width: 30, height: 20), shape: nil),
    ]))

    @Test(arguments: [
        (CGPoint(x: 30, y: 10), "Go", nil),             // a button: anywhere on it
        (CGPoint(x: 180, y: 50), "Wide", nil),          // the switch, trailing its row, flips
        (CGPoint(x: 14, y: 90), "Size", "10"),          // the track's start: the lower bound
        (CGPoint(x: 114, y: 90), "Size", "30"),         // halfway along the thumb's travel
        (CGPoint(x: 227, y: 90), "Size", "50"),         // past the travel's end: the upper bound
        (CGPoint(x: 190, y: 130), "Count", nil),        // + steps up (the default use)
        (CGPoint(x: 120, y: 130), "Count", "2"),        // − sets the value one step down
        (CGPoint(x: 150, y: 170), "Mode", "B"),         // the segment clicked
        (CGPoint(x: 20, y: 170), "Mode", "A"),
        (CGPoint(x: 10, y: 210), "Menu", nil),          // a menu picker: the next option
    ] as [(CGPoint, String, String?)])
    func aClickOnAPartIsTheUseAScriptWouldWrite(point: CGPoint, control: String, value: String?) throws {
        let hit = try #require(ViewControlHit.find(point, among: Self.controls, in: Self.list))
        #expect(hit.control.name == control)
        #expect(hit.value == value)
    }

    /// Beside a toggle's switch, beside a stepper's buttons, and off every control: no use.
    @Test(arguments: [CGPoint(x: 20, y: 50), CGPoint(x: 50, y: 130), CGPoint(x: 250, y: 10), CGPoint(x: 10, y: 250)])
    func aClickBesideTheActivePartsUsesNothing(point: CGPoint) {
        #expect(ViewControlHit.find(point, among: Self.controls, in: Self.list) == nil)
    }

    /// Enter on a focused control (Shift+Enter: `down`): the default use, but a slider steps a
    /// tenth of its range (or its step) within its bounds, and a stepper steps down with Shift.
    @Test(arguments: [
        (ControlDetail.slider(value: 20, bounds: 10...50, step: nil), false, "24"),
        (ControlDetail.slider(value: 12, bounds: 10...50, step: nil), true, "10"),
        (ControlDetail.slider(value: 20, bounds: 0...100, step: 5), true, "15"),
        (ControlDetail.stepper(value: 3, step: 2), true, "1"),
    ] as [(ControlDetail, Bool, String?)])
    func enterOnAFocusedControl(detail: ControlDetail, down: Bool, value: String?) {
        let control = ControlInfo(name: "c", kind: .slider, order: 1, detail: detail)
        #expect(ViewControlHit.keyValue(control, down: down) == value)
    }

    @Test(arguments: [ControlDetail.button, .toggle(isOn: true), .stepper(value: 3, step: 1), .picker(options: ["a"], cells: nil)])
    func enterIsTheDefaultUseElsewhere(detail: ControlDetail) {
        #expect(ViewControlHit.keyValue(ControlInfo(name: "c", kind: .button, order: 1, detail: detail), down: false) == nil)
    }

    /// The pane's own frames decide: where the position pane still has the button on its way,
    /// a click there uses it, and where it has left, nothing.
    @Test func theFramesAreThePanes() {
        var moved = Self.list
        moved.items = DisplayItems([DisplayItem(id: "go", frame: CGRect(x: 100, y: 250, width: 60, height: 20), shape: nil)])
        #expect(ViewControlHit.find(CGPoint(x: 110, y: 260), among: Self.controls, in: moved)?.control.name == "Go")
        #expect(ViewControlHit.find(CGPoint(x: 30, y: 10), among: Self.controls, in: moved) == nil)
    }
}

import AnimSimCore
import AnimSimCairo
import AnimSimScene
import Foundation
import Testing
@testable import AnimSimSDL

/// The window's controls as a value: keys and clicks into uses, the panel's content, and a
/// hot reload keeping the uses whose parameters still exist.
@Suite struct ControlSessionTests {
    /// The window tests' scene: Rotate, showBadge, radius, count, alignment, in that order.
    static let yaml = WindowControlsTests.scene

    static func session(_ yaml: String = yaml) throws -> ControlSession {
        let loaded = try SceneLoader().load(yaml: yaml)
        return ControlSession(controls: loaded.controls, base: loaded.scene)
    }

    @Test func keysActOnTheControlsInOrder() throws {
        let session = try Self.session()
        #expect(session.keyInput(0, shift: false) == .press)
        #expect(session.keyInput(1, shift: false) == .flip)
        #expect(session.keyInput(2, shift: false) == .step(up: true))
        #expect(session.keyInput(2, shift: true) == .step(up: false))
        #expect(session.keyInput(3, shift: true) == .step(up: false))
        #expect(session.keyInput(4, shift: false) == .press)
        #expect(session.keyInput(5, shift: false) == nil, "there is no sixth control")
    }

    /// Uses go into the scene's timeline in time order, so target values at an instant see
    /// only the uses made before it (scrubbing back and pressing again starts from there).
    @Test func usesJoinTheTimelineAtTheirTime() throws {
        var session = try Self.session()
        #expect(session.use(0, .press, at: 1) != nil)
        #expect(session.use(0, .press, at: 2) != nil)
        let early = session.use(0, .press, at: 0.5)
        #expect(early?.change.values["angle"] == 45, "at 0.5 s no press has happened yet")
        #expect(session.scene.timeline.map(\.time) == [0.5, 1, 2])
        #expect(ControlUse.targetState(of: session.scene, at: 3)["angle"] == 90,
                "the timeline holds the values as made: 45, 45, 90")
    }

    @Test func thePanelShowsTargetValuesAndTheLastTransaction() throws {
        var session = try Self.session()
        _ = session.use(0, .press, at: 1)
        _ = session.use(2, .slide(to: 1), at: 1.5)
        let panel = session.panel(at: 2)
        #expect(panel.rows.map(\.value) == ["angle 45°", "false", "100", "4", "center"])
        #expect(panel.rows[2].widget == .slider(1))
        #expect(panel.rows[4].widget == .picker(["leading", "center", "trailing"], selected: 1))
        #expect(panel.last == ["radius at 1.500 s", "none", "radius = 100"])
        #expect(session.panel(at: 0.5).rows[0].value == "angle 0°", "before the press, the target was 0°")
    }

    /// A click lands on the widget drawn there: the panel's geometry serves both.
    @Test func clicksHitTheWidgetsDrawnThere() throws {
        let session = try Self.session()
        let panel = session.panel(at: 0)
        let button = panel.widgetRect(0), slider = panel.sliderTrack(2), options = panel.optionRects(4, count: 3)
        #expect(panel.hit(CGPoint(x: button.midX, y: button.midY)) == .press(0))
        #expect(panel.hit(CGPoint(x: slider.minX + slider.width / 4, y: slider.midY)) == .slide(2, 0.25))
        #expect(panel.hit(CGPoint(x: options[2].midX, y: options[2].midY)) == .option(4, 2))
        #expect(panel.hit(CGPoint(x: button.midX, y: panel.rowRect(0).minY + 2)) == nil, "the title line is not a widget")
        #expect(session.input(for: .press(1)) == (1, .flip))
        #expect(session.input(for: .increment(2)) == (2, .step(up: true)))
    }

    /// Hot reload keeps the uses whose parameters the edited scene still has, of the same
    /// kinds; the others cannot replay and go.
    @Test func reloadKeepsTheUsesWhoseParametersStillExist() throws {
        var session = try Self.session()
        _ = session.use(0, .press, at: 1)
        _ = session.use(1, .flip, at: 1.5)
        _ = session.use(2, .step(up: true), at: 2)
        let edited = try SceneLoader().load(yaml: Self.yaml
            .replacingOccurrences(of: "showBadge", with: "hasBadge")
            .replacingOccurrences(of: "radius: 80", with: "size: 80").replacingOccurrences(of: "$radius", with: "$size")
            .replacingOccurrences(of: "slider: radius", with: "slider: size"))
        session.rebase(controls: edited.controls, base: edited.scene)
        #expect(session.uses.map(\.control) == ["Rotate"], "radius and showBadge are gone (renamed)")
        #expect(session.controls.map(\.title) == ["Rotate", "hasBadge", "size", "count", "alignment"])
        #expect(session.scene.timeline.map(\.time) == [1])
    }
}

extension ControlSessionTests {
    /// H lists every control with its key, after the keys' own lines.
    @Test func helpListsTheControls() throws {
        let help = try Self.session().help
        #expect(help.map(\.keys) == ["1", "2", "3", "4", "5", "Tab  Shift+Tab", "Enter"])
        #expect(help.prefix(5).map(\.action) == ["presses Rotate", "flips showBadge", "moves slider radius a step (Shift: down)",
                                                 "steps count up (Shift: down)", "picks the next alignment"])
        #expect(KeyBindings.help.contains { $0.keys == "C" }, "the key that hides the panel is listed with the others")
    }
}

import AnimSimCore
import AnimSimCairo
import AnimSimScene
import Foundation
import Testing
@testable import AnimSimSDL

/// A slider drag is one use per instant, and Tab reaches every control: the value side of
/// the window's drag coalescing and panel focus.
@Suite struct ControlSessionDragTests {
    /// Dragged with the clock standing still, a slider's uses replace one another: only the
    /// last value at an instant can be seen or rendered.
    @Test func aDragAtOneInstantIsOneUse() throws {
        var session = try ControlSessionTests.session()
        session.dragging = 2
        let revisions = session.revision
        #expect(session.slide(2, to: 0.2, at: 1) == 0)
        for (step, fraction) in [0.4, 0.6, 0.9].enumerated() {
            #expect(session.slide(2, to: fraction, at: 1) == 0, "step \(step) replaces the drag's use")
        }
        #expect(session.uses.count == 1)
        #expect(session.uses.last?.change.values["radius"] == 90, "the last place: 0.9 of [40, 100] is 94, on the grid 90")
        #expect(session.revision > revisions + 3, "each replacement is a new revision: the rebuild of the old value is stale")
    }

    /// Playing, each instant keeps its own use, so the recording follows the slider as it
    /// moved; a place that changes nothing makes no use.
    @Test func aDragWhilePlayingIsOneUsePerInstant() throws {
        var session = try ControlSessionTests.session()
        session.dragging = 2
        #expect(session.slide(2, to: 0.2, at: 1) == 0)
        #expect(session.slide(2, to: 0.5, at: 1 + 1.0 / 60) == 1)
        #expect(session.slide(2, to: 0.5, at: 1 + 2.0 / 60) == nil, "the same value: nothing to record")
        #expect(session.uses.map { $0.change.values["radius"] } == [50, 70])
    }

    /// A drag never replaces a use it did not make: the press that began it, or another
    /// control's use in between.
    @Test func aDragKeepsOtherUses() throws {
        var session = try ControlSessionTests.session()
        session.dragging = 2
        _ = session.use(2, .slide(to: 0.2), at: 1)
        #expect(session.slide(2, to: 0.9, at: 1) == 1, "the press stays, the drag adds")
        _ = session.use(0, .press, at: 1)
        #expect(session.slide(2, to: 0.6, at: 1) == 3)
        #expect(session.uses.map(\.control) == ["radius", "radius", "Rotate", "radius"])
        session.dragging = nil
        session.dragging = 2
        #expect(session.slide(2, to: 0.2, at: 1) == 4, "a new drag starts its own use")
    }

    /// Tab walks every control, past the ninth, wrapping round, and scrolls each into view.
    @Test func tabReachesEveryControl() throws {
        var session = try ControlSessionTests.session(WindowControlsScrollTests.scene)
        let panel = session.panel(at: 0, height: 540)
        #expect(panel.rows.count == 14 && panel.isScrollable)
        var seen: [Int] = []
        for _ in 0..<15 {
            session.moveFocus(forward: true, in: session.panel(at: 0, height: 540))
            seen.append(session.focus ?? -1)
            let shown = session.panel(at: 0, height: 540)
            let row = shown.rowRect(session.focus!)
            #expect(row.minY >= shown.viewportTop && row.maxY <= shown.viewportBottom, "row \(session.focus!) is in view")
        }
        #expect(seen == Array(0..<14) + [0])
        session.moveFocus(forward: false, in: session.panel(at: 0, height: 540))
        #expect(session.focus == 13, "Shift+Tab from the first wraps to the last")
    }
}

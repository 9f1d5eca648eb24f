import AnimSimCore
import Foundation
import Testing
@testable import AnimSimPresentation

/// The window's mouse recognised as SwiftUI's default gestures, from timed events alone (scene
/// seconds; no window, no sleeping): DragGesture's 10 pt minimum distance, LongPressGesture's
/// 0.5 s minimum duration and 10 pt maximum distance, a tap otherwise, and the gap between
/// the taps of a double tap.
@Suite struct PointerRecogniserTests {
    static let start = CGPoint(x: 20, y: 30)

    /// A press at t = 1 s at `start`, half way to `start + (dx, dy)` at 1.125 s, released
    /// there at 1.25 s: a straight move at one speed (times exact in binary).
    static func touch(dx: CGFloat, dy: CGFloat = 0) -> [PointerEvent] {
        let half = CGPoint(x: start.x + dx / 2, y: start.y + dy / 2), end = CGPoint(x: start.x + dx, y: start.y + dy)
        return [PointerEvent(.down, time: 1, at: start), PointerEvent(.move, time: 1.125, at: half), PointerEvent(.up, time: 1.25, at: end)]
    }

    /// 9 pt is short of a drag (a tap, released); 10 and 11 pt are drags, along either axis
    /// and diagonally (6, 8 is 10 pt away).
    @Test(arguments: [(9.0, 0.0, false), (9.99, 0.0, false), (10, 0, true), (11, 0, true), (0, -11, true), (6, 8, true), (6, 7.9, false)])
    func aDragNeedsTenPoints(dx: Double, dy: Double, isDrag: Bool) {
        let outcome = PointerRecogniser.recognise(Self.touch(dx: dx, dy: dy), now: 1.25, pressDuration: nil)
        if isDrag {
            #expect(outcome == .moving(GestureUse(kind: .drag, by: [dx, dy], duration: 0.25, from: [20, 30]), ended: true), "\(outcome)")
        } else {
            #expect(outcome == .tap, "\(outcome)")
        }
    }

    /// Held still on the scene's clock: 0.49 s is a tap, 0.5 s and more a long press (its use
    /// lasting the minimum, as a script's `longPress:`); with no long press on the view, a tap.
    @Test(arguments: [(0.49, 0.5 as Double?, false), (0.5, 0.5, true), (0.51, 0.5, true), (2, 0.5, true),
                      (0.9, 1.0, false), (1.0, 1.0, true), (2, nil, false)])
    func aLongPressNeedsItsMinimumDuration(held: Double, minimum: Double?, isLongPress: Bool) {
        let events = [PointerEvent(.down, time: 3, at: Self.start), PointerEvent(.up, time: 3 + held, at: Self.start)]
        let outcome = PointerRecogniser.recognise(events, now: 3 + held, pressDuration: minimum)
        #expect(outcome == (isLongPress ? .longPress(GestureUse(kind: .longPress, duration: minimum!, from: [20, 30])) : .tap), "\(outcome)")
    }

    /// Recognised while still held, as SwiftUI runs the action then: pending at 0.49 s, a long
    /// press at 0.5 s of the scene's clock.
    @Test(arguments: [(0.49, false), (0.5, true)])
    func aLongPressIsRecognisedWhileHeld(now: Double, recognised: Bool) {
        let outcome = PointerRecogniser.recognise([PointerEvent(.down, time: 0, at: Self.start)], now: now, pressDuration: 0.5)
        #expect(recognised ? outcome != .pending : outcome == .pending, "\(outcome)")
    }

    /// A press that wanders 10 pt is still a press (maximumDistance 10 is not exceeded), but
    /// a wander of 10 pt is a drag first: the drag wins, as SwiftUI's DragGesture recognises
    /// at its minimum. Wandering 9 pt keeps the long press.
    @Test func aLongPressToleratesLessThanADrag() {
        let wander = [PointerEvent(.down, time: 0, at: Self.start), PointerEvent(.move, time: 0.3, at: CGPoint(x: 29, y: 30)),
                      PointerEvent(.up, time: 0.6, at: CGPoint(x: 29, y: 30))]
        #expect(PointerRecogniser.recognise(wander, now: 0.6, pressDuration: 0.5)
                == .longPress(GestureUse(kind: .longPress, duration: 0.5, from: [20, 30])))
    }

    /// A path that bends or changes speed is written as timed points; a straight one at one
    /// speed as `by:` over `duration:`. Events at one scene instant keep the last place.
    @Test func aBentPathIsKeptAsTimedPoints() {
        let events = [PointerEvent(.down, time: 1, at: .zero), PointerEvent(.move, time: 1.25, at: CGPoint(x: 30, y: 0)),
                      PointerEvent(.move, time: 1.25, at: CGPoint(x: 40, y: 0)), PointerEvent(.move, time: 1.5, at: CGPoint(x: 40, y: 40)),
                      PointerEvent(.up, time: 1.5, at: CGPoint(x: 40, y: 40))]
        guard case .moving(let use, true) = PointerRecogniser.recognise(events, now: 1.5, pressDuration: nil) else {
            Issue.record("not a drag")
            return
        }
        #expect(use.path == [[0.25, 40, 0], [0.5, 40, 40]] && use.by == [40, 40] && use.duration == 0.5, "\(use)")
        #expect(use.translation(at: 0.375) == (40, 20))
    }

    /// On a paused clock every event is at one instant: a drag of no length to where the
    /// pointer was released (the release's place is the last).
    @Test func aDragOnAPausedClockIsInstant() {
        let events = [PointerEvent(.down, time: 2, at: .zero), PointerEvent(.move, time: 2, at: CGPoint(x: 50, y: 5)),
                      PointerEvent(.up, time: 2, at: CGPoint(x: 60, y: 5))]
        #expect(PointerRecogniser.recognise(events, now: 2, pressDuration: nil)
                == .moving(GestureUse(kind: .drag, by: [60, 5], duration: 0, from: [0, 0]), ended: true))
    }

    /// A second tap on the same view within 0.35 s (window seconds, release to press) is a
    /// double tap; later, or on another view, a single one again.
    @Test(arguments: [(0.34, "card", 2), (0.35, "card", 2), (0.36, "card", 1), (0.1, "other", 1)])
    func aSecondTapSoonAfterCounts(gap: Double, view: String, count: Int) {
        // Released at 0, so the second press's instant is the gap itself, exactly.
        var counter = TapCounter()
        #expect(counter.count(on: "card", pressed: -0.1, released: 0) == 1)
        #expect(counter.count(on: view, pressed: gap, released: gap + 0.1) == count)
    }

    /// Shift held: a pinch about the view's centre (the pointer twice as far: scale 2); Ctrl
    /// held: a twist (a quarter turn about the centre: 90°). Under SwiftUI's minimum deltas
    /// (0.01, 1°) they are nothing.
    @Test func pinchAndTwistAboutTheCentre() {
        let centre = CGPoint(x: 50, y: 50)
        let out = [PointerEvent(.down, time: 0, at: CGPoint(x: 60, y: 50)), PointerEvent(.up, time: 0.5, at: CGPoint(x: 70, y: 50))]
        #expect(PointerRecogniser.recognise(out, now: 0.5, pressDuration: nil, mode: .pinch(centre: centre))
                == .moving(GestureUse(kind: .magnify, by: [2], duration: 0.5, from: [60, 50]), ended: true))
        let turn = [PointerEvent(.down, time: 0, at: CGPoint(x: 60, y: 50)), PointerEvent(.up, time: 0.5, at: CGPoint(x: 50, y: 60))]
        guard case .moving(let twist, true) = PointerRecogniser.recognise(turn, now: 0.5, pressDuration: nil, mode: .twist(centre: centre)) else {
            Issue.record("not a twist")
            return
        }
        #expect(twist.kind == .rotate && abs(twist.by[0] - 90) < 1e-9, "\(twist)")
        let small = [PointerEvent(.down, time: 0, at: CGPoint(x: 60, y: 50)), PointerEvent(.up, time: 0.5, at: CGPoint(x: 60.05, y: 50))]
        #expect(PointerRecogniser.recognise(small, now: 0.5, pressDuration: nil, mode: .pinch(centre: centre)) == PointerRecogniser.Outcome.none)
    }
}

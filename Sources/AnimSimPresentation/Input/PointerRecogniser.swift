import AnimSimCore
import Foundation

/// What one touch of the window's mouse on a view is, as a pure function of its timed events
/// (`PointerEvent`) and the scene time now, with SwiftUI's thresholds (`PointerRules`): so
/// each threshold is tested with tables of events, no window and no sleeping.
///
/// - a touch that has moved `minimumDistance` (10 pt) from where it began is a drag, from then
///   on (DragGesture's translation is from where the touch began, as SwiftUI's);
/// - else, when the view has a long press, a touch held its `minimumDuration` of the scene
///   (0.5 s by default) is a long press, recognised at that instant, held or not, as
///   SwiftUI's action runs then and not on release;
/// - else a touch released is a tap (its count is `TapCounter`'s).
///
/// With a modifier held (`Mode`), a touch is a pinch or a twist about the view's centre,
/// as if a second finger rested there: the scale is the pointer's distance from the centre
/// over its distance at the start, the angle the turn of that line.
public enum PointerRecogniser {
    public enum Mode: Equatable, Sendable {
        case touch
        case pinch(centre: CGPoint)
        case twist(centre: CGPoint)
    }

    public enum Outcome: Equatable, Sendable {
        /// Still held, nothing recognised yet.
        case pending
        /// A touch released before it was anything else.
        case tap
        /// A long press, its use lasting the view's minimum.
        case longPress(GestureUse)
        /// A drag, pinch or twist so far (`ended`: released), as the use a script writes.
        case moving(GestureUse, ended: Bool)
        /// A touch the view has no gesture for (a pinch too small): nothing to perform.
        case none
    }

    /// `events`: the touch's, the first its `down`; `now`: the scene time (for a press still
    /// held); `pressDuration`: the view's long press minimum, nil when it has none.
    public static func recognise(_ events: [PointerEvent], now: Double, pressDuration: Double?, mode: Mode = .touch) -> Outcome {
        guard let down = events.first else { return .none }
        let ended = events.last?.kind == .up
        switch mode {
        case .pinch(let centre), .twist(let centre):
            return twoFinger(events, around: centre, pinch: mode == .pinch(centre: centre), ended: ended)
        case .touch:
            break
        }
        let moved = events.contains { distance($0.location, down.location) >= PointerRules.minimumDistance }
        if moved { return .moving(drag(events), ended: ended) }
        let held = (ended ? events.last!.time : max(now, events.last!.time)) - down.time
        if let pressDuration, held >= pressDuration, events.allSatisfy({ distance($0.location, down.location) <= PointerRules.maximumDistance }) {
            return .longPress(GestureUse(kind: .longPress, duration: pressDuration, from: point(down.location)))
        }
        return ended ? .tap : .pending
    }

    /// The drag the events make: its path as timed points from the press (one per scene
    /// instant, the last place at each), written as `by:` over `duration:` when it is a
    /// straight line at one speed, as `path:` otherwise.
    static func drag(_ events: [PointerEvent]) -> GestureUse {
        let down = events[0]
        var points: [[Double]] = []
        for event in events.dropFirst() {
            let point = [event.time - down.time, Double(event.location.x - down.location.x), Double(event.location.y - down.location.y)]
            if let last = points.last, last[0] == point[0] { points[points.count - 1] = point } else { points.append(point) }
        }
        if points.first?[0] == 0 {
            // Moves at the press's own instant (a paused clock): a drag of no length when
            // the clock never moved; else the pointer goes from the start to the later places.
            let atStart = points.removeFirst()
            if points.isEmpty { return GestureUse(kind: .drag, by: [atStart[1], atStart[2]], duration: 0, from: point(down.location)) }
        }
        guard let end = points.last else { return GestureUse(kind: .drag, by: [0, 0], duration: 0, from: point(down.location)) }
        let straight = points.allSatisfy { p in
            let f = p[0] / end[0]
            return abs(p[1] - end[1] * f) < 0.01 && abs(p[2] - end[2] * f) < 0.01
        }
        if straight { return GestureUse(kind: .drag, by: [end[1], end[2]], duration: end[0], from: point(down.location)) }
        return GestureUse(drag: points, from: point(down.location))
    }

    /// A pinch or a twist about `centre`: the scale or the angle at the last event, over the
    /// scene time since the press; nothing until it passes SwiftUI's minimum delta.
    static func twoFinger(_ events: [PointerEvent], around centre: CGPoint, pinch: Bool, ended: Bool) -> Outcome {
        let down = events[0], last = events[events.count - 1]
        let a = CGPoint(x: down.location.x - centre.x, y: down.location.y - centre.y)
        let b = CGPoint(x: last.location.x - centre.x, y: last.location.y - centre.y)
        let duration = last.time - down.time
        let start = (a.x * a.x + a.y * a.y).squareRoot()
        if pinch {
            guard start > 0 else { return ended ? .none : .pending }
            let scale = Double((b.x * b.x + b.y * b.y).squareRoot() / start)
            guard abs(scale - 1) >= PointerRules.minimumScaleDelta else { return ended ? .none : .pending }
            return .moving(GestureUse(kind: .magnify, by: [scale], duration: duration, from: point(down.location)), ended: ended)
        }
        var degrees = Double(atan2(b.y, b.x) - atan2(a.y, a.x)) * 180 / .pi
        if degrees > 180 { degrees -= 360 } else if degrees < -180 { degrees += 360 }
        guard start > 0, abs(degrees) >= PointerRules.minimumAngleDelta else { return ended ? .none : .pending }
        return .moving(GestureUse(kind: .rotate, by: [degrees], duration: duration, from: point(down.location)), ended: ended)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    public static func point(_ p: CGPoint) -> [Double] { [Double(p.x), Double(p.y)] }
}

/// How many taps a tap is: one more than the tap before when it is on the same view and
/// pressed within `PointerRules.tapInterval` of that one's release (window seconds), else 1.
public struct TapCounter: Equatable, Sendable {
    var last: (name: String, released: Double, count: Int)?

    public init() {}

    public static func == (a: TapCounter, b: TapCounter) -> Bool {
        a.last?.name == b.last?.name && a.last?.released == b.last?.released && a.last?.count == b.last?.count
    }

    /// The count of a tap on `name` pressed at `pressed` and released at `released`.
    public mutating func count(on name: String, pressed: Double, released: Double) -> Int {
        var count = 1
        if let last, last.name == name, pressed - last.released <= PointerRules.tapInterval { count = last.count + 1 }
        last = (name, released, count)
        return count
    }
}

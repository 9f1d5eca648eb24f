import Foundation

/// Where a drag's pointer is at each instant of the touch, and how fast it moves: the one
/// rule the view layer samples a drag by (`_GestureSample`), for a straight scripted drag
/// (`by:` over `duration:` at one speed) and for the window's recorded pointer (`path:`).
extension GestureUse {
    /// The translation `elapsed` seconds into the touch: linear between the path's points
    /// (from `[0, 0, 0]`), or `amount × elapsed / duration` for a straight drag; the last
    /// place after the end.
    public func translation(at elapsed: Double) -> (x: Double, y: Double) {
        let points = pathPoints
        guard let next = points.firstIndex(where: { $0[0] > elapsed }) else { return (points.last![1], points.last![2]) }
        guard next > 0 else { return (points[0][1], points[0][2]) }
        let a = points[next - 1], b = points[next]
        let f = (elapsed - a[0]) / (b[0] - a[0])
        return (a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f)
    }

    /// The pointer's velocity in points per second `elapsed` seconds in: the slope of the
    /// path's segment then (the last segment's at and after the end, as a finger leaving
    /// the glass has the speed it had), zero for a drag of no length.
    public func velocity(at elapsed: Double) -> (x: Double, y: Double) {
        let points = pathPoints
        guard points.count > 1 else { return (0, 0) }
        let next = points.firstIndex(where: { $0[0] > elapsed }) ?? points.count - 1
        let a = points[max(next, 1) - 1], b = points[max(next, 1)]
        let dt = b[0] - a[0]
        return dt > 0 ? ((b[1] - a[1]) / dt, (b[2] - a[2]) / dt) : (0, 0)
    }

    /// The path as `[t, dx, dy]` points from `[0, 0, 0]`: the recorded one, or the straight
    /// drag's two ends (a drag of no length is its start alone).
    var pathPoints: [[Double]] {
        let start: [Double] = [0, 0, 0]
        if let path, !path.isEmpty { return path.first![0] > 0 ? [start] + path : path }
        let by = amount.count > 1 ? amount : [0, 0]
        return duration > 0 ? [start, [duration, by[0], by[1]]] : [[0, by[0], by[1]]]
    }

    /// Where a drag released at `elapsed` would come to rest if it went on decelerating, as a
    /// translation: UIKit's projection with the normal deceleration rate (0.998 per ms), the
    /// release velocity times 0.998 / (1 − 0.998) / 1000 s = 0.499 s (WWDC 2018, "Designing
    /// Fluid Interfaces"), which SwiftUI's `predictedEndTranslation` follows.
    public func predictedEnd(at elapsed: Double) -> (x: Double, y: Double) {
        let t = translation(at: elapsed), v = velocity(at: elapsed)
        let projection = Self.decelerationRate / (1 - Self.decelerationRate) / 1000
        return (t.x + v.x * projection, t.y + v.y * projection)
    }

    /// UIScrollView.DecelerationRate.normal, per millisecond.
    public static let decelerationRate = 0.998
}

import AnimSimCore
import AnimSimPresentation
import Foundation

/// Where a trajectory plot's time labels go, worked out before anything is drawn so that no
/// two labels overprint: each label is a box as wide as its text, and a label whose box
/// would touch one already placed is moved or left out.
///
/// Ticks crowd where a view moves slowly (an ease's ends), a view that comes back passes
/// its earlier ticks (an interrupted spring), and two strategies' paths run side by side.
/// Comparing label centres (as this once did) let "2.5s 1.5s" overprint: centres 24 pt
/// apart, boxes 36 pt wide.
public struct TrajectoryLabelLayout: Sendable {
    public struct Label: Sendable, Equatable {
        public var text: String
        /// In pane points.
        public var box: CGRect
        public var series: String
        public var view: String
        public var time: Double
    }

    public static let fontSize: CGFloat = 8.5
    static let height: CGFloat = 12
    static let padding: CGFloat = 2
    /// How far from the path a label's centre sits.
    static let offset: CGFloat = 14
    /// Least gap between two labels, and between a label and a start or end marker.
    static let gap: CGFloat = 3

    public private(set) var labels: [Label] = []

    /// `measure` gives a text's width at `fontSize`.
    public init(_ plot: TrajectoryPlot, order: [Int], measure: (String) -> CGFloat) {
        // The rings and dots where views start and end: a label on one hides where a path goes.
        let reach = TrajectoryPlotPainter.markerRadius + 1.5
        let markers = plot.series.flatMap(\.paths).flatMap { [$0.start, $0.end].compactMap { $0 } }
            .map { CGRect(x: $0.x - reach, y: $0.y - reach, width: 2 * reach, height: 2 * reach) }
        func free(_ box: CGRect, of others: [Label]) -> Bool {
            let padded = box.insetBy(dx: -Self.gap, dy: -Self.gap)
            return !others.contains { $0.box.intersects(padded) } && !markers.contains { $0.intersects(padded) }
        }
        for index in order {
            let series = plot.series[index]
            let side: CGFloat = index % 2 == 0 ? 1 : -1
            for path in series.paths where TrajectoryPlotPainter.moves(path) {
                for tick in path.ticks where tick.labelled {
                    let normal = Self.normal(of: tick, side: side, plot: plot)
                    let text = TrajectoryPlotPainter.seconds(tick.time)
                    let width = measure(text) + 2 * Self.padding
                    func box(_ direction: CGFloat) -> CGRect {
                        let p = tick.position
                        let centre = CGPoint(x: p.x + normal.x * Self.offset * direction, y: p.y + normal.y * Self.offset * direction)
                        return CGRect(x: centre.x - width / 2, y: centre.y - Self.height / 2, width: width, height: Self.height)
                    }
                    var chosen = box(1)
                    if !free(chosen, of: labels) {
                        let blocking = labels.filter { $0.box.intersects(chosen.insetBy(dx: -Self.gap, dy: -Self.gap)) }
                        // Only a path's own labels from well before (a view passing back) move it
                        // across. Crowding by the previous ticks (a slow ease) or by another
                        // series' labels leaves it out: on the far side it would sit between two
                        // paths and read as the other one's.
                        guard !blocking.isEmpty, blocking.allSatisfy({
                            $0.series == series.name && $0.view == path.viewID && tick.time - $0.time > 2.5 * plot.tickInterval
                        }) else { continue }
                        chosen = box(-1)
                        guard free(chosen, of: labels) else { continue }
                    }
                    labels.append(Label(text: text, box: chosen, series: series.name, view: path.viewID, time: tick.time))
                }
            }
        }
    }

    /// Unit normal to the path at the tick, pointing towards the nearest layout centre for
    /// `side` +1 and away from it for −1 (so with a wheel's chord and arc the labels fall
    /// inside the chord and outside the arc rather than between them).
    static func normal(of tick: TrajectoryPlot.Tick, side: CGFloat, plot: TrajectoryPlot) -> CGPoint {
        let p = tick.position
        var normal = CGPoint(x: -tick.tangent.y, y: tick.tangent.x)
        if normal == .zero { normal = CGPoint(x: 0, y: -1) }
        if let centre = plot.centres.min(by: { hypot($0.x - p.x, $0.y - p.y) < hypot($1.x - p.x, $1.y - p.y) }) {
            let towards = (centre.x - p.x) * normal.x + (centre.y - p.y) * normal.y
            if (towards < 0) == (side > 0) { normal = CGPoint(x: -normal.x, y: -normal.y) }
        }
        return normal
    }
}

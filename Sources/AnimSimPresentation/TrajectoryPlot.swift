import AnimSimCore
import Foundation

/// One still picture of a whole animation: every view's path under each strategy, overlaid
/// on the pane canvas, with time ticks, start and end markers and the layout's centre.
///
/// It is plain data in pane coordinates so the comparison (which computes it from sampled
/// display lists) never sees Cairo, and the renderer (which draws it) never sees a scene:
/// dependencies point core ← compare and core ← render, and this value is what they share.
public struct TrajectoryPlot: Equatable, Sendable {
    /// One strategy's paths, drawn in one colour and one line style so the legend can name
    /// them: "dashed orange is position, solid blue is animatable".
    public struct Series: Equatable, Sendable {
        public var name: String
        public var color: Color
        /// Dashed lines tell two strategies apart even where their colours are hard to
        /// separate (printed in grey, colour-blind readers) or where one hides the other.
        public var dashed: Bool
        public var paths: [ViewPath]

        public init(name: String, color: Color, dashed: Bool, paths: [ViewPath]) {
            self.name = name
            self.color = color
            self.dashed = dashed
            self.paths = paths
        }
    }

    /// Where one view's centre travels: a dense polyline (fine enough that arcs look like
    /// arcs) plus the instants to mark along it.
    public struct ViewPath: Equatable, Sendable {
        public var viewID: String
        public var points: [CGPoint]
        public var ticks: [Tick]
        /// Drawn a little stronger than the rest: with eight views the eye needs one pair
        /// of paths (this view's, under each strategy) to follow.
        public var highlighted: Bool

        public init(viewID: String, points: [CGPoint], ticks: [Tick] = [], highlighted: Bool = false) {
            self.viewID = viewID
            self.points = points
            self.ticks = ticks
            self.highlighted = highlighted
        }

        public var start: CGPoint? { points.first }
        public var end: CGPoint? { points.last }
    }

    /// A time mark on a path. The tangent is carried (not recomputed by the painter) because
    /// a tick falls between samples, and a view at rest has no direction of its own.
    public struct Tick: Equatable, Sendable {
        public var time: Double
        public var position: CGPoint
        /// Unit direction of travel; zero when the view is at rest there.
        public var tangent: CGPoint
        /// Whether to print the time next to the mark (a few per path, not all).
        public var labelled: Bool

        public init(time: Double, position: CGPoint, tangent: CGPoint, labelled: Bool = false) {
            self.time = time
            self.position = position
            self.tangent = tangent
            self.labelled = labelled
        }
    }

    /// A view's frame at the start, drawn faintly so the paths have something to refer to.
    public struct Outline: Equatable, Sendable {
        public var viewID: String
        public var frame: CGRect

        public init(viewID: String, frame: CGRect) {
            self.viewID = viewID
            self.frame = frame
        }
    }

    public var title: String
    /// The pane's size in points; the painter scales it as a whole.
    public var canvas: CGSize
    public var background: Color
    public var series: [Series]
    /// Centres of the layouts the views are placed by (a wheel's centre, say), at the start.
    public var centres: [CGPoint]
    public var outlines: [Outline]
    /// Seconds between ticks, for the legend.
    public var tickInterval: Double

    public init(title: String, canvas: CGSize, background: Color, series: [Series], centres: [CGPoint] = [],
                outlines: [Outline] = [], tickInterval: Double) {
        self.title = title
        self.canvas = canvas
        self.background = background
        self.series = series
        self.centres = centres
        self.outlines = outlines
        self.tickInterval = tickInterval
    }
}

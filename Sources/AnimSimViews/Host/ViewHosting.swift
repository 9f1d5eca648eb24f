import AnimSimCore

/// What a command does with a hosted view, whatever the view's type: ask which controls are
/// there at an instant, use one, and take the scene. `ViewHost` is the one implementation;
/// the protocol lets the commands, which are not generic over a user's view, hold it.
@MainActor
public protocol ViewHosting: AnyObject {
    func controls(at time: Double) throws -> [ControlInfo]
    func use(control name: String, at time: Double, value: ControlValue?) throws
    /// Performs a gesture on the view `trace` calls `name` (`ViewHost+Gestures`).
    func perform(_ use: GestureUse, on name: String, at time: Double) throws
    /// The views with a gesture at `time`, for the window's mouse (`ViewHost+Gestures`).
    func gestureTargets(at time: Double) throws -> [GestureTarget]
    /// The views' `.contentShape`s of the last update, by node id (`ViewHitTest`).
    var contentShapes: [String: ContentShape] { get }
    func scene(duration: Double?, background: Color, fps: Double) -> AnimSimCore.Scene
    var failure: ViewHostError? { get }
    var sceneTraceNames: [String: String] { get }
    /// The canvas's colour: iOS's `systemBackground` in the window's colour scheme.
    var canvasBackground: Color { get }
}

/// A view not hosted yet: a command hosts it once its options (the canvas) are known.
/// Built from the view's type, not `AnyView`, so its identity paths and trace names are
/// those of the view hosted directly.
public struct HostedView {
    public let title: String
    private let make: @MainActor (CGSize, String, LayoutEngine) -> any ViewHosting

    public init<V: View>(title: String? = nil, _ view: @escaping @MainActor () -> V) {
        self.title = title ?? ViewTitle.of(V.self)
        make = { canvas, title, engine in ViewHost(view(), canvas: canvas, title: title, engine: engine) }
    }

    /// A view whose type is known only at run time (a preview's, an app's window content).
    @MainActor
    public init(opening view: any View, title: String? = nil) {
        func hosted<V: View>(_ view: V) -> HostedView { HostedView(title: title) { view } }
        self = hosted(view)
    }

    /// The view, built and hosted on `canvas`, measuring text with `engine`'s measurer (the
    /// command's): its first resolution, `onAppear` and the work scheduled for t = 0 have run.
    @MainActor
    public func host(canvas: CGSize, engine: LayoutEngine = LayoutEngine()) -> any ViewHosting { make(canvas, title, engine) }
}

extension ViewHost: ViewHosting {
    /// The controls present at `time`, after everything scheduled up to and at `time` has
    /// run (so a use at `time` meets exactly these). Like a use, it moves the host's clock:
    /// instants must come in order.
    public func controls(at time: Double) throws -> [ControlInfo] {
        try ThreadContext.withClock(self) {
            if let failure { throw failure }
            try advance(to: time)
            if let failure { throw failure }
        }
        return controls.enumerated().map { ControlInfo(name: $1.name, kind: $1.kind, order: $0 + 1, nodes: $1.nodes, detail: $1.detail) }
    }

    /// The instant the scene has settled (docs/swift.md, "Duration"): the latest of every
    /// transaction's end (its instant plus its animation's duration, a spring's settling
    /// time included; an instant alone for one without animation) and the last use of a
    /// control, and the end of content drawn from the scene's time (a `TimelineView` runs to
    /// `ScheduledWork.horizon`, a keyframe run to its end). An animation that repeats for ever never settles: the scene then runs
    /// `SceneEvaluator.unboundedDuration` past its last transaction.
    public var settledTime: Double {
        // Content drawn from the scene's time runs as a timer would, to the horizon at most.
        var settled = max(lastUse, min(continuousUntil, ScheduledWork.horizon))
        for change in timeline {
            let length = change.animation?.duration ?? 0
            settled = max(settled, change.time + (length.isFinite ? length : SceneEvaluator.unboundedDuration))
        }
        return settled
    }
}

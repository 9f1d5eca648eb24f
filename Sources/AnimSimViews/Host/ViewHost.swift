import AnimSimCore

/// Runs a SwiftUI view and records it as a core `Scene`, as a hosting view would show it.
///
/// The root view is resolved at time 0 and again after every transaction: each resolution
/// is a `Sendable` `ViewNode` snapshot of the whole tree, the layouts with their current
/// parameters. The scene has one discrete parameter, `update`, the snapshot's index, and a
/// timeline of one `StateChange` per transaction carrying that transaction's animation, so
/// the core animates whatever changed between two snapshots, in both strategies, with its
/// usual interruptions and transitions (docs/evaluation.md).
///
/// Time is the scene's: uses of controls (`use(control:at:)`), scripted work (`run(at:)`),
/// `DispatchQueue.main.asyncAfter` and `onAppear` all run at scene instants, in order; a use
/// at `t` runs after everything scheduled for `t`. Uses must come in time order. Everything
/// runs on the caller's thread.
@MainActor
public final class ViewHost<Root: View>: SceneClock {
    public let canvas: CGSize
    public var title: String
    /// What the host lays its tree out with to settle `GeometryReader`s and to probe the
    /// root: the command's engine, so a size read back (article 001's `readSize`) is the
    /// size the frames are drawn at, as a SwiftUI proxy reports the size laid out.
    public let engine: LayoutEngine
    let root: Root
    let graph = ViewGraph()
    private(set) var snapshots: [ViewNode] = []
    private(set) var timeline: [StateChange] = []
    var controls: [ControlEntry] = []
    /// The gestures of the last snapshot (`ViewHost+Gestures`).
    var gestures: [GestureEntry] = []
    /// The `.contentShape`s of the last snapshot, by node id: what touches hit-test with.
    public internal(set) var contentShapes: [String: ContentShape] = [:]
    /// Trace names of every node of every snapshot so far (`TraceNameBook`).
    var traceNameBook = TraceNameBook()
    /// The instant of the latest use of a control: a scene without a duration runs at least to it.
    var lastUse: Double = 0
    /// Until when content drawn from the scene's time changes (`runsContinuously(until:)`).
    var continuousUntil: Double = 0
    /// `accessibilityIdentifier`s of the last snapshot, by node id.
    public private(set) var identifiers: [String: String] = [:]
    public private(set) var time: Double = 0
    private var scheduled = ScheduledWork()
    /// Work, updates and uses so far, against `HostLimits`; the place of the scheduled work
    /// running now, where a bound it passes is placed.
    var tally = WorkTally()
    var runningSite: SourceSite?
    private var appearances = AppearanceActions()
    private var pendingActions: [() -> Void] = []
    var preferenceLedger = PreferenceLedger()
    private let tasks = ViewTasks()
    private var layoutPassNeed = LayoutPassNeed()
    /// The window's colour scheme: light, until a `.preferredColorScheme` in the tree asks
    /// for another; the canvas is drawn in its background (`canvasBackground`).
    public private(set) var colorScheme: ColorScheme = .light
    /// Why the host stopped (a preference that never settles): no update runs after it, and
    /// every later use or scripted run throws it. Commands check it before drawing a frame.
    public private(set) var failure: ViewHostError?

    /// The scene parameter holding the snapshot's index.
    public nonisolated static var updateParameter: String { "update" }
    /// Rounds of actions and the updates they queue per instant before the host gives up
    /// (OpenSwiftUI's continuation limit, note U1).
    static var maxRounds: Int { 8 }
    /// New values an `onPreferenceChange` may take while one frame settles (`PreferenceLedger`).
    public nonisolated static var preferenceUpdatesPerFrame: Int { PreferenceLedger.bound }
    /// Layouts per update to settle every `GeometryReader`'s proxy.
    static var maxGeometryPasses: Int { 4 }

    public init(_ root: Root, canvas: CGSize = CGSize(width: 400, height: 400), title: String? = nil,
                engine: LayoutEngine = LayoutEngine()) {
        self.root = root
        self.canvas = canvas
        self.title = title ?? ViewTitle.of(Root.self)
        self.engine = engine
        ThreadContext.withClock(self) {
            let session = resolveSnapshot(animation: nil)
            if let error = HostingProbe.check(currentTree, canvas: canvas, engine: engine, sites: session.layoutSites,
                                                root: "\(Root.self)") {
                return fail(error)
            }
            settle()
            runScheduled(through: 0)
        }
    }

    /// The names a script can use now: each control's label text, in tree order.
    public var controlNames: [String] { controls.map(\.name) }

    /// The latest snapshot: the tree as it is after everything so far.
    public var currentTree: ViewNode { snapshots[snapshots.count - 1] }

    // MARK: SceneClock

    /// The jobs of the view's Swift tasks, run on this host's thread (`SceneJobs`).
    var jobs: SceneJobs { tasks.jobs }

    public var now: Double { time }

    func runsContinuously(until time: Double) { continuousUntil = max(continuousUntil, time) }

    func schedule(at time: Double, site: SourceSite?, _ work: @escaping () -> Void) {
        guard failure == nil else { return }
        scheduled.add(at: max(time, self.time), site: site, work)
        if let bound = WorkTally.pending(scheduled.pending, at: self.time) { fail(placed(bound, site: site)) }
    }

    /// The first failure stops the host: no action or update runs after it.
    func fail(_ error: ViewHostError) {
        guard failure == nil else { return }
        failure = error
        pendingActions = []
        scheduled.removeAll()
        jobs.removeAll()
        ViewDiagnostics.stopped(error)
    }

    // MARK: Running

    func advance(to time: Double) throws {
        guard time >= self.time else {
            throw ControlUseError(message: "uses must come in time order: t = \(time) after t = \(self.time)")
        }
        runScheduled(through: time)
        self.time = time
    }

    /// Runs scheduled work due at or before `limit`, each at its own instant, in order.
    func runScheduled(through limit: Double) {
        while failure == nil, let (at, site, work) = scheduled.next(through: limit) {
            time = at
            if let bound = tally.countWork(at: at) { return fail(placed(bound, site: site)) }
            runningSite = site
            defer { runningSite = nil }
            preferenceLedger.beginFrame()
            UserCodeWatch.run(.scheduledWork) { work() }
            settle()
        }
    }

    /// Runs every queued update in order, each under its own transaction (note T3), each a
    /// snapshot and a timeline entry at the current time; then the `onAppear` and
    /// `onDisappear` actions those updates called for, and the updates they queue, for at
    /// most `maxRounds` rounds.
    func settle() {
        for _ in 0..<Self.maxRounds {
            guard failure == nil else { return }
            runTasks()
            while failure == nil, let update = graph.commitNext() {
                let old = currentTree, animation = update.transaction.animation
                let session = resolveSnapshot(animation: animation, disablesAnimations: update.transaction.disablesAnimations)
                let new = snapshots.removeLast()
                if let bound = tally.countUpdate(at: time, views: WorkTally.views(in: new)) { return fail(placed(bound)) }
                for stage in StagedUpdate.stages(old: old, new: new, transaction: animation, overrides: StagedUpdate.overrides(in: new, animations: session.overrides)) {
                    snapshots.append(stage.tree)
                    timeline.append(StateChange(at: time, animation: stage.animation, set: [:],
                                                discrete: [Self.updateParameter: .word(String(snapshots.count - 1))]))
                }
                pendingActions += scheduleCompletions(of: update.transaction)
            }
            guard !pendingActions.isEmpty || !jobs.isEmpty else { return }
            let actions = pendingActions
            pendingActions = []
            for action in actions where failure == nil { action() }
        }
        ViewDiagnostics.warn("onAppear and state updates at t = \(time) did not settle in \(Self.maxRounds) rounds")
    }

    /// Resolves the root view once; writes are dropped meanwhile (note S5).
    private func resolveTree(disablesAnimations: Bool, animation: Animation? = nil) -> (ResolveSession, ViewNode) {
        var session = ResolveSession(graph: graph, disablesAnimations: disablesAnimations, animation: animation)
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = canvas.width < 700 ? .compact : .regular
        environment.colorScheme = colorScheme
        environment.textMeasurer = engine.measurer
        let window = WindowSink()
        environment.surroundings.window = window
        var context = _ResolveContext(path: IdentityPath.root, environment: environment, session: session)
        var nodes = BodyEvaluation.serialized {
            CurrentAppearance.with(colorScheme) { graph.observers.tracking { resolve(root, in: context) } }
        }
        // `.preferredColorScheme` is the window's: a tree asking for another scheme than it
        // was resolved with is resolved again under it, from the root (`WindowSink`).
        if let preferred = window.preferredColorScheme, preferred != colorScheme {
            colorScheme = preferred
            environment.colorScheme = preferred
            session = ResolveSession(graph: graph, disablesAnimations: disablesAnimations, animation: animation)
            context = _ResolveContext(path: IdentityPath.root, environment: environment, session: session)
            nodes = BodyEvaluation.serialized {
                CurrentAppearance.with(colorScheme) { graph.observers.tracking { resolve(root, in: context) } }
            }
        }
        let tree = nodes.count == 1 ? nodes[0]
            : ViewNode(.layout(AnyLayout(ZStackLayout())), children: nodes, id: IdentityPath.root + "/stack")
        return (session, tree)
    }

    @discardableResult
    private func resolveSnapshot(animation: Animation?, disablesAnimations: Bool = false) -> ResolveSession {
        graph.purge(at: time)
        var (session, tree) = resolveTree(disablesAnimations: disablesAnimations, animation: animation)
        // Too deep or too large a tree (`HostLimits`), or one whose resolution passed the
        // stack's bound (`StackGuard`), is refused before anything lays it out.
        if let bound = WorkTally.nesting(of: tree, root: "\(Root.self)") { fail(placed(bound, site: rootBodySite)) }
        if failure != nil { tree = ViewNode(.layout(AnyLayout(ZStackLayout())), children: [], id: IdentityPath.root) }
        for _ in 0..<Self.maxGeometryPasses where !session.readers.isEmpty {
            guard let list = try? engine.layout(tree, in: canvas) else { break }
            let frames = GeometryKeyMark.frames(of: list.items, in: tree, for: session.readers)
            guard frames != session.readers else { break }
            graph.geometry.merge(frames) { _, new in new }
            (session, tree) = resolveTree(disablesAnimations: disablesAnimations, animation: animation)
        }
        // The layout pass SwiftUI runs on the update's tree: work a layout queues from it
        // (`DispatchQueue.main.async` writing a two-way value back, article 000) runs in it,
        // and its writes are the next update (`DispatchQueue.async`). Skipped when no layout
        // in the tree can do any such thing (`LayoutPassNeed`).
        if layoutPassNeed.needsPass(tree) { _ = try? LayoutEngine().layout(tree, in: canvas) }
        graph.endUpdate()
        graph.observers.endResolution()
        snapshots.append(tree)
        controls = session.controls
        gestures = session.gestures
        contentShapes = session.contentShapes
        identifiers = session.hasIdentifiers ? TraceNames.identifiers(in: tree) : [:]
        traceNameBook.add(tree, identifiers: identifiers)
        graph.collect(visited: session.visited, at: time, animation: animation)
        let before = appearances.keys, now = session.appearances
        // Each a call into user code, for a Swift file's watchdog (`UserCodeWatch`).
        let watched = { (hook: UserCodeWatch.Hook, actions: [() -> Void]) in actions.map { action in { UserCodeWatch.run(hook) { action() } } } }
        pendingActions += watched(.onAppear, now.appear.filter { !before.contains($0.key) }.map(\.action))
        pendingActions += watched(.onDisappear, appearances.disappear.filter { !now.keys.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value))
        appearances = now
        pendingActions += watched(.task, tasks.update(with: session.tasks))
        pendingActions += watched(.onChange, session.changeActions)
        do {
            pendingActions += watched(.preferenceAction, try preferenceLedger.actions(for: session.deliveries))
        } catch let error as ViewHostError {
            fail(error)
        } catch {}
        return session
    }
}

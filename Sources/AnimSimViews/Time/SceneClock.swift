import AnimSimCore

/// The scene's clock: what `DispatchQueue.main.asyncAfter` and `onAppear` schedule on while
/// a `ViewHost` runs a view, so a view scripts its own demo on scene time, not wall time.
@MainActor
protocol SceneClock: AnyObject {
    var now: Double { get }
    /// `site`: the call that scheduled it, where a bound it passes is placed (`HostLimits`).
    func schedule(at time: Double, site: SourceSite?, _ work: @escaping () -> Void)
    /// Stops the host: what the view asked cannot run on the scene's clock.
    func fail(_ error: ViewHostError)
    /// Content drawn from the scene's time (a `TimelineView`, a `KeyframeAnimator`'s run)
    /// changes until `time` (infinity: for ever) with no update: the scene lasts that long.
    func runsContinuously(until time: Double)
    /// The jobs of the view's tasks, which the clock runs (`SceneJobs`).
    var jobs: SceneJobs { get }
}

extension ThreadContext {
    /// The host running views on this thread, while it does.
    @MainActor
    static func withClock<Result>(_ clock: any SceneClock, _ body: () throws -> Result) rethrows -> Result {
        let context = current, outer = (context.clock, context.jobs)
        _ = SceneJobs.installed
        context.clock = clock
        context.jobs = clock.jobs
        SceneJobs.hosting.add(1, ordering: .releasing)
        defer {
            SceneJobs.hosting.subtract(1, ordering: .releasing)
            (context.clock, context.jobs) = outer
        }
        return try body()
    }
}

/// SwiftUI code's `DispatchQueue.main`, on the scene's clock: work runs at its deadline in
/// scene time, outside any transaction (note T1: writes made there snap unless wrapped in
/// `withAnimation`). Declared here so that `import AnimSim` code picks it over Dispatch's.
@MainActor
public final class DispatchQueue: Sendable {
    public nonisolated static let main = DispatchQueue()

    nonisolated init() {}

    /// Runs `work` after the current update, at the same instant.
    ///
    /// Nonisolated, as Dispatch's is: article 000's layouts call it from `placeSubviews`
    /// (`DispatchQueue.main.async { subview[Rotation.self]?.wrappedValue = … }`), which is
    /// not main-actor code. Work queued from a layout pass (`LayoutPass.isRunning`):
    /// - in the view host's own pass, the one it runs on each update's tree, runs at once,
    ///   outside any transaction. Its subviews are valid only during the pass, and what it
    ///   writes to `@State` is queued anyway (note T3), so the body sees it in the next
    ///   update, after the pass, as a transaction of its own with no animation (T1, O3);
    ///   an unchanged value queues nothing (S4), which is what ends the loop;
    /// - in a pane's evaluation (no clock: any thread, any instant) it is dropped: a frame
    ///   is a pure function of time and writes nothing back to the views.
    public nonisolated func async(file: String = #filePath, line: Int = #line, column: Int = #column,
                                  execute work: @escaping () -> Void) {
        let context = ThreadContext.current
        if LayoutPass.isRunning {
            guard context.clock != nil else { return }
            let outer = context.transaction
            context.transaction = nil
            defer { context.transaction = outer }
            return work()
        }
        // Not sent anywhere: it runs on this thread, the views' (see `onViewThread`).
        nonisolated(unsafe) let work = work
        let site = SourceSite(file: file, line: line, column: column)
        Self.onViewThread { self.schedule(at: DispatchTime.now().seconds, site: site, work) }
    }

    /// Runs main-actor code from `async`, `asyncAfter` and `DispatchTime.now()`, which are
    /// nonisolated as Dispatch's are: the view layer's code all runs on its host's thread,
    /// which is what main-actor isolation stands for here, so the call is made without a hop.
    /// Code on another thread finds no clock there (`schedule`): its work is reported and dropped.
    nonisolated static func onViewThread<Result>(_ body: @MainActor () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Result).self)() }
    }

    /// Runs `work` at `deadline` on the scene's clock. Nonisolated, as Dispatch's is: a view
    /// model (a plain `ObservableObject` class, not main-actor) calls it from a method its
    /// view's button runs, `DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { … }`; the
    /// method runs on the host's thread, so the work joins that host's scheduled work at the
    /// scene time, exactly as from the view's own code.
    public nonisolated func asyncAfter(deadline: DispatchTime, file: String = #filePath, line: Int = #line, column: Int = #column,
                                       execute work: @escaping () -> Void) {
        // Not sent anywhere: it runs on this thread, the views' (see `onViewThread`).
        nonisolated(unsafe) let work = work
        let site = SourceSite(file: file, line: line, column: column)
        Self.onViewThread { self.schedule(at: deadline.seconds, site: site, work) }
    }

    /// `asyncAfter` for AnimSim's own timers, placed where the user made the timer.
    func asyncAfter(deadline: DispatchTime, site: SourceSite?, execute work: @escaping () -> Void) {
        schedule(at: deadline.seconds, site: site, work)
    }

    private func schedule(at time: Double, site: SourceSite?, _ work: @escaping () -> Void) {
        guard let clock = ThreadContext.current.clock else {
            return ViewDiagnostics.warn("DispatchQueue.main used outside a running view: the work is dropped")
        }
        clock.schedule(at: time, site: site, work)
    }
}

/// An instant on the scene's clock, in seconds.
public struct DispatchTime: Comparable, Sendable {
    public var seconds: Double

    /// The scene's time on this thread's host; 0 with none. Nonisolated, as Dispatch's is.
    public static func now() -> DispatchTime {
        DispatchTime(seconds: DispatchQueue.onViewThread { ThreadContext.current.clock?.now ?? 0 })
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(seconds: time.seconds + seconds)
    }

    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time.advanced(by: interval)
    }

    /// Dispatch's spelling of `+ interval`, public for AnimSimSwiftUI's own `+`, which cannot
    /// name this type's operator beside its own.
    public func advanced(by interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: seconds + interval.seconds)
    }
}

public enum DispatchTimeInterval: Sendable {
    case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never

    var seconds: Double {
        switch self {
        case .seconds(let n): Double(n)
        case .milliseconds(let n): Double(n) / 1e3
        case .microseconds(let n): Double(n) / 1e6
        case .nanoseconds(let n): Double(n) / 1e9
        case .never: .infinity
        }
    }
}

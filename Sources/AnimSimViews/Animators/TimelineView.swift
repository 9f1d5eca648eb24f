import AnimSimCore
import Foundation

/// SwiftUI's `TimelineView`: its content built with the date of its schedule's latest entry
/// in `context.date`, on the scene's clock (swiftui-animatable.md K5).
///
/// The schedule's entries are taken from the instant the view appears; the content shows the
/// latest entry at or before the instant (the first one at the appearance, which
/// `.periodic` and `.everyMinute` may place before it), in both panes (`TimelineDates`):
/// `.animation`'s date is the instant itself at every frame, exactly.
///
/// The content is data of the instant, not state: the view resolves to a time body
/// (`_TimeBodyLayout`) whose source builds the content for any scene time, and the
/// evaluator asks it at each frame (docs/evaluation.md, "Content drawn from the scene's
/// time"). No update is recorded per entry, so a timeline costs a resolution of its content
/// per distinct date drawn, not a snapshot of the whole tree per tick. A timeline never
/// settles, like a repeating timer: the scene runs to `--duration`, else 60 s.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: _PrimitiveView {
    /// What the content is built with (one type for every timeline view, as SwiftUI's
    /// `TimelineViewDefaultContext`, so a closure's parameter does not depend on `Content`).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var ticker = TimelineTicker()

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        context.session.install(self, at: context.path, environment: context.environment)
        let clock = ThreadContext.current.clock
        let now = clock?.now ?? TimeContent.evaluating ?? 0
        // The dates are taken once per identity, from its appearance (a view made inside
        // another's per-frame content has no storage: it starts at that content's instant).
        let dates = ticker.dates ?? TimelineDates(schedule, from: now)
        if ticker.dates == nil, context.session.graph != nil {
            ticker.dates = dates
            clock?.runsContinuously(until: dates.lastChange(horizon: ScheduledWork.horizon))
        }
        let content = content
        let source = TimeContent(context: context, key: { dates.date(at: $0) }) { date, context in
            TimeContent.node(resolve(content(Context(date: Date(timeIntervalSinceReferenceDate: date), cadence: .live)), in: context),
                             source: nil, in: context)
        }
        let date = Date(timeIntervalSinceReferenceDate: dates.date(at: now))
        let nodes = resolve(context.session.evaluatingBody { content(Context(date: date, cadence: .live)) }, in: context)
        return [TimeContent.node(nodes, source: source, in: context)]
    }
}

/// A timeline view's dates, one per identity (its `@State`).
final class TimelineTicker {
    var dates: TimelineDates?
}

/// SwiftUI's `TimelineViewDefaultContext`: the entry's date and how often the view updates.
public struct TimelineViewDefaultContext {
    /// How often the view updates: AnimSim runs every schedule live.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }

    public let date: Date
    public let cadence: Cadence
}

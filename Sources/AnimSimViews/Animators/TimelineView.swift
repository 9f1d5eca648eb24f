import AnimSimCore
import Foundation

/// SwiftUI's `TimelineView`: its content rebuilt at each date of its schedule, with that date
/// in `context.date`, on the scene's clock (swiftui-animatable.md K5).
///
/// The schedule's entries are taken from the instant the view appears; the content shows the
/// latest entry at or before the instant (the first one at the appearance, which
/// `.periodic` and `.everyMinute` may place before it). Each later entry is an update at its
/// instant, without animation, so a frame shows the content built for the last entry before
/// it, in both panes. Entries run as far as the host runs scheduled work (`--duration`, else
/// 60 s): a timeline never settles, like a repeating timer.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: _PrimitiveView {
    /// What the content is built with (one type for every timeline view, as SwiftUI's
    /// `TimelineViewDefaultContext`, so a closure's parameter does not depend on `Content`).
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content
    @State private var shown: Date?
    @State private var ticker = TimelineTicker()

    /// How many entries at or before the appearance are read to find the one to show.
    static var maxEntriesBefore: Int { 100_000 }

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public func _resolve(in context: _ResolveContext) -> [ViewNode] {
        context.session.install(self, at: context.path, environment: context.environment)
        let now = ThreadContext.current.clock?.now ?? 0
        let ticker = ticker
        if context.session.graph != nil, let clock = ThreadContext.current.clock, !ticker.started {
            ticker.started = true
            var entries = schedule.entries(from: Date(timeIntervalSinceReferenceDate: now), mode: .normal).makeIterator()
            // The latest entry at or before the appearance is shown; the next is scheduled.
            for _ in 0..<Self.maxEntriesBefore {
                guard let next = entries.next() else { break }
                guard next.timeIntervalSinceReferenceDate <= now else {
                    ticker.upcoming = next
                    break
                }
                ticker.first = next
            }
            ticker.rest = AnyIterator { entries.next() }
            scheduleNext(clock: clock)
        }
        // Gone from the tree, the view stops updating (a new appearance is a new identity).
        if ticker.started { context.session.registerAppearance(at: context.path, appear: nil, disappear: { ticker.stopped = true }) }
        let date = shown ?? ticker.first ?? Date(timeIntervalSinceReferenceDate: now)
        return resolve(context.session.evaluatingBody { content(Context(date: date, cadence: .live)) }, in: context)
    }

    /// Schedules the next entry: an update at its instant showing its date, then the one after.
    private func scheduleNext(clock: any SceneClock) {
        let ticker = ticker
        guard let entry = ticker.upcoming else { return }
        var following = ticker.rest?.next()
        // Entries must move forward: one at or before this one ends the timeline.
        if let date = following, date <= entry { following = nil }
        ticker.upcoming = following
        clock.schedule(at: entry.timeIntervalSinceReferenceDate, site: nil) {
            guard let clock = ThreadContext.current.clock, !ticker.stopped else { return }
            shown = entry
            scheduleNext(clock: clock)
        }
    }
}

/// A timeline view's entries still to come, one per identity (its `@State`).
final class TimelineTicker {
    var started = false
    var stopped = false
    var first: Date?
    var upcoming: Date?
    var rest: AnyIterator<Date>?
}

/// SwiftUI's `TimelineViewDefaultContext`: the entry's date and how often the view updates.
public struct TimelineViewDefaultContext {
    /// How often the view updates: AnimSim runs every schedule live.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }

    public let date: Date
    public let cadence: Cadence
}

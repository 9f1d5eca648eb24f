import AnimSimCore
import Foundation

/// The date a `TimelineView`'s content shows at each instant of the scene's clock, from the
/// instant the view appeared (swiftui-animatable.md K5): the latest entry of its schedule at
/// or before the instant, the first one before that (the appearance, or an entry that
/// `.periodic`/`.everyMinute` place before it), so the content changes at the entries and
/// not between them, as SwiftUI's does.
///
/// `.animation` is worked out, not listed: unpaused with no `minimumInterval`, the date is
/// the instant itself, exactly, at every frame; with one, the latest `start + k·interval`;
/// paused, the start. Any other schedule's entries are read lazily, as far as evaluation
/// asks, under the view lock (a schedule is user code), and at most `maxEntries` of them:
/// a schedule denser than that stops there, with a warning, rather than fill memory.
final class TimelineDates: @unchecked Sendable {
    private enum Kind {
        case live
        case every(Double)
        case listed
    }

    let start: Double
    private let kind: Kind
    private var entries: [Double] = []
    private var rest: AnyIterator<Date>?

    /// Entries read from one schedule at most (a `.periodic(by: 0.001)` for 100 s).
    static var maxEntries: Int { 100_000 }

    init<Schedule: TimelineSchedule>(_ schedule: Schedule, from start: Double) {
        self.start = start
        if let animation = schedule as? AnimationTimelineSchedule, !animation.paused {
            kind = animation.minimumInterval.map { .every(max($0, 1e-3)) } ?? .live
        } else {
            kind = .listed
            var iterator = schedule.entries(from: Date(timeIntervalSinceReferenceDate: start), mode: .normal).makeIterator()
            rest = AnyIterator { iterator.next() }
        }
    }

    /// The date shown at scene time `time`, in seconds after the reference date.
    func date(at time: Double) -> Double {
        switch kind {
        case .live:
            return max(time, start)
        case .every(let interval):
            // The 1e-9 keeps an instant that is an entry (k/60 at 60 fps) on that entry.
            return start + ((max(time, start) - start) / interval + 1e-9).rounded(.down) * interval
        case .listed:
            read(through: time)
            return lastIndex(atOrBefore: max(time, start)).map { entries[$0] } ?? start
        }
    }

    /// The instant after which the date never changes: infinity for a schedule that goes on
    /// (or that goes on past `horizon` seconds after the start, which the host treats alike).
    func lastChange(horizon: Double) -> Double {
        switch kind {
        case .live, .every: return .infinity
        case .listed:
            read(through: start + horizon)
            return rest == nil ? max(entries.last ?? start, start) : .infinity
        }
    }

    /// Reads entries until one passes `time`, the schedule ends, or `maxEntries` were read.
    /// Entries must move forward: one at or before the previous ends the timeline.
    private func read(through time: Double) {
        while let iterator = rest, entries.last.map({ $0 <= time }) ?? true {
            guard entries.count < Self.maxEntries else {
                rest = nil
                ViewDiagnostics.warnOnce(key: "TimelineView.entries", "TimelineView's schedule has more than \(Self.maxEntries) "
                    + "entries: it stops at t = \(entries.last ?? start) s; use a schedule with fewer dates")
                return
            }
            guard let next = iterator.next()?.timeIntervalSinceReferenceDate, next.isFinite,
                  entries.last.map({ next > $0 }) ?? true else {
                rest = nil
                return
            }
            entries.append(next)
        }
    }

    /// The last entry at or before `time`, by bisection.
    private func lastIndex(atOrBefore time: Double) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] <= time { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}

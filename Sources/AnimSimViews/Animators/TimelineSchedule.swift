import Foundation

/// SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` updates, from the date it
/// starts (swiftui-animatable.md K5). On the scene's clock a date is the scene time after
/// Foundation's reference date (2001-01-01 00:00:00 UTC), as a timer's tick is.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// SwiftUI's `TimelineScheduleMode`: AnimSim always runs in `.normal`.
public enum TimelineScheduleMode: Sendable { case normal, lowFrequency }

/// `.animation(minimumInterval:paused:)`: the start, then every `minimumInterval` (1/120 s
/// when nil); only the start when paused (or in low-frequency mode).
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public var minimumInterval: Double?
    public var paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        let interval = max(minimumInterval ?? 1.0 / 120, 1e-3), start = startDate.timeIntervalSinceReferenceDate
        let stops = paused || mode == .lowFrequency
        var n = 0
        return AnyIterator {
            guard n == 0 || !stops else { return nil }
            defer { n += 1 }
            return Date(timeIntervalSinceReferenceDate: start + Double(n) * interval)
        }
    }
}

/// `.periodic(from:by:)`: aligned to `from`: the first entry is the latest `from + k·interval`
/// at or before the start, then every `interval`. **Choice**: a `from` after the start (such
/// as `.now`, a wall-clock date, which on the scene's clock is decades ahead) aligns to the
/// start itself, so `.periodic(from: .now, by: 1)` ticks at the view's appearance and every
/// second after, the same in every run.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public var startDate: Date
    public var interval: Double

    public init(from startDate: Date, by interval: Double) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        let interval = max(interval, 1e-3), start = startDate.timeIntervalSinceReferenceDate
        let anchor = self.startDate.timeIntervalSinceReferenceDate
        let first = anchor > start ? start : start - (start - anchor).truncatingRemainder(dividingBy: interval)
        var n = 0
        return AnyIterator {
            defer { n += 1 }
            return Date(timeIntervalSinceReferenceDate: first + Double(n) * interval)
        }
    }
}

/// `.everyMinute`: the start when it is on a whole minute, else the minute before it, then
/// each minute at :00.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        let first = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        var n = 0
        return AnyIterator {
            defer { n += 1 }
            return Date(timeIntervalSinceReferenceDate: first + Double(n) * 60)
        }
    }
}

/// `.explicit(dates)`: those dates, in order; the view updates at those still to come.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

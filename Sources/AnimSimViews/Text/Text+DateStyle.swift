import AnimSimCore
import Foundation

/// SwiftUI's `Text(_:style:)` for the two styles that show a date as it is: `.time`
/// (`12:00 AM`) and `.date` (`January 1, 2001`), in the en_US form SwiftUI gives in a US
/// locale. A published clock writes `Text(context.date, style: .time)` under its
/// `TimelineView`.
///
/// Dates on AnimSim are on the scene's clock, counted from Foundation's reference date in
/// UTC (docs/swift.md, `TimelineView`), so the text is formatted in UTC with a fixed locale:
/// the same string on every machine, as traces and goldens need. The styles that count
/// towards or from now (`.relative`, `.offset`, `.timer`) change with every frame without a
/// state change in SwiftUI; AnimSim's texts do not, so those are left out, and a file that
/// uses one stops at the compiler's placed `has no member 'timer'`.
extension Text {
    public struct DateStyle: Equatable, Sendable {
        /// The `DateFormatter` pattern that gives SwiftUI's en_US string.
        let pattern: String

        /// The time of day, hours and minutes: `9:41 AM`.
        public static let time = DateStyle(pattern: "h:mm a")
        /// The date, month spelled out: `June 3, 2019`.
        public static let date = DateStyle(pattern: "MMMM d, yyyy")
    }

    public init(_ date: Date, style: DateStyle) {
        self.init(Self.string(of: date, style: style))
    }

    static func string(of date: Date, style: DateStyle) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = style.pattern
        return formatter.string(from: date)
    }
}

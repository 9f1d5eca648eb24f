import AnimSimCore
import Foundation

/// SwiftUI's `Text(_:format:)` and `Text(_:formatter:)`: a value shown through Foundation's
/// `FormatStyle` (`Text(rating, format: .number)`, `.percent`, `.currency(code: "USD")`,
/// `.dateTime.hour().minute()`, `.list(type: .and)`) or a `Formatter`.
///
/// The formatting is Foundation's own: swift-foundation on Linux (Swift 6) has the same
/// `FormatStyle`s as Apple's, with ICU's data. SwiftUI formats in the environment's locale
/// and time zone, which on a phone are the user's; AnimSim formats in a fixed en_US locale,
/// and a `Date.FormatStyle` in UTC, as `Text(_:style:)` does (`Text+DateStyle.swift`), so the
/// string is the same on every machine, as traces and goldens need: `0.25` with `.percent`
/// is `25%`, `1234.5` with `.currency(code: "USD")` `$1,234.50`, a date `1/2/2001, 6:00 AM`
/// (a narrow no-break space, U+202F, before AM, as iOS 17 writes it).
/// A style that formats against the wall clock (`Date.RelativeFormatStyle`) is Foundation's
/// as it is, so it differs from run to run.
extension Text {
    /// The locale every formatted text is written in.
    static let formatLocale = Locale(identifier: "en_US")

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: Self.fixed(format).format(input))
    }

    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// `format` in `formatLocale`, and a date style in UTC (above).
    static func fixed<F: FormatStyle>(_ format: F) -> F {
        let localized = format.locale(formatLocale)
        guard var date = localized as? Date.FormatStyle, let utc = TimeZone(identifier: "UTC") else { return localized }
        date.timeZone = utc
        return date as? F ?? localized
    }
}

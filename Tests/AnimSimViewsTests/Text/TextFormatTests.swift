import Foundation
import Testing
import AnimSim

/// `Text(_:format:)` and `Text(_:formatter:)` (`Text+Format.swift`): Foundation's format styles
/// in the fixed en_US locale, dates in UTC, so a rating, a share, a price or a clock reads the
/// same on every machine as on a US iPhone.
@MainActor @Suite struct TextFormatTests {
    static func drawn<V: View>(_ view: V) throws -> [String] {
        try LayoutEngine().layout(ViewHost(view).currentTree, in: CGSize(width: 400, height: 400)).items.compactMap { item in
            if case .text(let string, _)? = item.shape { return string }
            return nil
        }
    }

    /// A rating card as published files write one: the count, its share and the price.
    struct Rating: View {
        @State private var rating = 4
        var body: some View {
            VStack {
                Text(rating, format: .number)
                Text(0.256, format: .percent)
                Text(1234.5, format: .currency(code: "USD"))
                Text(1234567.891, format: .number.precision(.fractionLength(1)))
                Text(["Ana", "Ben", "Cy"], format: .list(type: .and))
            }
        }
    }

    @Test func numbersAreWrittenAsInAUSLocale() throws {
        #expect(try Self.drawn(Rating()) == ["4", "25.6%", "$1,234.50", "1,234,567.9", "Ana, Ben, and Cy"])
    }

    /// 30 hours after the reference date is 2 January 2001, 6:00 AM in UTC, whatever the
    /// machine's time zone; the space before AM is U+202F (narrow no-break), as iOS 17's ICU
    /// writes it.
    @Test func datesAreWrittenInUTC() throws {
        let date = Date(timeIntervalSinceReferenceDate: 30 * 3600)
        let view = VStack {
            Text(date, format: .dateTime)
            Text(date, format: .dateTime.hour().minute())
            Text(date, format: Date.FormatStyle(date: .abbreviated, time: .omitted))
        }
        #expect(try Self.drawn(view) == ["1/2/2001, 6:00\u{202F}AM", "6:00\u{202F}AM", "Jan 2, 2001"])
    }

    /// A `NumberFormatter`, as older files show a value.
    @Test func aFormatterWritesItsString() throws {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        #expect(try Self.drawn(Text(NSNumber(value: 3.14159), formatter: formatter)) == ["3.14"])
    }
}

import Foundation
import Testing
import AnimSim

/// `Text(_:style:)`: a date on the scene's clock (seconds after 2001-01-01 00:00 UTC) shown as
/// SwiftUI shows it in a US locale, the same on every machine (UTC, en_US_POSIX).
@MainActor @Suite struct TextDateStyleTests {
    struct Clock: View {
        let date: Date
        var body: some View {
            VStack {
                Text(date, style: .time)
                Text(date, style: .date)
            }
        }
    }

    /// 9:41:59 AM on the first day; 13:05 on day 32, February 1.
    @Test(arguments: [
        (0.0, "12:00 AM", "January 1, 2001"),
        (34_919.0, "9:41 AM", "January 1, 2001"),
        (2_725_500.0, "1:05 PM", "February 1, 2001"),
    ])
    func aDateIsShownInItsStyle(seconds: Double, time: String, date: String) {
        let host = ViewHost(Clock(date: Date(timeIntervalSinceReferenceDate: seconds)))
        #expect(host.currentTree.labelTexts == [time, date])
    }
}

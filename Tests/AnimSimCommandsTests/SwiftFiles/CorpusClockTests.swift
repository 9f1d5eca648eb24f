import Foundation
import Testing

/// `TickingWatchFace.swift`, a watch face as published clocks write it: a `TimelineView(.periodic(from: .now, by: 1))`
/// whose hands are angles of `Calendar.current`'s components of `context.date`, and under them
/// `Text(context.date, style: .time)`. On the scene's clock the date is the reference date
/// (2001-01-01 00:00 UTC) plus the whole seconds since the view appeared, so in closed form,
/// in both panes:
///
/// - at t, the second hand is turned 6° × ⌊t⌋ (a tick a second, no sweep between);
/// - the label is "12:00 AM", as wide as that string measured in DejaVu Sans at 20 pt.
@Suite struct CorpusClockTests {
    @Test(arguments: [(0.5, 0.0), (2.5, 12.0), (7.99, 42.0), (8.0, 48.0)])
    func theSecondHandTicksOnceASecond(time: Double, degrees: Double) throws {
        let panes = try HeroCorpusTests.views("TickingWatchFace.swift", at: time)
        #expect(panes.count == 2)
        for (pane, views) in panes {
            #expect(abs(try CorpusMotionTests.value(views, "secondHand", "rotation") - degrees) < 1e-3, "\(pane)")
        }
    }

    @Test func theLabelReadsMidnight() throws {
        let panes = try HeroCorpusTests.views("TickingWatchFace.swift", at: 1)
        #expect(panes.count == 2)
        try CorpusShorthandTests.expectWidth(of: "timeLabel", in: panes, asText: "12:00 AM", fontSize: 20)
    }
}

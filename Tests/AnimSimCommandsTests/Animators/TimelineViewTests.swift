import Foundation
import Testing

/// `TimelineView` on the scene's clock (swiftui-animatable.md K5): `context.date` is the
/// scene time after the reference date of the latest entry of its schedule; the hand is
/// offset by it.
@Suite struct TimelineViewTests {
    /// `.periodic(from: .now, by: 0.5)`: `.now` is after the scene's dates, so the entries
    /// align to the appearance, t = 0: 0, 0.5, 1, ….
    @Test(arguments: [(0.2, 0.0), (0.4999, 0.0), (0.5001, 0.5), (1.2, 1.0), (2.7, 2.5)])
    func aPeriodicScheduleTicksEveryInterval(time: Double, date: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "hand~", view: "Ticks", at: time) - 190 - date * 10) < 1e-9)
    }

    /// `.animation`: the date is the instant itself, exactly, at frame instants and between
    /// them (trace writes frames to 4 decimals).
    @Test(arguments: [(0.01, 0.01), (0.37, 0.37), (1.2345, 1.2345)])
    func theAnimationScheduleShowsTheInstantItself(time: Double, date: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "hand~", view: "Frames", at: time) - 190 - date * 10) < 1e-4)
    }

    /// `.animation(minimumInterval: 0.25)`: the date moves in steps of 0.25 s from the
    /// appearance, and holds between them.
    @Test(arguments: [(0.2, 0.0), (0.37, 0.25), (0.5, 0.5), (1.2345, 1.0)])
    func aMinimumIntervalQuantisesTheDate(time: Double, date: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "hand~", view: "Quarter", at: time) - 190 - date * 10) < 1e-9)
    }

    /// `.animation(paused: true)`: the appearance's date, for ever.
    @Test(arguments: [0.37, 2.5])
    func aPausedScheduleHoldsItsStart(time: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "hand~", view: "Paused", at: time) - 190) < 1e-9)
    }

    /// `.everyMinute`: the start is on a whole minute (the reference date is), then each minute.
    @Test(arguments: [(30.0, 0.0), (60.5, 60)])
    func everyMinuteTicksOnTheMinute(time: Double, date: Double) throws {
        #expect(abs(try AnimatorsFixture.x(of: "hand~", view: "Minutes", at: time) - 190 - date / 10) < 1e-9)
    }
}

@testable import AnimSimReport
import Foundation
import Testing

/// `--report` embeds every drawn view of every frame, so it has a bound of its own, smaller
/// than compare's: at compare's bound the page took 70 s and 3.9 GB to build.
@Suite struct ReportBoundTests {
    @Test(arguments: [(1_000, 250, true), (1_000, 251, false), (88, 181, true), (100_000, 2, true), (100_000, 3, false)])
    func viewFramesAtTheBoundFit(_ views: Int, _ frames: Int, _ fits: Bool) {
        #expect((ComparisonReport.workRefusal(views: views, frames: frames) == nil) == fits)
    }

    @Test func theRefusalNamesTheBoundTheFigureAndWhatFits() throws {
        let refusal = try #require(ComparisonReport.workRefusal(views: 1_000, frames: 1_999))
        #expect(refusal == "--report embeds every view of every frame: 1000 views × 1999 frames is 1999000 view-frames, "
            + "more than the 250000 a report may hold; leave out --report, or shorten 'duration', lower 'fps' "
            + "or use fewer views (at most 250 frames with 1000 views)")
    }
}

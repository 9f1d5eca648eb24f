import AnimSimCore
import AnimSimMotion
@testable import AnimSimReport
import Foundation
import Testing

/// The report shows what #16's fitting says a keyframe player needs for each strategy.
@Suite struct ReportKeyframesTests {
    @Test func theKeyframeTableComparesTheStrategies() throws {
        var report = try ReportScenes.report(ReportScenes.wheel)
        #expect(!report.html.contains("Keyframes a player needs"))
        let evaluator = try SceneEvaluator(scene: ReportScenes.wheel)
        let motion = MotionExport(evaluator: evaluator, tolerance: report.keyframeTolerance)
        report.keyframes = try [Strategy.position, .animatable].map { FitSummary(strategy: $0, views: try motion.fit($0)) }
        let (position, animatable) = (report.keyframes[0], report.keyframes[1])
        // The arc needs no more cubic keyframes than the chord, but many more straight ones.
        #expect(animatable.straightKeyframes > position.straightKeyframes)
        let html = report.html
        #expect(html.contains("<table id=\"keyframes\">"))
        #expect(html.contains("<td>animatable</td><td class=n>\(animatable.views)</td><td class=n>\(animatable.keyframes)</td>"),
                "\(html.components(separatedBy: "id=keyframes").last?.prefix(600) ?? "")")
        #expect(html.contains("<td class=n>\(animatable.straightKeyframes)</td>"))
    }
}

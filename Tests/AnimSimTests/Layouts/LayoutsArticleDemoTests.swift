import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The demo layouts the gallery's scenes use (article 003's custom stack and cached layout,
/// article 000's crash and loop) behave as the articles' code does. The articles' code itself
/// runs only as their programs (Tests/AnimSimCommandsTests/Articles); ArticleSceneTests traces
/// the custom stack and the circular layout there against these built-ins.
@Suite struct LayoutsArticleDemoTests {
    static func children() -> [ViewNode] {
        [Text("First").id("a"), Rectangle().id("r"), Text("Hello World").id("t")]
    }

    // The cache holds the ideal sizes: "First" 51 × 21, the rectangle 10 × 10, "Hello World"
    // 112.2 × 21; the layout is 112.2 × 52 whatever it is proposed, centred in 100 × 100 at
    // (−6.1, 24); each view is centred on x = 50 and proposed its cached size.
    @Test func cachedStackKeepsTheCachedIdealSizes() throws {
        let result = try LayoutCheck.run(CachedStackLayout()(children: Self.children()))
        #expect(LayoutCheck.close(result.frame("root"), CGRect(x: -6.1, y: 24, width: 112.2, height: 52)))
        #expect(LayoutCheck.close(result.frame("a"), CGRect(x: 24.5, y: 24, width: 51, height: 21)))
        #expect(LayoutCheck.close(result.frame("r"), CGRect(x: 45, y: 45, width: 10, height: 10)))
        #expect(LayoutCheck.close(result.frame("t"), CGRect(x: -6.1, y: 55, width: 112.2, height: 21)))
        // The uncached custom stack gives the rectangle the whole 100 × 100 instead.
        let uncached = try LayoutCheck.run(CustomVStackLayout()(children: Self.children()))
        #expect(uncached.frame("r")?.size == CGSize(width: 100, height: 100))
    }

    /// Article 000's `CrashLayout` as the scene files' `crash` builds it, probed by a stack:
    /// its minimum (proposal 0) is ∞ × ∞. (The article's own, run as the program
    /// Tests/AnimSimCommandsTests/Articles/000-crash, stops with the same message:
    /// ArticleProgramsTests.theCrashLayoutStopsWithAPlacedError.)
    @Test func crashLayoutIsReportedAsAnInsaneSize() {
        let errors = LayoutCheck.errors(HStack { CrashLayout() { Text("Hello, World!") } })
        #expect(errors.first?.layout == "CrashLayout")
        #expect(errors.first?.kind == .insaneSize)
        #expect(errors.first?.message.contains("sizeThatFits returned inf×inf for proposal 0×") == true, "\(errors)")
    }

    @Test func loopingWheelNeverSettles() throws {
        let root = LoopingWheelLayout(radius: 50)(children: (0..<4).map { _ in Rectangle().frame(width: 10, height: 10).pointsToCenter() })
        do {
            let settled = try LayoutEngine(maxWriteBackPasses: 8).settledWriteBacks(root, in: LayoutCheck.canvas)
            Issue.record("settled on \(settled)")
        } catch {
            #expect(error.errors.first?.kind == .twoWayLoop)
            #expect(error.errors.first?.layout == "LoopingWheelLayout")
        }
        // One pass alone is fine: each view is written its rotation (0) plus 15°.
        let written = try LayoutEngine().writeBacks(root, in: LayoutCheck.canvas)
        #expect(written.values["root/0#WheelRotationKey"] == WriteBackValue(Angle.radians(Angle.degrees(15).radians)))
    }
}

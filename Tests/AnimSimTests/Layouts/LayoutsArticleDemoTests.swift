import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// The demo layouts the gallery's scenes use (article 003's custom stack and cached layout,
/// article 000's crash and loop) behave as the articles' code does.
@Suite struct LayoutsArticleDemoTests {
    static func children() -> [ViewNode] {
        [Text("First").id("a"), Rectangle().id("r"), Text("Hello World").id("t")]
    }

    @Test(arguments: [CGSize(width: 100, height: 100), CGSize(width: 60, height: 300)])
    func customVStackIsTheArticlesCode(canvas: CGSize) throws {
        let ours = try LayoutCheck.run(CustomVStackLayout()(children: Self.children()), in: canvas)
        let article = try LayoutCheck.run(Article003.MyCustomLayout()(children: Self.children()), in: canvas)
        for id in ["root", "a", "r", "t"] {
            let expected = try #require(article.frame(id))
            #expect(LayoutCheck.close(ours.frame(id), expected), "\(id)")
        }
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

    @Test func crashLayoutIsReportedLikeThePort() {
        let ours = LayoutCheck.errors(HStack { CrashLayout() { Text("Hello, World!") } })
        let port = LayoutCheck.errors(HStack { Article000.CrashLayout() { Text("Hello, World!") } })
        #expect(ours.first?.layout == "CrashLayout")
        #expect(ours.first?.kind == .insaneSize)
        #expect(ours.map(\.message) == port.map(\.message))
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

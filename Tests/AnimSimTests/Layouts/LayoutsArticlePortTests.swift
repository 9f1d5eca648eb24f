import Testing
import Foundation
@testable import AnimSimCore
import AnimSimNodeBuilder

/// Article 004's fixedSize replica (ArticlePorts004.swift) on subjects and proposals the
/// article's view does not try, against `.fixedSize` frame for frame, and where the two part
/// (its frame and ZStack replicas run as a program: Article004ProgramsTests); article 003's
/// custom stack and cache, as the built-ins the scene files use (the article's own code runs
/// as the program Tests/AnimSimCommandsTests/Articles/003-layouts, traced against them by
/// ArticleSceneTests).
@Suite struct LayoutsArticlePortTests {
    /// Every view of `a` has the same frame in `b`.
    static func sameFrames(_ a: DisplayList, _ b: DisplayList, _ context: String) {
        #expect(a.items.count == b.items.count, "\(context)")
        for view in a.items {
            #expect(LayoutCheck.close(b.frame(view.id), view.frame, 1e-9), "\(context): \(view.id)")
        }
    }

    @Test func customVStackStacksFromTheTop() throws {
        // 50 × 20 over 30 × 10: 50 × 30 at (25, 35); each centred horizontally, top down.
        let root = CustomVStackLayout()(children: [
            Rectangle().frame(width: 50, height: 20).id("a"), Rectangle().frame(width: 30, height: 10).id("b"),
        ])
        let result = try LayoutCheck.run(root)
        #expect(result.frame("a") == CGRect(x: 25, y: 35, width: 50, height: 20))
        #expect(result.frame("b") == CGRect(x: 35, y: 55, width: 30, height: 10))
        // For fixed-size children it is a VStack without spacing.
        let vstack = try LayoutCheck.run(VStack(spacing: 0) {
            Rectangle().frame(width: 50, height: 20).id("a"); Rectangle().frame(width: 30, height: 10).id("b")
        })
        Self.sameFrames(result, vstack, "custom vstack")
    }

    @Test func customVStackGivesEveryChildTheWholeProposal() throws {
        // Unlike VStack it does not share the height: two rectangles are 100 tall each, so the
        // layout is 100 × 200, centred at y = −50.
        let result = try LayoutCheck.run(CustomVStackLayout() { Rectangle().id("a"); Rectangle().id("b") })
        #expect(result.frame("a") == CGRect(x: 0, y: -50, width: 100, height: 100))
        #expect(result.frame("b") == CGRect(x: 0, y: 50, width: 100, height: 100))
    }

    @Test func cacheIsMadeOncePerPassAndNeverUpdated() throws {
        // The HStack asks the cached layout for its size several times (minimum, maximum, its
        // share); the cache is made once per pass. The engine builds a fresh graph for every
        // pass, so nothing survives to be updated: updateCache is never called.
        let root = HStack {
            CachedStackLayout()(children: [
                Rectangle().frame(width: 20, height: 10).id("a"), Rectangle().frame(width: 30, height: 20).id("b"),
            ]).id("cached")
            Rectangle().id("r")
        }
        var result: DisplayList?
        let calls = try LayoutCallCounter.counting { result = try LayoutCheck.run(root) }
        #expect(calls["CachedLayout", "makeCache"] == 1)
        #expect(calls["CachedLayout", "updateCache"] == 0)
        #expect(calls["CachedLayout", "sizeThatFits"] >= 2)
        #expect(calls["CachedLayout", "placeSubviews"] == 1)
        // From the cached ideal sizes: 30 × 30, offered 46, at x = 0, each view centred on
        // x = 15; the rectangle takes 62.
        #expect(result?.frame("cached") == CGRect(x: 0, y: 35, width: 30, height: 30))
        #expect(result?.frame("a") == CGRect(x: 5, y: 35, width: 20, height: 10))
        #expect(result?.frame("b") == CGRect(x: 0, y: 45, width: 30, height: 20))
        #expect(result?.frame("r") == CGRect(x: 38, y: 0, width: 62, height: 100))
        let again = try LayoutCallCounter.counting { _ = try LayoutCheck.run(root) }
        #expect(again["CachedLayout", "makeCache"] == 1 && again["CachedLayout", "updateCache"] == 0)
    }

    static let fixedSizeSubjects: [ViewNode] = [
        Rectangle(), Text("Hello World"), Rectangle().frame(idealWidth: 40, idealHeight: 30),
        HStack { Rectangle() }, Circle().frame(maxWidth: 70),
    ]

    /// Where the replica and the built-in part: the replica places its child with the bounds
    /// as a concrete proposal, the built-in with the proposal it measured with (nil on the
    /// fixed axes), which article 004's own puzzle needs. A view answering a concrete width
    /// differently from nil shows it: in `HStack { Rectangle(); Text("Hi") }` measured at
    /// nil, the rectangle is 10 and the text 20.4 (38.4 with the spacing). Placed at nil the
    /// built-in keeps them (the rectangle as tall as the stack, which proposes its own height
    /// on an unspecified cross axis); the replica re-divides 38.4 − 8 between two flexible
    /// views (a text may shrink to 0): 15.2 each, the text cut.
    @Test func fixedSizeReplicaPlacesWithTheBounds() throws {
        let view = HStack { Rectangle().id("r"); Text("Hi").id("t") }
        let replica = try LayoutCheck.run(Article004.MyFixedSizeLayout(horizontal: true, vertical: true)(children: [view]))
        let builtIn = try LayoutCheck.run(view.fixedSize())
        #expect(builtIn.frame("r") == CGRect(x: 30.8, y: 39.5, width: 10, height: 21))
        #expect(LayoutCheck.close(builtIn.frame("t"), CGRect(x: 48.8, y: 39.5, width: 20.4, height: 21)))
        #expect(LayoutCheck.close(replica.frame("r")?.width ?? 0, 15.2))
        #expect(LayoutCheck.close(replica.frame("t")?.width ?? 0, 15.2))
    }

    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)] as [(Bool, Bool)])
    func fixedSizeReplicaMatchesFixedSize(horizontal: Bool, vertical: Bool) throws {
        for (index, view) in Self.fixedSizeSubjects.enumerated() {
            let replica = try LayoutCheck.run(Article004.MyFixedSizeLayout(horizontal: horizontal, vertical: vertical)(children: [view]))
            let builtIn = try LayoutCheck.run(view.fixedSize(horizontal: horizontal, vertical: vertical))
            Self.sameFrames(replica, builtIn, "subject \(index)")
        }
    }
}

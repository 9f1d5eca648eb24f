import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Every gallery scene loads and lays out at its first, middle and last frame, with every
/// strategy it shows.
@Suite struct GalleryTests {
    @Test(arguments: TestSupport.galleryScenes)
    func sceneLoadsAndEvaluates(_ path: String) throws {
        let loaded = try TestSupport.load(path)
        let evaluator = try loaded.evaluator()
        #expect(evaluator.frameCount > 1, "\(path) should animate")
        #expect(!loaded.animatedParameters.isEmpty)
        for frame in [0, evaluator.frameCount / 2, evaluator.frameCount - 1] {
            for strategy in loaded.scene.strategies {
                let list = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy)
                // viewCount counts every view a state could hold; a scene whose views come
                // and go draws only some of them at an instant.
                #expect(list.items.count >= (loaded.scene.hasLiveBody ? loaded.viewCount : 2))
                #expect(list.items.allSatisfy { $0.frame.minX.isFinite && $0.frame.width >= 0 })
            }
        }
    }

    @Test func galleryHasEveryArticleDemo() {
        let expected = ["wheel-90", "wheel-360", "wheel-rotation-radius", "wheel-points-to-center", "recursive-wheel",
                        "interpolated", "wave", "composed", "tree", "flow", "waterfall", "circular", "sizes-frame",
                        "sizes-fixedsize", "keyframes", "springs-interrupted", "stack-priority", "stack-flexibility",
                        "custom-vstack", "cached-stack", "sizes-proposals", "layout-switch", "combined-layouts"]
        let present = Set(TestSupport.galleryScenes.map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: "") })
        #expect(Set(expected).isSubset(of: present))
    }

    /// docs/article-demos.md names only scenes that exist, and every scene, the failing ones
    /// included, is listed there: the README's "a scene for every demo" rests on that page.
    @Test func articleDemosPageMatchesTheGallery() throws {
        let page = try String(contentsOfFile: TestSupport.path("docs/article-demos.md"), encoding: .utf8)
        let named = Set(page.matches(of: /scenes\/[a-z0-9\/-]+\.yaml/).map { String($0.output) })
        for scene in named { #expect(FileManager.default.fileExists(atPath: TestSupport.path(scene)), "\(scene)") }
        let failing = ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.path("scenes/failing"))) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { "scenes/failing/" + $0 }
        #expect(failing.count == 2)
        for scene in TestSupport.galleryScenes + failing
        where !["keyframes", "springs-interrupted", "stack-priority"].contains(where: { scene.contains($0) }) {
            #expect(named.contains(scene), "\(scene) is not in docs/article-demos.md")
        }
    }

    /// The rendering benchmark's scene: 8 squares 70×70 on a radius-130 wheel turned
    /// 0° → 90° over 2 s at 60 fps, 121 frames, the first square's centre on the circle.
    @Test func benchmarkSceneIsTheWheelTheIssueDefines() throws {
        let loaded = BenchmarkScene.load()
        let evaluator = try loaded.evaluator()
        #expect(evaluator.frameCount == 121)
        let end = try evaluator.evaluate(at: 2, strategy: .animatable)
        #expect(end.state.first?.value == 90)
        let squares = end.items.filter { $0.shape == .roundedRectangle(cornerRadius: 8) }
        #expect(squares.count == 8 && squares.allSatisfy { $0.frame.size == CGSize(width: 70, height: 70) })
        let v0 = try #require(end.item("v0"))
        let centre = CGPoint(x: loaded.scene.canvas.width / 2, y: loaded.scene.canvas.height / 2)
        #expect(abs(v0.center.x - (centre.x + 130)) < 1e-9 && abs(v0.center.y - centre.y) < 1e-9)
    }

    @Test func defaultSceneIsTheWheelComparison() throws {
        let loaded = DefaultScene.load()
        #expect(loaded.scene.strategies == [.position, .animatable])
        #expect(loaded.viewCount == 9)
        let evaluator = try loaded.evaluator()
        let end = try evaluator.evaluate(at: evaluator.duration, strategy: .animatable)
        #expect(end.state.first?.value == 360)
        // 360° brings every view home: the position strategy ends where it started.
        let start = try evaluator.evaluate(at: 0, strategy: .position)
        let last = try evaluator.evaluate(at: evaluator.duration, strategy: .position)
        for id in ["v0", "v3", "v7"] {
            let a = try #require(start.item(id)?.frame), b = try #require(last.item(id)?.frame)
            #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6)
        }
    }

    /// At 90° the animatable wheel keeps every view on the circle; the position strategy's
    /// straight line cuts inside it halfway through.
    @Test func wheel90ShowsTheDifference() throws {
        let loaded = try TestSupport.load("scenes/wheel-90.yaml")
        let evaluator = try loaded.evaluator()
        let middle = 1.5
        let animatable = try evaluator.evaluate(at: middle, strategy: .animatable)
        let position = try evaluator.evaluate(at: middle, strategy: .position)
        func distance(_ list: DisplayList) throws -> Double {
            let c = try #require(list.item("v0")?.center)
            return hypot(c.x - 165, c.y - 165)
        }
        #expect(abs(try distance(animatable) - 130) < 0.01)
        #expect(try distance(position) < 120)
    }
}

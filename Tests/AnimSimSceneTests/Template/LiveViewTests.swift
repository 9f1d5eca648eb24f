import Foundation
import Testing
import AnimSimCore
@testable import AnimSimScene

/// Scene files keep one layout graph per worker and refresh only the views that read the
/// state. The answer must be exactly what building the whole tree afresh gives, at every
/// instant and whatever instants came before (scrubbing back, jumping, parallel workers).
@Suite struct LiveViewTests {
    /// Live views everywhere they can be: layout arguments, modifiers of children, a
    /// background view, a nested stack, text whose size follows a state font, and views
    /// that read nothing between them.
    static let everyKind = """
        animsim: 1
        canvas: { width: 400, height: 300 }
        duration: 2
        state:
          angle: 0deg
          radius: 60
          width: 40
          fade: 1
          gap: 4
        view:
          vstack: { spacing: $gap }
          children:
            - wheel: { radius: $radius, rotation: $angle }
              children:
                - forEach: 6
                  view:
                    rect: {}
                    frame: { width: $width, height: 20 }
                    opacity: $fade
                    id: "w{i}"
            - hstack: { spacing: 2 }
              padding: $gap
              background: { capsule: {}, frame: { width: $width }, fill: teal }
              children:
                - text: "Label"
                  font: $width
                - circle: {}
                  frame: { width: 10, height: 10 }
                  offset: { x: $gap, y: 0 }
                  rotationEffect: $angle
        timeline:
          - at: 0
            animation: easeInOut(duration: 1)
            set: { angle: 270deg, radius: 90, width: 20, fade: 0.4, gap: 12 }
          - at: 0.6
            animation: spring(duration: 0.8, bounce: 0.4)
            set: { width: 50, gap: 1 }
        """

    static let scenes: [String] = ["every-kind"] + TestSupport.galleryScenes
    static let changingTrees: Set = ["scenes/flow-demo.yaml", "scenes/waterfall-dynamic.yaml", "scenes/wheel-gains-views.yaml"]

    static func load(_ name: String) throws -> LoadedScene {
        name == "every-kind" ? try SceneLoader().load(yaml: everyKind, source: "every-kind.yaml") : try TestSupport.load(name)
    }

    @Test(arguments: scenes)
    func liveGraphsMatchFreshTrees(_ name: String) throws {
        let loaded = try Self.load(name)
        // Scenes whose views come and go are rebuilt per state; the comparison still holds.
        #expect(loaded.scene.hasLiveBody == !Self.changingTrees.contains(name))
        var fresh = loaded.scene
        fresh.hasLiveBody = false
        let live = try SceneEvaluator(scene: loaded.scene)
        let rebuilt = try SceneEvaluator(scene: fresh)
        let count = live.frameCount
        // Forwards, backwards, then jumping about: a kept graph sees every kind of history.
        var frames = Array(stride(from: 0, to: count, by: 3))
        frames += frames.reversed()
        var random = FuzzTests.SplitMix64(state: 7)
        frames += (0..<40).map { _ in Int.random(in: 0..<count, using: &random) }
        for frame in frames {
            let time = live.time(ofFrame: frame)
            let strategies = loaded.scene.strategies
            let expected = try rebuilt.evaluate(at: time, strategies: strategies)
            let actual = try live.evaluate(at: time, strategies: strategies)
            #expect(actual == expected, "\(name) frame \(frame)")
            if actual != expected { return }
        }
    }

    @Test func onlyViewsThatReadStateAreLive() throws {
        let loaded = try Self.load("every-kind")
        let root = loaded.scene.body(loaded.scene.initialState)
        func liveIDs(_ node: ViewNode, _ path: String) -> [String] {
            let here = node.live != nil ? [node.id ?? path] : []
            return here + node.children.enumerated().flatMap { liveIDs($1, path + "/" + String($0)) }
        }
        let ids = liveIDs(root, "root")
        // The vstack, the wheel, its six children, the hstack (padding), its background
        // capsule (frame width), the text (font) and the circle (offset, rotation).
        #expect(ids.count == 12, "\(ids)")
        #expect(ids.contains("w0") && ids.contains("w5"))
    }
}

import AnimSimCore
import Foundation
import Testing
@testable import AnimSimScene

/// `SceneEvaluator.quietTime`, which lets `check` lay out one instant for the whole still
/// tail of a scene: every gallery scene, lengthened two seconds past it, must show exactly
/// the same items (and state) at every frame from there on as at the first one, in both
/// panes. A quiet time set too early (an animation, a transition or a written value still
/// moving) shows up here as a frame that differs.
@Suite struct QuietTimeTests {
    @Test(arguments: TestSupport.galleryScenes)
    func everyFrameFromTheQuietTimeOnIsTheSame(_ path: String) throws {
        let loaded = try TestSupport.load(path)
        try Self.expectStill(loaded, path)
    }

    /// What moves without any number animating: words reordered and aligned anew (lists and
    /// words have no channel), so only the panes' own animations say when they settle.
    @Test func aShuffleSettlesWithItsAnimation() throws {
        let yaml = """
        animsim: 1
        duration: 6
        state: { words: [one, two, three, four], alignment: leading }
        view:
          flow: { spacing: 6, alignment: $alignment }
          frame: { width: 120 }
          children:
            - forEach: $words
              view: { text: "{item}", id: "w-{item}", padding: 4 }
        timeline:
          - { at: 0.5, animation: easeInOut(duration: 2), set: { words: [four, three, two, one] } }
          - { at: 1, animation: easeInOut(duration: 2), set: { alignment: trailing } }
        """
        let loaded = try SceneLoader().load(yaml: yaml, source: "shuffle.yaml", directory: nil)
        let quiet = try loaded.evaluator().quietTime
        #expect(quiet >= 3, "the alignment's move ends at 3 s: \(quiet)")
        try Self.expectStill(loaded, "shuffle.yaml")
    }

    /// A view leaving with the identity transition: nothing animates, in any channel, yet
    /// it is drawn beneath the others until its removal's animation ends.
    @Test func aLeavingViewIsDrawnUntilItsRemovalEnds() throws {
        let yaml = """
        animsim: 1
        duration: 6
        state: { badge: true }
        view:
          zstack: {}
          children:
            - rect: {}
              frame: { width: 40, height: 40 }
            - if: $badge
              view: { circle: {}, id: badge, frame: { width: 10, height: 10 }, transition: identity }
        timeline:
          - { at: 0.5, animation: easeInOut(duration: 2), set: { badge: false } }
        """
        let loaded = try SceneLoader().load(yaml: yaml, source: "leaving.yaml", directory: nil)
        let quiet = try loaded.evaluator().quietTime
        #expect(quiet >= 2.5, "the removal runs until 2.5 s: \(quiet)")
        try Self.expectStill(loaded, "leaving.yaml")
    }

    /// Lengthens the scene two seconds past its quiet time and compares every frame from
    /// there on with the first, in each pane.
    static func expectStill(_ loaded: LoadedScene, _ name: String) throws {
        let quiet = try loaded.evaluator().quietTime
        #expect(quiet.isFinite, "the gallery's scenes all settle")
        var scene = loaded.scene
        scene.duration = quiet + 2
        let evaluator = try SceneEvaluator(scene: scene)
        #expect(evaluator.quietTime == quiet, "lengthening a scene does not move its quiet time")
        let frames = (0..<evaluator.frameCount).filter { evaluator.time(ofFrame: $0) >= quiet }
        #expect(frames.count >= 2 * Int(evaluator.scene.fps) - 1)
        for strategy in evaluator.scene.strategies {
            let first = try evaluator.evaluate(at: evaluator.time(ofFrame: frames[0]), strategy: strategy)
            for frame in frames.dropFirst() {
                let list = try evaluator.evaluate(at: evaluator.time(ofFrame: frame), strategy: strategy)
                #expect(list.items == first.items && list.state == first.state,
                        "\(name), \(strategy): frame \(frame) differs from frame \(frames[0]) at the quiet time \(quiet)")
                if list.items != first.items { break }
            }
        }
    }

    /// The bound is no larger than it must be: the last change and its animation, one
    /// frame for the written values, nothing for the scene's length.
    @Test func aSceneOfAnHourThatSettlesEarlyIsQuietAfterItsAnimation() throws {
        let loaded = try TestSupport.load("Tests/AnimSimCommandsTests/Scenes/tree-spacing-curve-dips.yaml")
        let evaluator = try loaded.evaluator()
        #expect(evaluator.duration == 3600)
        #expect(abs(evaluator.quietTime - (1.5 + 1 / 60)) < 1e-9, "\(evaluator.quietTime)")
    }

    /// An animation that never ends never lets the scene be quiet.
    @Test func repeatForeverIsNeverQuiet() throws {
        let yaml = """
        animsim: 1
        duration: 5
        state: { x: 0 }
        view: { rect: {}, frame: { width: 10, height: 10 }, offset: [$x, 0] }
        timeline:
          - at: 0
            animation: easeInOut(duration: 1).repeatForever()
            set: { x: 100 }
        """
        let loaded = try SceneLoader().load(yaml: yaml, source: "forever.yaml", directory: nil)
        #expect(try loaded.evaluator().quietTime == .infinity)
    }
}

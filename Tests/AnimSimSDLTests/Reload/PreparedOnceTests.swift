import AnimSimCore
import AnimSimScene
import Foundation
import Testing
@testable import AnimSimSDL

/// The window prepares its scene once per rebuild: the command's scene is the first one
/// shown (not read again), and a use of a control makes one evaluator for both its quick and
/// its full build, the same frames as an evaluator made for the scene with the use directly.
@Suite struct PreparedOnceTests {
    static let loaded: LoadedScene = {
        try! SceneLoader().load(yaml: """
            animsim: 1
            fps: 20
            duration: 1
            state: { angle: 0deg }
            view:
              wheel: { radius: 40, rotation: $angle }
              children:
                - forEach: 4
                  view: { rect: {}, frame: { width: 10, height: 10 }, id: "v{i}" }
            timeline:
              - at: 0
                animation: linear(duration: 1)
                set: { angle: 90deg }
            """)
    }()

    /// Counts the calls of a load closure.
    final class Loads: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.lock(); value += 1; lock.unlock() }
        var count: Int { lock.lock(); defer { lock.unlock() }; return value }
    }

    @Test func theFirstPrepareShowsTheCommandsSceneAndLaterOnesLoad() throws {
        let prepared = try PreparedScene(Self.loaded)
        let loads = Loads()
        let source = SceneSource(path: nil, first: .success(prepared)) {
            loads.add()
            return prepared
        }
        _ = try source.prepare().get()
        #expect(loads.count == 0)
        _ = try source.prepare().get()
        #expect(loads.count == 1)
    }

    @Test func aUseMakesOneEvaluatorForItsQuickAndFullBuilds() throws {
        let base = try LiveComposer(PreparedScene(Self.loaded))
        let use = ControlUse(change: StateChange(at: 0.5, animation: .linear(duration: 2), set: ["angle": 180]),
                             animationText: "linear(duration: 2)", control: "turn")
        let log = SceneReadLog()
        let quick = try log.recording { try base.replaying([use], quick: true) }
        let full = try log.recording { try quick.completed() }
        #expect(log.evaluators == 1)
        #expect(quick.isQuick && !full.isQuick)
        // The scene's 1 s runs on to where the use settles, 2.5 s.
        #expect(abs(full.duration - 2.5) <= 1e-12)
        var direct = Self.loaded.scene
        direct.timeline.append(use.change)
        direct.duration = 2.5
        let expected = try SceneEvaluator(scene: direct)
        for frame in [0, 10, 25, 50] {
            let time = expected.time(ofFrame: frame)
            #expect(try full.composer.evaluator.evaluate(at: time, strategies: [.position, .animatable])
                == expected.evaluate(at: time, strategies: [.position, .animatable]), "frame \(frame)")
        }
    }
}

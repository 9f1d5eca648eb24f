import AnimSimCore
import Foundation

/// A scene ready for a command: the loaded scene, its evaluator made once, the files it was
/// read from and their digest. Every command takes one (`render`, `play`, `compare`,
/// `trace`, `check`, the Lottie and SVG export), made once per run, and `play` makes one more
/// per rebuild (a reload, a use of a control): this is the one place outside the core that
/// makes a `SceneEvaluator`.
///
/// A scene built in Swift joins the same road: `LoadedScene(scene:)` gives it no files and
/// no digest, and everything else is the same.
public struct PreparedScene: Sendable {
    /// The scene as read, before a command's options (its own rate, for limits and records).
    public let loaded: LoadedScene
    /// The evaluator of `scene`.
    public let evaluator: SceneEvaluator

    /// The scene as evaluated: the loaded one with the command's options (`--fps`).
    public var scene: Scene { evaluator.scene }
    /// The scene file and its includes: outputs never replace them, a window watches them.
    public var inputs: [String] { loaded.inputs }
    /// What identifies the content (`LoadedScene.digest`).
    public var digest: String? { loaded.digest }
    /// What the scene shows, from its `description:`.
    public var description: String? { scene.description }
    public var controls: [SceneControl] { loaded.controls }
    /// Whether the scene is a file, which a recording of control uses can be written from.
    public var isFile: Bool { !loaded.inputs.isEmpty }

    /// Prepares `loaded` with `options` applied to its scene (a command's `--fps`). Layout
    /// problems come back placed at the view's `id` when it has one, else at `view:`; a scene
    /// over the limits only an evaluator knows (settle time, frames, views × frames at the
    /// scene's own rate) is refused unless `checkingLimits` is false.
    public init(_ loaded: LoadedScene, engine: LayoutEngine = LayoutEngine(), checkingLimits: Bool = true,
                options: (inout Scene) -> Void = { _ in }) throws(SceneErrors) {
        switch Self.attempt(loaded, engine: engine, checkingLimits: checkingLimits, options: options) {
        case .success(let prepared): self = prepared
        case .failure(.layout(let errors)), .failure(.limits(let errors)): throw errors
        }
    }

    /// A scene built in Swift whose evaluator the caller made (tests, the window's own).
    public init(evaluator: SceneEvaluator) {
        self.init(loaded: LoadedScene(scene: evaluator.scene), evaluator: evaluator)
    }

    private init(loaded: LoadedScene, evaluator: SceneEvaluator) {
        self.loaded = loaded
        self.evaluator = evaluator
    }

    /// Why a scene could not be prepared: its layout fails (`render` then draws the error
    /// instead of frames), or it is over the limits.
    public enum Failure: Error, Sendable {
        case layout(SceneErrors)
        case limits(SceneErrors)
    }

    /// `init`, telling a layout that fails from a scene over the limits.
    public static func attempt(_ loaded: LoadedScene, engine: LayoutEngine = LayoutEngine(), checkingLimits: Bool = true,
                               options: (inout Scene) -> Void = { _ in }) -> Result<PreparedScene, Failure> {
        var scene = loaded.scene
        options(&scene)
        let evaluator: SceneEvaluator
        do { evaluator = try make(scene, engine: engine) } catch { return .failure(.layout(loaded.positioned(error))) }
        if checkingLimits {
            do { try loaded.checkLimits(duration: evaluator.duration) } catch { return .failure(.limits(error)) }
        }
        return .success(PreparedScene(loaded: loaded, evaluator: evaluator))
    }

    /// This scene with `uses` in its timeline: each after the entries at or before its time,
    /// as a recording's appended entries sort when read back. A scene with a `duration:`
    /// runs on to where the uses have settled.
    public func replaying(_ uses: [ControlUse]) throws(LayoutErrors) -> PreparedScene {
        guard !uses.isEmpty else { return self }
        var scene = self.scene
        for use in uses {
            let index = scene.timeline.lastIndex { $0.time <= use.change.time }.map { $0 + 1 } ?? 0
            scene.timeline.insert(use.change, at: index)
        }
        let duration = scene.duration
        scene.duration = nil
        var evaluator = try Self.make(scene, engine: self.evaluator.engine)
        if let duration { evaluator = try evaluator.lasting(max(duration, evaluator.duration)) }
        return PreparedScene(loaded: loaded, evaluator: evaluator)
    }

    /// The recording of this scene with `uses` appended (`play --record`).
    public func recording(with uses: [ControlUse], duration: Double) throws -> String {
        try loaded.recording(with: uses, duration: duration)
    }

    private static func make(_ scene: Scene, engine: LayoutEngine) throws(LayoutErrors) -> SceneEvaluator {
        SceneReadLog.current?.evaluatorMade()
        return try SceneEvaluator(scene: scene, engine: engine)
    }
}

import Foundation
import AnimSimCore

/// A loaded scene and what tools report about it.
public struct LoadedScene: Sendable {
    public let scene: Scene
    /// Views after forEach expansion, as written (modifiers' wrappers not counted).
    public let viewCount: Int
    /// State parameters the timeline or keyframes move, in declaration order.
    public let animatedParameters: [String]
    /// Files pulled in with `include:`, as opened (relative to the working directory when
    /// the scene path was); a live window watches them beside the scene file.
    public let includedFiles: [String]
    /// The file's `description:` (what the scene shows), for headings on exported frames.
    public let description: String?
    /// `controls:`: the window's panel (docs/scene-format.md, "Controls").
    public let controls: [SceneControl]
    /// The document with its includes resolved, which a recording writes out again.
    let document: YAMLValue?
    let limits: SceneLimits
    let idLocations: [String: SourceLocation]
    let viewLocation: SourceLocation
    let timingLocation: SourceLocation
    let durationLocation: SourceLocation?

    init(_ result: SceneReadResult, limits: SceneLimits, includedFiles: [String] = [], document: YAMLValue? = nil) {
        self.includedFiles = includedFiles
        self.document = document
        controls = result.controls
        description = result.description?.trimmingCharacters(in: .whitespacesAndNewlines)
        scene = result.scene
        viewCount = result.viewCount
        animatedParameters = result.animatedParameters
        idLocations = result.idLocations
        viewLocation = result.viewLocation
        timingLocation = result.timingLocation
        durationLocation = result.durationLocation
        self.limits = limits
    }

    /// The evaluator for this scene. Layout problems found while preparing it (a layout
    /// reporting an impossible size, a two-way value that never settles) come back as
    /// `SceneErrors` placed at the view's `id` when it has one, else at `view:`; a scene
    /// whose animations take longer than the duration limit to settle is refused too.
    public func evaluator(engine: LayoutEngine = LayoutEngine()) throws(SceneErrors) -> SceneEvaluator {
        let evaluator: SceneEvaluator
        do { evaluator = try SceneEvaluator(scene: scene, engine: engine) } catch { throw positioned(error) }
        try checkLimits(of: evaluator)
        return evaluator
    }

    /// The limits only an evaluator knows: how long the animations take to settle, the
    /// frame count, and views × frames when the duration is the settle time. `render` builds its own evaluator and asks this, so it refuses what
    /// `check` refuses.
    public func checkLimits(of evaluator: SceneEvaluator) throws(SceneErrors) {
        if scene.duration == nil, evaluator.duration > limits.maximumDuration {
            throw SceneErrors(SceneError(timingLocation, "the animations take \(TraceNumber.format(evaluator.duration)) s to settle; "
                + "give the scene a 'duration:' of at most \(TraceNumber.format(limits.maximumDuration)) s"))
        }
        if Double(evaluator.frameCount) > Double(limits.maximumFrames) {
            throw SceneErrors(SceneError(timingLocation, "\(evaluator.frameCount) frames is more than \(limits.maximumFrames); lower fps or duration"))
        }
        let work = SceneWork(views: viewCount, frames: evaluator.frameCount, duration: evaluator.duration, fps: scene.fps)
        if let message = work.refusal(limits) { throw SceneErrors(SceneError(timingLocation, message)) }
    }

    /// An error about work a command would do on this scene as a whole (compare's samples),
    /// placed where the scene's length is set: its `duration:`, else its timeline.
    public func refusal(_ message: String) -> SceneErrors {
        SceneErrors(SceneError(durationLocation ?? timingLocation, message))
    }

    /// Layout errors, placed at the view they name.
    public func positioned(_ errors: LayoutErrors) -> SceneErrors {
        SceneErrors(errors.errors.map { error in
            SceneError(idLocations[error.view] ?? viewLocation, "layout error: \(error.description)")
        })
    }

    /// `views 8, 3 s, 181 frames @60fps, strategies position+animatable, animates angle`:
    /// what `animsim check` prints for a good file.
    public func summary(frameCount: Int, duration: Double) -> String {
        let animated = animatedParameters.isEmpty ? "nothing animated" : "animates " + animatedParameters.joined(separator: ", ")
        return "\(viewCount) views, \(TraceNumber.format(duration)) s, \(frameCount) frames at \(TraceNumber.format(scene.fps)) fps, "
            + "strategies \(scene.strategies.map(\.rawValue).joined(separator: "+")), \(animated)"
    }
}

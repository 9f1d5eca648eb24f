import Foundation
import AnimSimCore

/// A loaded scene and what tools report about it: what a format reader produces, with what
/// the loader adds (the files read, their digest, the document for recordings).
public struct LoadedScene: Sendable {
    /// The scene, its `description:` trimmed.
    public let scene: Scene
    /// Views after forEach expansion, as written (modifiers' wrappers not counted).
    public let viewCount: Int
    /// State parameters the timeline or keyframes move, in declaration order.
    public let animatedParameters: [String]
    /// Files pulled in with `include:`, as opened (relative to the working directory when
    /// the scene path was); a live window watches them beside the scene file.
    public internal(set) var includedFiles: [String] = []
    /// The scene file and its includes, which outputs must never replace and a window
    /// watches; empty for a scene that is not a file (the built-in one, text, Swift).
    public internal(set) var inputs: [String] = []
    /// What identifies the scene's content, telling one render's frames from another's: a
    /// fingerprint of the bytes read (the file, then its includes), or of the text for a
    /// scene that is not a file; nil for a scene built in Swift.
    public internal(set) var digest: String?
    /// `controls:`: the window's panel (docs/scene-format.md, "Controls").
    public let controls: [SceneControl]
    /// What `trace` calls each view, by node id, where that is not the id itself: a hosted
    /// SwiftUI view's `accessibilityIdentifier`, `.id` or structural path (docs/swift.md,
    /// "Trace names"). Empty for scene files, whose ids are their own names.
    public var traceNames: [String: String] = [:]
    /// Whether the scene's duration is its end. A scene file's is (written, or worked out from
    /// its timeline), and `trace --at` past it is refused. A SwiftUI view hosted without
    /// `--duration` has none: its duration is only when it settled, and an instant after that
    /// shows the settled state (docs/swift.md, "Duration").
    public var hasNaturalEnd = true
    /// The document with its includes resolved, which a recording writes out again.
    var document: YAMLValue?
    let limits: SceneLimits
    let idLocations: [String: SourceLocation]
    let viewLocation: SourceLocation
    let timingLocation: SourceLocation
    let durationLocation: SourceLocation?

    init(scene: Scene, viewCount: Int, animatedParameters: [String], controls: [SceneControl], limits: SceneLimits,
         idLocations: [String: SourceLocation], viewLocation: SourceLocation, timingLocation: SourceLocation,
         durationLocation: SourceLocation?) {
        self.scene = scene
        self.viewCount = viewCount
        self.animatedParameters = animatedParameters
        self.controls = controls
        self.limits = limits
        self.idLocations = idLocations
        self.viewLocation = viewLocation
        self.timingLocation = timingLocation
        self.durationLocation = durationLocation
    }

    /// A scene built in Swift, for the commands that take a loaded one: no file, no
    /// controls, errors placed at the scene's source.
    public init(scene: Scene, limits: SceneLimits = .standard) {
        let place = SourceLocation(file: scene.source, line: 1, column: 1)
        self.init(scene: scene, viewCount: Self.views(in: scene.body(scene.initialState)),
                  animatedParameters: scene.parameters.map(\.name).filter { name in
                      scene.timeline.contains { $0.values[name] != nil || $0.discrete[name] != nil } || scene.keyframes[name] != nil
                  },
                  controls: [], limits: limits, idLocations: [:], viewLocation: place, timingLocation: place, durationLocation: nil)
    }

    private static func views(in node: ViewNode) -> Int { 1 + node.children.map(views).reduce(0, +) }

    /// The evaluator for this scene, as `PreparedScene` makes it (errors placed, limits
    /// checked): for tools and tests that need nothing else.
    public func evaluator(engine: LayoutEngine = LayoutEngine()) throws(SceneErrors) -> SceneEvaluator {
        try PreparedScene(self, engine: engine).evaluator
    }

    /// The limits only an evaluator knows: how long the animations take to settle, the
    /// frame count, and views × frames when the duration is the settle time. Counted at the
    /// scene's own rate, whatever rate a command renders at (`render --fps`), so every
    /// command refuses what `check` refuses. `duration` is the evaluator's.
    func checkLimits(duration: Double) throws(SceneErrors) {
        if scene.duration == nil, duration > limits.maximumDuration {
            throw SceneErrors(SceneError(timingLocation, "the animations take \(TraceNumber.format(duration)) s to settle; "
                + "give the scene a 'duration:' of at most \(TraceNumber.format(limits.maximumDuration)) s"))
        }
        let frames = SceneEvaluator.frameCount(duration: duration, fps: scene.fps)
        if Double(frames) > Double(limits.maximumFrames) {
            throw SceneErrors(SceneError(timingLocation, "\(frames) frames is more than \(limits.maximumFrames); lower fps or duration"))
        }
        let work = SceneWork(views: viewCount, frames: frames, duration: duration, fps: scene.fps)
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

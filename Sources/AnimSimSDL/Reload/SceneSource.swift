import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// A scene as loaded and ready to evaluate, with every file it was read from. The CLI
/// builds the evaluator (with real font metrics, and errors placed at `file:line:column`)
/// exactly as `animsim render` does, so the window and exports agree.
public struct PlayableScene: Sendable {
    public var evaluator: SceneEvaluator
    /// The scene file and the files it includes: all are watched for hot reload.
    public var files: [String]
    /// Title and description, drawn when the title overlay is on (and on saved frames, as
    /// `animsim render` draws them).
    public var heading: FrameComposition.Heading?
    /// `controls:`, for the panel.
    public var controls: [SceneControl]
    /// The recording of this scene with uses appended and the window's duration.
    public var recording: (@Sendable ([ControlUse], Double) throws -> String)?

    public init(evaluator: SceneEvaluator, files: [String], heading: FrameComposition.Heading? = nil,
                controls: [SceneControl] = [], recording: (@Sendable ([ControlUse], Double) throws -> String)? = nil) {
        self.evaluator = evaluator
        self.files = files
        self.heading = heading
        self.controls = controls
        self.recording = recording
    }
}

/// Where the window's scene comes from and how to read it again. The CLI builds this from
/// the scene loader, which keeps this module free of YAML; tests pass closures.
public struct SceneSource: Sendable {
    /// The file as the user named it; nil for the built-in scene (nothing to watch).
    public var path: String?
    /// Loads the scene afresh; a thrown error's description is shown as is, one problem a
    /// line, `file:line:column: message`.
    public var load: @Sendable () throws -> PlayableScene

    public init(path: String?, load: @escaping @Sendable () throws -> PlayableScene) {
        self.path = path
        self.load = load
    }

    /// Loads and prepares a scene for playing (evaluator, sampled overlay paths): everything
    /// slow about a reload, done off the main thread.
    func prepare() -> Result<(LiveComposer, [String]), ReloadFailure> {
        do {
            let loaded = try load()
            var composer = try LiveComposer(evaluator: loaded.evaluator)
            composer.heading = loaded.heading
            composer.controls = loaded.controls
            composer.recording = loaded.recording
            return .success((composer, loaded.files))
        } catch {
            return .failure(ReloadFailure(message: "\(error)"))
        }
    }

    /// "wheel.yaml" for the title bar: the name without its directories.
    var displayName: String {
        guard let path else { return "built-in" }
        return (path as NSString).lastPathComponent
    }
}

struct ReloadFailure: Error, Sendable {
    var message: String
}

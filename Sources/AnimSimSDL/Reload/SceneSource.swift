import AnimSimCore
import AnimSimPresentation
import AnimSimScene
import Foundation

/// Where the window's scene comes from and how to read it again. The CLI builds this from
/// the scene loader, which keeps this module free of YAML; tests pass closures.
public struct SceneSource: Sendable {
    /// The file as the user named it; nil for the built-in scene (nothing to watch).
    public var path: String?
    /// Loads and prepares the scene afresh (the CLI: with real font metrics, and errors placed
    /// at `file:line:column`, exactly as `animsim render` does, so the window and exports
    /// agree); a thrown error's description is shown as is, one problem a line.
    public var load: @Sendable () throws -> PreparedScene

    /// Whether editing the scene's files reloads it. Not for a scene compiled into the
    /// program (a Swift file's): its files change it only through a new program, which is
    /// the rebuild loop's work, so reading them again here would reload the same scene.
    public var reloads = true
    /// Whether the scene is sampled over its whole timeline for the overlays that need it
    /// (guides, trails, ghosts, the divergence strip): not after a trap (`LiveComposer.samples`).
    public var samples = true

    /// The scene as the command already prepared it, given to the first `prepare()` instead of
    /// loading the file a second time.
    private let first: FirstLoad?

    public init(path: String?, first: Result<PreparedScene, any Error>? = nil, load: @escaping @Sendable () throws -> PreparedScene) {
        self.path = path
        self.load = load
        self.first = first.map(FirstLoad.init)
    }

    /// Loads and prepares a scene for playing (evaluator, sampled overlay paths): everything
    /// slow about a reload, done off the main thread.
    func prepare() -> Result<(LiveComposer, [String]), ReloadFailure> {
        do {
            let prepared = try first?.take()?.get() ?? load()
            return .success((try LiveComposer(prepared, samples: samples), reloads ? prepared.inputs : []))
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

/// A result handed over once, from whichever thread asks first.
private final class FirstLoad: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<PreparedScene, any Error>?

    init(_ result: Result<PreparedScene, any Error>) { self.result = result }

    func take() -> Result<PreparedScene, any Error>? {
        lock.lock()
        defer { lock.unlock() }
        defer { result = nil }
        return result
    }
}

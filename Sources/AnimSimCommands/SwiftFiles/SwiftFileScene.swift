import AnimSimCore
import AnimSimScene
import AnimSimViews
import Foundation

/// The scene compiled into this process, standing for a scene argument: a Swift file's
/// program (the files' `let scene`, or their view), whose scene argument is the first Swift
/// file (or the folder), or a package's `AnimSimCommands.main(view:)`, whose view is the
/// scene when none is given. Every command that loads a scene by that path gets this one
/// instead of reading YAML.
enum SwiftFileScene {
    /// What the process runs.
    enum Program {
        /// A scene built in Swift (`let scene = Scene(…) { … }`).
        case scene(() -> Scene)
        /// A SwiftUI view, hosted once the command's `ViewSettings` are known.
        case view(HostedView)
    }

    private static let holder = SceneHolder()

    /// Set once, before the arguments are parsed. `packageSource` is set for a package's
    /// `main(view:)`: its view is the scene when no scene argument is given, and it names it.
    static func provide(_ program: Program, packageSource: String? = nil) {
        holder.set(program, packageSource: packageSource)
    }

    /// What a command uses without a scene argument, for `--help`: a package's view
    /// (`main(view:)`), a package's scene file (`main(defaultScene:)`) or the built-in scene.
    static var defaultDescription: String {
        holder.packageSource.map { "the view \($0)" } ?? AnimSimCommands.defaultScene ?? "the built-in scene"
    }

    /// Whether this process runs a scene of its own (and so compiles no Swift files itself).
    static var isProgram: Bool { holder.program != nil }

    /// The compiled-in scene when `path` names it, made with `options`; nil when it names a
    /// scene file (read as usual). Built at its first use and kept: a command loads its scene
    /// more than once.
    static func loaded(for path: String?, options: ViewSettings) throws(SceneErrors) -> LoadedScene? {
        guard let source = source(for: path) else { return nil }
        return try holder.loaded(source: source, options: options).get()
    }

    /// The compiled-in SwiftUI view `path` names (see `loaded`) and its source's name: what
    /// `play` hosts again for each use of its drawn controls. nil for a scene file or a `let scene`.
    static func view(for path: String?) -> (view: HostedView, source: String)? {
        guard let source = source(for: path), case .view(let view)? = holder.program else { return nil }
        return (view, source)
    }

    private static func source(for path: String?) -> String? {
        if let path {
            guard holder.packageSource == nil, isProgram, SwiftFileInputs.isSwiftInput(path) else { return nil }
            return path
        }
        return holder.packageSource
    }
}

/// The program and, once made, its scene: written before the commands run, then read from
/// their threads too. A view is hosted on the main thread, where every command loads its
/// scene first (views are `@MainActor`, as SwiftUI's are).
private final class SceneHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: SwiftFileScene.Program?
    private var package: String?
    private var made: Result<LoadedScene, SceneErrors>?

    var program: SwiftFileScene.Program? { lock.withLock { stored } }
    var packageSource: String? { lock.withLock { package } }

    func set(_ program: SwiftFileScene.Program, packageSource: String?) {
        lock.withLock {
            stored = program
            package = packageSource
        }
    }

    func loaded(source: String, options: ViewSettings) -> Result<LoadedScene, SceneErrors> {
        lock.withLock {
            if let made { return made }
            let result: Result<LoadedScene, SceneErrors>
            switch stored {
            case .scene(let make)?:
                result = options.given.isEmpty ? .success(LoadedScene(swift: make(), source: source))
                    : .failure(ViewScene.refuse(options, scene: source, why: "its `let scene` has its own timeline, duration and canvas"))
            case .view(let view)?:
                result = MainActor.assumeIsolated { Result { () throws(SceneErrors) in try ViewScene.load(view, source: source, options: options) } }
            case nil:
                return .failure(SceneErrors(SceneError(SourceLocation(file: source, line: 1, column: 1), "no scene was compiled in")))
            }
            made = result
            return result
        }
    }
}

extension AnimSimCommands {
    /// A Swift file's program (`SwiftFileProgram.run` in AnimSimRuntime) for a file's `let
    /// scene`: every command, with the built-in layouts and `scene` standing for the Swift
    /// files named on the command line. Exits with the command's status.
    public static func runSwiftFile(scene: @escaping () -> Scene) -> Never {
        ProgramLifetime.tieToParent()
        SwiftFileWatchdog.start()
        SwiftFileStack.setUp()
        SwiftFileScene.provide(.scene(scene))
        main(registry: .standard)
        exit(0)
    }

    /// A Swift file's program for a view (a view by name, a preview, an app's window): every
    /// command, the view hosted with the command's `--canvas`, `--script` and `--duration`.
    public static func runSwiftFile(view: HostedView) -> Never {
        ProgramLifetime.tieToParent()
        SwiftFileWatchdog.start()
        SwiftFileStack.setUp()
        SwiftFileScene.provide(.view(view))
        main(registry: .standard)
        exit(0)
    }
}

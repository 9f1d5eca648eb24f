import AnimSimCore
import AnimSimScene
import Foundation

/// The program side of a Swift file: the scene the files define, compiled in, standing for
/// the scene argument that names them. The program gets the arguments `animsim` was given,
/// so its scene argument is the first Swift file (or the folder); every command that loads
/// a scene by that path gets this one instead of reading YAML.
enum SwiftFileScene {
    private static let holder = SceneHolder()

    /// Set once, before the arguments are parsed, by `AnimSimCommands.runSwiftFile`.
    static func provide(_ scene: @escaping () -> Scene) { holder.make = scene }

    /// Whether this process is a Swift file's program (and so compiles nothing itself).
    static var isProgram: Bool { holder.make != nil }

    /// The compiled-in scene when `path` names Swift files, else nil (a YAML scene, read as
    /// usual). Built at its first use and kept: a command loads its scene more than once.
    static func loaded(for path: String) -> LoadedScene? {
        guard isProgram, SwiftFileInputs.isSwiftInput(path) else { return nil }
        return holder.loaded(source: path)
    }
}

/// The scene's maker and, once made, the scene: written before the commands run, then read
/// from their threads too.
private final class SceneHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var maker: (() -> Scene)?
    private var made: LoadedScene?

    var make: (() -> Scene)? {
        get { lock.withLock { maker } }
        set { lock.withLock { maker = newValue } }
    }

    func loaded(source: String) -> LoadedScene? {
        lock.withLock {
            if let made { return made }
            guard let maker else { return nil }
            made = LoadedScene(swift: maker(), source: source)
            return made
        }
    }
}

extension AnimSimCommands {
    /// A Swift file's program (`SwiftFileProgram.run` in AnimSimRuntime): every command, with
    /// the built-in layouts and `scene` standing for the Swift files named on the command
    /// line. Exits with the command's status.
    public static func runSwiftFile(scene: @escaping () -> Scene) -> Never {
        SwiftFileScene.provide(scene)
        main(registry: .standard)
        exit(0)
    }
}

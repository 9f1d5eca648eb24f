import AnimSimCairo
import AnimSimCore
import AnimSimExport
import AnimSimScene
import AnimSimViews
import ArgumentParser
import Foundation

/// The whole `animsim` command line as a library, so a package with its own layouts gets
/// every command (`play`, `render`, `compare`, `trace`, `check`, `bench`) for them:
///
///     var registry = LayoutRegistry.standard
///     registry.register("spiral", parameters: [.length("spacing", default: 20)]) { args in
///         AnyLayout(SpiralLayout(spacing: args.cgFloat("spacing")))
///     }
///     AnimSimCommands.main(registry: registry)
///
/// The `animsim` executable is exactly this with `LayoutRegistry.standard`. A package whose
/// program is a SwiftUI view gets the same command line for it with `main(view:)`.
public enum AnimSimCommands {
    /// The layouts every command's scene files may use. Set once by `main(registry:)`
    /// before anything is parsed, read by every scene load and by `--help`.
    static var registry: LayoutRegistry { current.registry }

    /// The scene a command uses when given none: a package's own scene, or nil for the
    /// built-in one.
    static var defaultScene: String? { current.defaultScene }

    private static let current = RegistryHolder()

    /// The name usage lines show: the executable's own (`animsim`, or a package's `ring`),
    /// so `--help` says how to run what was actually run.
    static var commandName: String {
        CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "animsim"
    }

    /// Parses the process's arguments and runs the command they name, with `registry`'s
    /// layouts. SIGINT and SIGTERM stop every command within a second, killing its children
    /// and removing its temporary files (`Interruption`); a render first tries to stop cleanly.
    /// Exits the process with the command's status when it fails; returns when it succeeds.
    /// `defaultScene` is the scene file commands use when given none (a starter package passes
    /// its own, so `swift run NAME play` plays it); without it, the built-in scene.
    public static func main(registry: LayoutRegistry, defaultScene: String? = nil, arguments: [String]? = nil) {
        current.registry = registry
        current.defaultScene = defaultScene
        Interruption.install()
        // Views learn their pictures' sizes from the renderer's decoder (`Image("Photo")`).
        ImageDecoders.install(ImageLibrary.shared)
        // Swift files are compiled and run as a program of their own (docs/swift.md); a
        // program, being one, runs its command here.
        do {
            if !SwiftFileScene.isProgram, let status = try SwiftFileLaunch.runIfSwiftFiles(arguments ?? Array(CommandLine.arguments.dropFirst())) {
                guard status == 0 else { throw CommandFailure.status(status) }
                return
            }
            var command = try AnimSimCommand.parseAsRoot(arguments)
            try command.run()
        } catch {
            FailureReport.exit(error)
        }
    }

    /// The whole command line for one SwiftUI view, as `main(registry:)` is for layouts: a
    /// package's executable that says
    ///
    ///     AnimSimCommands.main(view: ContentView())
    ///
    /// runs `play`, `render`, `compare`, `trace`, `check` and `bench` on that view whenever no
    /// scene file is given (`swift run App trace --script uses.yaml`), with `--script`,
    /// `--duration` and `--canvas` (docs/swift.md). A scene file given instead is read with
    /// `registry`'s layouts, as `main(registry:)` reads it. The view is built once a command's
    /// options are known, on the main thread. Exits the process with the command's status when
    /// it fails; returns when it succeeds.
    ///
    /// Nonisolated, so a Swift 5 `main.swift` (whose top-level code is not main-actor isolated)
    /// calls it as it is; it runs on the main thread, where top-level code runs, and traps if
    /// called from another (`MainActor.assumeIsolated`).
    public nonisolated static func main<V: View>(view: @autoclosure @escaping @MainActor () -> V, registry: LayoutRegistry = .standard,
                                                 arguments: [String]? = nil) {
        MainActor.assumeIsolated {
            SwiftFileScene.provide(.view(HostedView(view)), packageSource: "\(V.self)")
            main(registry: registry, arguments: arguments)
        }
    }
}

/// The registry (and default scene) the commands run with: written once before parsing, then only read (from
/// the render's and the window's threads too), so a lock costs nothing that matters.
private final class RegistryHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var value = LayoutRegistry.standard
    private var scene: String?

    var registry: LayoutRegistry {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }

    var defaultScene: String? {
        get { lock.withLock { scene } }
        set { lock.withLock { scene = newValue } }
    }
}

public import AnimSim
@_implementationOnly import AnimSimCommands

/// The entry of a program `animsim` compiles from a user's Swift files: the generated glue
/// (`SwiftFileEntry` in AnimSimCommands) calls `run` with what the files define, and the
/// program is then the whole command line for it, with the arguments `animsim` was given.
///
/// This module is the only one such a program imports besides `AnimSim`. Its import of
/// AnimSimCommands is implementation-only so that the compiler loading this module needs none
/// of the commands' modules, and so none of the C modules (Cairo, SDL2, FFmpeg) they import:
/// the installed modules compile a user's file without any `-dev` package. (`internal import`
/// does not do that for a module built without library evolution: its clients still load the
/// import. The compiler's warning about `@_implementationOnly` concerns types of the hidden
/// module in this one's layouts; this module declares none.) The library
/// `libAnimSimRuntime.so` holds the engine and every command; the program links to it.
public enum SwiftFileProgram {
    /// Runs the command in the process's arguments on `scene`, the files' `let scene`;
    /// exits with the command's status. The scene argument (the first Swift file, or the
    /// folder) names this scene wherever a command loads one.
    ///
    /// A view that stopped its host (a preference that never settles, a task waiting off the
    /// scene's clock: `ViewHost.failure`) is bad input: its placed error, `FILE:LINE:COLUMN:
    /// …`, on standard error and exit 1, before the command writes anything.
    public static func run(scene: @escaping @autoclosure () -> Scene) -> Never {
        AnimSimCommands.runSwiftFile(scene: {
            let built = scene()
            if let failure = ViewDiagnostics.failures.first {
                FileHandle.standardError.write(Data((failure.description + "\n").utf8))
                exit(1)
            }
            return built
        })
    }

    /// Runs the command in the process's arguments on `view` (a view by name, a preview, an
    /// app's window content), hosted with the command's `--canvas`, `--script` and
    /// `--duration`; exits with the command's status. A view that stops its host is bad
    /// input, as above: its placed error and exit 1, before the command writes anything.
    public static func run(view: HostedView) -> Never {
        AnimSimCommands.runSwiftFile(view: view)
    }
}

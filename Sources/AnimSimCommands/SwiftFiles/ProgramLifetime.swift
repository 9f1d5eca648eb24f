import Foundation

/// A Swift file's program lives no longer than the `animsim` that started it.
///
/// `animsim` puts its pid in `ANIMSIM_PARENT` when it starts the program (`SwiftFileRun`);
/// the program's first act (`AnimSimCommands.runSwiftFile`, before any user code) asks the
/// kernel for SIGKILL when its parent ends (`prctl(PR_SET_PDEATHSIG)`), then checks that its
/// parent is still that pid: a parent that died before the request was made has already left
/// the program to init, and the program ends at once. So a harness's SIGKILL or the OOM killer
/// taking `animsim` takes the program too, even one stuck in a loop that never returns.
///
/// Why here rather than between fork and exec in `animsim`: `posix_spawn` (which `ToolSpawn`
/// uses for its descriptor and signal set-up) has no such attribute, a hand-written fork in a
/// threaded Swift process may run nothing but async-signal-safe calls, and exec'ing through
/// util-linux's `setpriv --pdeathsig` would lose the program's `argv[0]` (its usage lines say
/// `animsim`) and still leave the race the pid check closes. The setting survives the exec of
/// a rebuilt program (`play`'s loop), which checks the same parent again.
///
/// The kernel's "parent" is the thread that started the child: `SwiftFileRun` starts the
/// program and waits for it on the same thread, which lives as long as the program is wanted.
enum ProgramLifetime {
    static let environmentKey = "ANIMSIM_PARENT"

    /// Ties this process to the parent named in the environment; nothing when it names none
    /// (a package's program, a program run by hand).
    static func tieToParent() {
        guard let text = ProcessInfo.processInfo.environment[environmentKey], let parent = pid_t(text) else { return }
        // PR_SET_PDEATHSIG is 1. `prctl` is variadic in C, which Swift does not call; its
        // integer arguments pass in the same registers as a fixed signature's on Linux.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        // (RTLD_DEFAULT is a null handle in glibc.)
        if let symbol = dlsym(nil, "prctl") {
            _ = unsafeBitCast(symbol, to: Prctl.self)(1, UInt(SIGKILL), 0, 0, 0)
        }
        if getppid() != parent { _exit(1) }
    }
}

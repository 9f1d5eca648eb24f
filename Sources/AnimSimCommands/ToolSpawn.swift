import AnimSimExport
import Foundation

/// Starting a child the way the commands start their builds and programs: `swift build` for
/// the rebuild loop, `swiftc` and a Swift file's program for `animsim play FILE.swift`.
///
/// The child gets only the descriptors asked for (`SpawnDescriptors.closeAll`: not the
/// window's X connection, nor a file another thread is writing), no blocked signals (a
/// dispatch thread blocks most, and a child inheriting that mask could not be stopped), and
/// SIGINT, SIGTERM and SIGPIPE at their defaults even where this process ignores them.
enum ToolSpawn {
    /// Where the child's standard output and error go.
    enum Output {
        /// Both to this descriptor (a log file).
        case descriptor(Int32)
        /// This process's own: the child talks to the terminal, as the command would.
        case inherited
        /// Output inherited, standard error to this descriptor (a pipe read by this process).
        case errorTo(Int32)
    }

    /// Starts `argv` (found on PATH when `argv[0]` has no slash); returns its pid, or the
    /// errno of the failed start. `ownGroup`: the child leads a process group of its own, so
    /// the terminal's Ctrl-C reaches only this process, which decides; otherwise it stays in
    /// this one's group and gets the terminal's signals itself. Standard input is /dev/null
    /// unless the output is inherited.
    /// `arguments0`: the name the child sees as `argv[0]` (a program says `animsim` in its usage lines).
    /// `inheriting`: a descriptor the child gets as its descriptor 3 (the uses a restarted
    /// window carries, `CarriedUses`).
    static func spawn(_ argv: [String], output: Output, ownGroup: Bool, environment: [String: String]? = nil,
                      arguments0: String? = nil, inheriting: Int32? = nil) -> Result<pid_t, Errno> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if case .descriptor(let fd) = output {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, fd, 1)
            posix_spawn_file_actions_adddup2(&actions, fd, 2)
        }
        if case .errorTo(let fd) = output { posix_spawn_file_actions_adddup2(&actions, fd, 2) }
        // Above 3 first, so that the dup2 to 3 below cannot overwrite a descriptor still to be copied.
        let kept = inheriting.map { $0 > 3 ? $0 : fcntl($0, F_DUPFD_CLOEXEC, 10) }
        defer { if let kept, kept != inheriting { close(kept) } }
        if let kept { posix_spawn_file_actions_adddup2(&actions, kept, 3) }
        SpawnDescriptors.closeAll(from: inheriting == nil ? 3 : 4, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let arguments = ([arguments0 ?? argv[0]] + argv.dropFirst()).map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { variables?.forEach { free($0) } }
        var pid: pid_t = 0
        let status = variables.map { posix_spawnp(&pid, argv[0], &actions, &attributes, arguments, $0) }
            ?? posix_spawnp(&pid, argv[0], &actions, &attributes, arguments, environ)
        return status == 0 ? .success(pid) : .failure(Errno(status))
    }

    /// A failed start's errno, as an Error with its text.
    struct Errno: Error, CustomStringConvertible {
        let code: Int32
        init(_ code: Int32) { self.code = code }
        var description: String { String(cString: strerror(code)) }
    }
}

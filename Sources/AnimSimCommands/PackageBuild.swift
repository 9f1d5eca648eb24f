import AnimSimExport
import AnimSimSDL
import Foundation

/// Runs `swift build` of the package for the rebuild loop, on the loop's background thread:
/// the whole output to `.build/animsim-rebuild.log`, the compiler's first error for the
/// window. The build is a registered child in its own process group, so Ctrl-C at the
/// terminal stops `play` cleanly and the hard stop kills the whole build; closing the window
/// mid-build stops it too (`cancel`).
final class PackageBuild: @unchecked Sendable {
    let package: OwnPackage
    private let lock = NSLock()
    private var running: pid_t?
    private var cancelled = false

    init(package: OwnPackage) {
        self.package = package
    }

    /// The plan the window runs.
    var plan: PackageRebuild {
        PackageRebuild(product: package.product, root: package.root.path, sources: { [package] in package.sources() },
                       build: { [self] in run() }, cancel: { [self] in cancel() })
    }

    func run() -> BuildResult {
        let start = DispatchTime.now().uptimeNanoseconds
        let log = package.buildLog
        try? FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let output = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { return .failed("cannot write \(log.path): \(String(cString: strerror(errno)))") }
        defer { close(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        // Not the window's X connection or an export's files: `swift build` gets its log alone.
        SpawnDescriptors.closeAll(from: 3, in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // This runs on a dispatch thread, which blocks most signals; a build inheriting that
        // mask could not be stopped. Its own group: a Ctrl-C reaches `play`, which decides.
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = (["swift"] + package.buildArguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }

        var status: Int32 = 0
        let pid: pid_t? = lock.withLock {
            guard !cancelled else { return nil }
            let child = Interruption.spawnChild(ownGroup: true) { () -> pid_t? in
                var pid: pid_t = 0
                status = posix_spawnp(&pid, "swift", &actions, &attributes, argv, environ)
                return status == 0 ? pid : nil
            }
            running = child
            return child
        }
        guard let pid else {
            return lock.withLock { cancelled } ? .cancelled : .failed("cannot run swift: \(String(cString: strerror(status)))")
        }
        let exit = Interruption.reapChild(pid)
        let stopped = lock.withLock {
            running = nil
            return cancelled
        }
        if stopped { return .cancelled }
        if exit == 0 { return .built(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return .failed(BuildLog.firstError(in: text, root: package.root.path, status: exit))
    }

    /// Stops the running build (SIGINT to its group: swift build stops its compilers) and
    /// every later one.
    func cancel() {
        lock.withLock {
            cancelled = true
            if let running { kill(-running, SIGINT) }
        }
    }
}

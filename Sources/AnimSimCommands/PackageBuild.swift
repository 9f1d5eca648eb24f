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
        // Its own group: a Ctrl-C reaches `play`, which decides.
        var failure: ToolSpawn.Errno?
        let pid: pid_t? = lock.withLock {
            guard !cancelled else { return nil }
            let child = Interruption.spawnChild(ownGroup: true) { () -> pid_t? in
                switch ToolSpawn.spawn(["swift"] + package.buildArguments, output: .descriptor(output), ownGroup: true) {
                case .success(let pid): return pid
                case .failure(let error): failure = error; return nil
                }
            }
            running = child
            return child
        }
        guard let pid else {
            return lock.withLock { cancelled } ? .cancelled : .failed("cannot run swift: \(failure.map(\.description) ?? "not started")")
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

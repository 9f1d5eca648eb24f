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
    private let child = BuildChild()

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
        let exit: Int32
        switch child.run(["swift"] + package.buildArguments, output: output) {
        case .cancelled: return .cancelled
        case .notStarted(let why): return .failed("cannot run swift: \(why)")
        case .exited(let status): exit = status
        }
        if exit == 0 { return .built(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return .failed(BuildLog.firstError(in: text, root: package.root.path, status: exit))
    }

    /// Stops the running build, and every later one: the window closed.
    func cancel() {
        child.cancel()
    }
}

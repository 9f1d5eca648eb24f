import AnimSimExport
import AnimSimSDL
import Foundation

/// `play FILE.swift`'s rebuild loop, in the program's own process: the window watches the
/// user's files, and a save compiles them again and restarts the window on the new program,
/// at the same instant with the same uses, as a package's loop restarts on its new build.
///
/// The compile is `animsim` itself, run again on the command line the user typed with
/// `ANIMSIM_SWIFT_FILES_BUILD_ONLY` set: it chooses the view, compiles the files alone
/// against the installed modules (or finds them in the cache) and names the program, so
/// the loop shares every rule of the first run (`--view`, `--swift-version`, the cache, the
/// placed errors) without a second copy of them. The program knows where that `animsim` is
/// from `ANIMSIM_SWIFT_FILES_LAUNCH`, which `SwiftFileRun` sets when it starts the program.
final class SwiftFileRebuild: RebuildSource, @unchecked Sendable {
    /// What the program needs to compile its files again.
    struct Launch: Codable, Equatable {
        /// The `animsim` that compiled the program.
        var launcher: String
        /// The command line as the user typed it, without the executable's name.
        var arguments: [String]
        /// The Swift files, folders expanded, and the inputs as given (files or folders).
        var files: [String]
        var inputs: [String]
    }

    static let environmentKey = "ANIMSIM_SWIFT_FILES_LAUNCH"
    /// Set for the compile only: the file to write the program's path into.
    static let buildOnlyKey = "ANIMSIM_SWIFT_FILES_BUILD_ONLY"

    let launch: Launch
    private let child = BuildChild()
    private let lock = NSLock()
    private var built: String?

    init(launch: Launch) {
        self.launch = launch
    }

    /// The loop of the program this process runs, when `animsim` started it for Swift files.
    static func fromEnvironment() -> SwiftFileRebuild? {
        guard let text = ProcessInfo.processInfo.environment[environmentKey],
              let launch = try? JSONDecoder().decode(Launch.self, from: Data(text.utf8)) else { return nil }
        return SwiftFileRebuild(launch: launch)
    }

    /// "ContentView.swift", or "Views/": what the window's messages call the files.
    var product: String {
        launch.inputs.map { URL(fileURLWithPath: $0).lastPathComponent + ($0.hasSuffix(".swift") ? "" : "/") }
            .joined(separator: ", ")
    }

    /// The last compile's program: what the restart runs.
    var restartExecutable: String {
        lock.withLock { built } ?? OwnPackage.runningExecutable ?? launch.launcher
    }

    var plan: PackageRebuild {
        PackageRebuild(product: product, root: FileManager.default.currentDirectoryPath,
                       sources: { [launch] in Self.sources(launch) }, build: { [self] in run() }, cancel: { [self] in cancel() })
    }

    /// The files, and each folder given (ending in "/"), so a file added to it is compiled too.
    static func sources(_ launch: Launch) -> [String] {
        let folders = launch.inputs.filter { !$0.hasSuffix(".swift") }
        let files = folders.isEmpty ? launch.files : SwiftFileInputs.expand(launch.inputs)
        return files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            + folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path + "/" }
    }

    /// Compiles the files as they are now; blocks until the compile ends.
    func run() -> BuildResult {
        let start = DispatchTime.now().uptimeNanoseconds
        let folder = URL(fileURLWithPath: OwnPackage.runningExecutable ?? launch.launcher).deletingLastPathComponent()
        let log = folder.appendingPathComponent("rebuild.\(getpid()).log"), result = folder.appendingPathComponent("rebuild.\(getpid()).program")
        try? FileManager.default.removeItem(at: result)
        let output = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard output >= 0 else { return .failed("cannot write \(log.path): \(String(cString: strerror(errno)))") }
        defer { close(output) }
        var environment = ProcessInfo.processInfo.environment
        environment[Self.buildOnlyKey] = result.path
        environment.removeValue(forKey: Self.environmentKey)
        let status: Int32
        switch child.run([launch.launcher] + launch.arguments, output: output, environment: environment) {
        case .cancelled: return .cancelled
        case .notStarted(let why): return .failed("cannot run \(launch.launcher): \(why)")
        case .exited(let exit): status = exit
        }
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard status == 0, let program = try? String(contentsOf: result, encoding: .utf8), !program.isEmpty else {
            return .failed(Self.firstError(in: text, log: log.path))
        }
        lock.withLock { built = program }
        return .built(seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// The compiler's first error as the user's file places it, for the window's banner.
    static func firstError(in output: String, log: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        let first = lines.first { $0.range(of: #"^[^ :][^:]*:\d+:\d+: error: "#, options: .regularExpression) != nil }
            ?? lines.first { !$0.isEmpty } ?? "the compile failed"
        return first + "\n" + "the whole output: \(log)"
    }

    /// Stops a running compile (the window closed).
    func cancel() {
        child.cancel()
    }
}

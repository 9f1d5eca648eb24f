import Foundation
import Testing

/// A Swift package outside this checkout that depends on it by path, as a user's package
/// would: written into a fresh temporary directory, built with `swift build`, its executable
/// run. Building compiles AnimSim and its dependencies again (minutes on a shared 2-core
/// machine), so the tests that do it run in CI (`CI` set, or `ANIMSIM_EXAMPLES=1`, which
/// `.ci/run` exports) and otherwise are skipped, never timed: their time limits are backstops.
struct ExternalPackage {
    static let enabled = ProcessInfo.processInfo.environment["CI"] != nil
        || ProcessInfo.processInfo.environment["ANIMSIM_EXAMPLES"] == "1"

    let directory: URL

    /// A new empty directory for a package.
    init() throws {
        directory = try AnimSimBinary.temporaryDirectory()
    }

    init(directory: URL) { self.directory = directory }

    /// Writes `text` at `path` inside the package, making its folders.
    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// `swift ARGUMENTS` in the package's directory.
    func swift(_ arguments: [String]) throws -> AnimSimBinary.Run {
        try Self.run("/usr/bin/env", ["swift"] + arguments, in: directory)
    }

    /// The package's built executable `product` with `arguments`, in the package's directory.
    /// With `display`, it keeps the X display (for `play`); otherwise it runs headless.
    func run(_ product: String, _ arguments: [String], display: Bool = false) throws -> AnimSimBinary.Run {
        try Self.run(directory.appendingPathComponent(".build/debug/\(product)").path, arguments, in: directory, display: display)
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL, display: Bool = false) throws -> AnimSimBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        if !display { environment.removeValue(forKey: "DISPLAY") }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drained at once: a build's output fills one while the other is read.
        let errors = Drained()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errors.data = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        done.wait()
        return AnimSimBinary.Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                                 err: String(decoding: errors.data, as: UTF8.self))
    }
}

/// stderr's bytes, written by the reading thread before it signals, read after the wait.
private final class Drained: @unchecked Sendable {
    var data = Data()
}

import Foundation

/// The `swiftc` that compiles a user's files: the one on PATH (or `ANIMSIM_SWIFTC`), with
/// its version, which must be the one the installed modules were built by.
struct SwiftToolchain: Equatable {
    let swiftc: String
    /// `swiftc --version`'s first line: `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    let version: String

    /// `6.3.1`: the name of the installed modules' folder for this compiler.
    var release: String { Self.release(of: version) }

    /// What a user reads when there is no compiler at all.
    static let missing = """
        no Swift toolchain: running a Swift file compiles it with swiftc, which is not on PATH.
        Install Swift 6 from https://www.swift.org/install/linux/ (or `swiftly install latest`), then put its usr/bin on PATH \
        (or set ANIMSIM_SWIFTC to the swiftc to use).
        """

    /// The compiler to use, or nil when there is none.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> SwiftToolchain? {
        guard let swiftc = locate(environment: environment), let version = versionLine(of: swiftc) else { return nil }
        return SwiftToolchain(swiftc: swiftc, version: version)
    }

    static func locate(environment: [String: String]) -> String? {
        if let chosen = environment["ANIMSIM_SWIFTC"], !chosen.isEmpty {
            return FileManager.default.isExecutableFile(atPath: chosen) ? chosen : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `swiftc --version`'s first line, or nil if it does not run.
    static func versionLine(of swiftc: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.contains("Swift version") }
        return line.map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    /// `Swift version 6.3.1 (…)` → `6.3.1`; a line of another shape → itself, made a folder name.
    static func release(of version: String) -> String {
        let words = version.split(separator: " ")
        if let index = words.firstIndex(of: "version"), index + 1 < words.count { return String(words[index + 1]) }
        return String(version.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
    }
}

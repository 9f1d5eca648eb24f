import Foundation
import Testing
@testable import AnimSimCommands

/// Where a Swift file's modules are found from `animsim`'s own path, and a changed compiler
/// told apart from a missing install.
@Suite struct RuntimeModulesTests {
    static let toolchain = SwiftToolchain(swiftc: "/opt/swift/usr/bin/swiftc", version: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")

    @Test(arguments: [
        ("Swift version 6.3.1 (swift-6.3.1-RELEASE)", "6.3.1"),
        ("Apple Swift version 6.0 (swiftlang-6.0.0.9.10 clang-1600.0.26.2)", "6.0"),
        ("Swift version 6.2-dev (LLVM abc, Swift def)", "6.2-dev"),
    ])
    func theReleaseNamesTheFolder(version: String, release: String) {
        #expect(SwiftToolchain.release(of: version) == release)
    }

    /// `PREFIX/bin/animsim` with these releases installed under `PREFIX/lib/animsim`.
    @Test(arguments: [
        (["6.3.1"], "found"),
        (["6.2", "6.3.1"], "found"),
        (["6.2"], "the AnimSim modules in PREFIX/lib/animsim were built by Swift 6.2, and swiftc is now 6.3.1"),
        ([], "no AnimSim modules for Swift files beside PREFIX/bin/animsim"),
    ])
    func installedModulesBelongToOneRelease(installed: [String], outcome: String) throws {
        let prefix = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        for release in installed {
            let lib = prefix.appendingPathComponent("lib/animsim/\(release)/lib")
            try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
            try Data().write(to: lib.appendingPathComponent(RuntimeModules.libraryFile))
        }
        let executable = prefix.appendingPathComponent("bin/animsim").path
        switch RuntimeModules.locate(executable: executable, toolchain: Self.toolchain) {
        case .success(let found):
            #expect(outcome == "found")
            #expect(found.modules == prefix.appendingPathComponent("lib/animsim/6.3.1/Modules").path)
            #expect(found.library == prefix.appendingPathComponent("lib/animsim/6.3.1/lib").path && found.package == nil)
        case .failure(let problem):
            #expect(problem.description.replacingOccurrences(of: prefix.path, with: "PREFIX").hasPrefix(outcome), "\(problem)")
        }
    }

    /// Beside a checkout's build: SwiftPM's own folders, the library stale while a module
    /// it holds is newer than it (the executables' and tests' modules do not count).
    @Test(arguments: [
        ("AnimSimScene.swiftmodule", true),
        ("AnimSimCLI.swiftmodule", false),
        ("AnimSimCommandsTests.swiftmodule", false),
    ])
    func besideABuildTheLibraryFollowsTheModules(newer module: String, stale: Bool) throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let build = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: build.appendingPathComponent("Modules"), withIntermediateDirectories: true)
        let library = build.appendingPathComponent(RuntimeModules.libraryFile)
        try Data().write(to: library)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: library.path)
        try Data().write(to: build.appendingPathComponent("Modules/\(module)"))
        let found = try RuntimeModules.locate(executable: build.appendingPathComponent("animsim").path, toolchain: Self.toolchain).get()
        #expect(found.modules == build.appendingPathComponent("Modules").path && found.library == build.path)
        #expect(found.isStale == stale)
    }
}

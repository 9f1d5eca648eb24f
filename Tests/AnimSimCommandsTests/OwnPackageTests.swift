import Foundation
import Testing
@testable import AnimSimCommands

/// `play`'s rebuild loop finds the package from the executable's path, and shows the
/// compiler's first error of a failed build.
@Suite struct OwnPackageTests {
    @Test(arguments: [
        (".build/x86_64-unknown-linux-gnu/debug/ring", "debug", "ring"),
        (".build/debug/ring", "debug", "ring"),
        (".build/aarch64-unknown-linux-gnu/release/spiral", "release", "spiral"),
    ])
    func findsThePackageAboveDotBuild(path: String, configuration: String, product: String) throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        let package = try #require(OwnPackage.locate(executable: root.appendingPathComponent(path).path))
        #expect(package.root.path == root.standardizedFileURL.path)
        #expect(package.configuration == configuration && package.product == product)
        #expect(package.buildArguments == ["build", "--package-path", root.standardizedFileURL.path, "-c", configuration,
                                           "--product", product])
    }

    /// Installed copies, other build folders and a `.build` without a package play without the loop.
    @Test(arguments: ["/usr/local/bin/ring", ".build/x86_64-unknown-linux-gnu/debug/ring", "build/debug/ring",
                      ".build/x86_64-unknown-linux-gnu/profile/ring", ".build/ring"])
    func findsNoneElsewhere(path: String) throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        // A manifest only where the second case must not find one: its folder has none.
        if path != ".build/x86_64-unknown-linux-gnu/debug/ring" {
            try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        }
        #expect(OwnPackage.locate(executable: path.hasPrefix("/") ? path : root.appendingPathComponent(path).path) == nil)
    }

    @Test func watchesTheManifestAndTheSwiftSourcesOnly() throws {
        let root = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["Package.swift", "Sources/Ring/Ring.swift", "Sources/Ring/More/Deep.swift", "Sources/Ring/notes.md",
                     "Tests/RingTests/T.swift", ".build/checkouts/x/Sources/X.swift"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let package = OwnPackage(root: root, product: "ring", configuration: "debug", executable: "")
        let prefix = root.path + "/"
        #expect(package.sources().map { $0.replacingOccurrences(of: prefix, with: "") }.sorted()
            == ["Package.swift", "Sources/", "Sources/Ring/", "Sources/Ring/More/", "Sources/Ring/More/Deep.swift", "Sources/Ring/Ring.swift"])
    }

    static let root = "/home/me/ring"

    @Test(arguments: [
        // swift build's summary comes first; the located error is what the window shows.
        ("""
         Building for debugging...
         error: emit-module command failed with exit code 1 (use -v to see invocation)
         /home/me/ring/Sources/Ring/Ring.swift:12:5: error: expected expression
         10 |
            |     `- error: expected expression
         /home/me/ring/Sources/Ring/Ring.swift:20:1: error: second
         """, "Sources/Ring/Ring.swift:12:5: error: expected expression"),
        ("\u{1B}[1m/home/me/ring/Sources/Ring/Ring.swift:3:1: \u{1B}[31merror: \u{1B}[0mcannot find 'x' in scope",
         "Sources/Ring/Ring.swift:3:1: error: cannot find 'x' in scope"),
        ("error: 'ring': Invalid manifest\n", "error: 'ring': Invalid manifest"),
        ("Compiling\nsomething odd\n", "swift build failed (exited with status 1)"),
    ])
    func theFirstErrorIsTheCompilers(output: String, first: String) {
        let shown = BuildLog.firstError(in: output, root: Self.root, status: 1 << 8)
        #expect(shown == first + "\nswift build's whole output: .build/animsim-rebuild.log")
    }
}

import Foundation
import Testing

/// `animsim new layout`: the files it writes, what it refuses, and (in CI, where building a
/// package is affordable) that the package builds, renders and passes its own test.
@Suite(.serialized) struct StarterPackageTests {
    static let files = [".gitignore", "Package.swift", "README.md", "Sources/Spiral/Registration.swift", "Sources/Spiral/SpiralLayout.swift",
                        "Sources/SpiralCommand/main.swift", "Tests/SpiralTests/SpiralLayoutTests.swift", "spiral.yaml"]

    static func files(in directory: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        let prefix = directory.resolvingSymlinksInPath().path + "/"
        return (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }
            .map { $0.resolvingSymlinksInPath().path.replacingOccurrences(of: prefix, with: "") }.sorted()
    }

    /// The AnimSim path the starter wrote into `directory`'s Package.swift: relative when the
    /// package and the checkout share a folder below the root (`../fresh` for two clones in
    /// /tmp), absolute otherwise, so tests resolve it rather than expect one spelling.
    static func animsimPath(in directory: URL) throws -> String {
        let manifest = try String(contentsOf: directory.appendingPathComponent("Package.swift"), encoding: .utf8)
        let marker = ".package(name: \"AnimSim\", path: \""
        let start = try #require(manifest.range(of: marker), "no AnimSim dependency in \(manifest)").upperBound
        let end = try #require(manifest[start...].firstIndex(of: "\""))
        return String(manifest[start..<end])
    }

    /// `path` as the package resolves it: against its own folder, symlinks followed.
    static func resolve(_ path: String, in directory: URL) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        return url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    @Test func writesAPackageDependingOnThisCheckout() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try AnimSimBinary.run(["new", "layout", "spiral", directory.path])
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.files(in: directory) == Self.files)
        let written = try Self.animsimPath(in: directory)
        #expect(Self.resolve(written, in: directory) == AnimSimBinary.root.standardizedFileURL.resolvingSymlinksInPath().path,
                "Package.swift depends on AnimSim at \(written)")
        // Running it again writes nothing and succeeds: every file already holds the starter's text.
        let again = try AnimSimBinary.run(["new", "layout", "spiral", directory.path])
        #expect(again.status == 0 && again.out.hasPrefix("wrote 0 files"), "\(again.out)\(again.err)")
    }

    /// A file the starter would replace, edited or not AnimSim's, stops it before it writes anything.
    @Test func neverReplacesAFile() throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("mine\n".utf8).write(to: directory.appendingPathComponent("README.md"))
        let run = try AnimSimBinary.run(["new", "layout", "spiral", directory.path])
        #expect(run.status == 1)
        #expect(run.err.contains("already has README.md, which the starter would replace"), "\(run.err)")
        #expect(Self.files(in: directory) == ["README.md"])
        #expect(try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8) == "mine\n")
    }

    @Test(arguments: [("9lives", "must be letters, digits and _, starting with a letter"), ("wheel", "already a view, modifier or built-in layout key"),
                      ("fill", "already a view, modifier or built-in layout key")])
    func refusesNamesAScenesKeyCannotBe(name: String, message: String) throws {
        let directory = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try AnimSimBinary.run(["new", "layout", name, directory.path])
        #expect(run.status != 0 && run.err.contains(message), "\(run.err)")
        #expect(Self.files(in: directory).isEmpty)
    }

    /// What the README promises: build, render a still, pass the package's own test.
    @Test(.enabled(if: ExternalPackage.enabled), .timeLimit(.minutes(40)))
    func theStarterBuildsRendersAndPassesItsTest() throws {
        let package = try ExternalPackage()
        defer { try? FileManager.default.removeItem(at: package.directory) }
        let new = try AnimSimBinary.run(["new", "layout", "spiral", package.directory.path])
        try #require(new.status == 0, "\(new.err)")
        let build = try package.swift(["build"])
        try #require(build.status == 0, "\(build.out)\n\(build.err)")
        let still = try package.run("spiral", ["render", "--still", "1", "-o", "still.png"])
        #expect(still.status == 0, "\(still.err)")
        let png = try Data(contentsOf: package.directory.appendingPathComponent("still.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 1000)
        let check = try package.run("spiral", ["check"])
        #expect(check.status == 0 && check.out.contains("spiral.yaml") && check.out.contains("17 views"), "\(check.out)\(check.err)")
        let test = try package.swift(["test"])
        #expect(test.status == 0 && (test.out + test.err).contains("theFirstViewSitsOneSpacingRightOfTheCentre"), "\(test.out)\n\(test.err)")
    }
}

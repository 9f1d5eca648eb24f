import Foundation
import Testing

/// The corpus's files that use API AnimSim does not have, as published animation files do
/// (Tests/AnimSimCommandsTests/Corpus/Unsupported): each stops, through the binary, at a
/// placed error naming what is missing, and renders nothing.
///
/// The compiler giving up on an expression whose missing name is an implicit member is
/// `CompilerGiveUpTests`' (a stand-in compiler); the probe itself is `ExpressionProbeTests`'.
/// `PillTabBar.swift`, whose missing `.ultraThinMaterial` once made swiftc give up, runs now
/// (Corpus/), as do the `.visualEffect`, `.scrollTransition` and `MeshGradient` files, and
/// `SnapCarousel.swift` since `.contentMargins` (`ContentMarginsTests`).
@Suite struct CorpusUnsupportedTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static var folder: URL { AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Corpus/Unsupported") }

    static let expected: [(String, String)] = [
        // A UIKit view wrapped for SwiftUI: placed at the conformance, and the `Context` its
        // methods take is the representable's own, no `cannot find type 'Context' in scope`.
        ("ConfettiEmitterView.swift",
         "ConfettiEmitterView.swift:9:29: error: 'UIViewRepresentable' is unavailable: UIKit views are not supported on Linux by AnimSim"),
    ]

    /// Files that type-check and stop when run, at a placed line naming what cannot run: a
    /// `.task` that waits on a stream nothing on the scene's clock feeds (a notification).
    static let stopsWhenRun: [(String, String)] = [
        ("BatteryLevelStream.swift", "BatteryLevelStream.swift:33:15: this task suspended on something that is not on the scene's clock"),
    ]

    @Test func everyFileHasItsExpectedError() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set((Self.expected + Self.stopsWhenRun).map(\.0)), "\(files)")
    }

    @Test(arguments: stopsWhenRun)
    func typeChecksAndStopsAtAPlacedLineWhenRun(file: String, error: String) throws {
        let environment = ["XDG_CACHE_HOME": try Self.cache.get().path]
        let check = try AnimSimBinary.run(["check", file], in: Self.folder, environment: environment)
        #expect(check.status == 0, "\(check.err)")
        let folder = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let still = folder.appendingPathComponent("still.png")
        let render = try AnimSimBinary.run(["render", file, "--still", "0.5", "-o", still.path], in: Self.folder, environment: environment)
        #expect(render.status != 0 && !FileManager.default.fileExists(atPath: still.path))
        #expect(render.err.contains(error), "\(render.err)")
    }

    @Test(.timeLimit(.minutes(30)), arguments: expected)
    func stopsAtAPlacedError(file: String, error: String) throws {
        let check = try AnimSimBinary.run(["check", file], in: Self.folder, environment: ["XDG_CACHE_HOME": try Self.cache.get().path])
        #expect(check.status != 0 && check.out.isEmpty, "\(check.out)")
        #expect(check.err.contains(error), "\(check.err)")
        #expect(!check.err.contains("failed to produce diagnostic") && !check.err.contains("in reasonable time"), "\(check.err)")
        #expect(!check.err.contains("cannot find type"), "\(check.err)")
    }
}

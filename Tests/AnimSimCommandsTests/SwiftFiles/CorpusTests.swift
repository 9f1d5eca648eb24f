import AnimSimCairo
import Foundation
import Testing

/// The corpus (Tests/AnimSimCommandsTests/Corpus): SwiftUI animation files written as iOS
/// developers publish them, around their animation the surroundings of issue 40 (UIKit's
/// names, navigation, lists, tabs, dark mode, haptics, sounds, `@Observable`). Each one, as it
/// is, type-checks (`check`) and renders a still (`render --still`) through the binary; each
/// is compiled once per process, into a cache of the suite's own.
@Suite struct CorpusTests {
    static let cache = Result { try AnimSimBinary.temporaryDirectory() }

    static var folder: URL { AnimSimBinary.root.appendingPathComponent("Tests/AnimSimCommandsTests/Corpus") }

    /// Every Swift file of the corpus, by name: files added later are taken up.
    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func run(_ arguments: [String]) throws -> AnimSimBinary.Run {
        try AnimSimBinary.run(arguments, in: folder, environment: ["XDG_CACHE_HOME": try cache.get().path])
    }

    @Test func theCorpusHasItsFiles() {
        #expect(Self.files.count >= 12, "\(Self.files)")
    }

    @Test(arguments: files)
    func typeChecksAndRendersAStill(file: String) throws {
        let check = try Self.run(["check", file])
        #expect(check.status == 0, "\(check.err)")
        #expect(check.out.contains("\(file): type-checks"), "\(check.out)")
        let out = try AnimSimBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let still = out.appendingPathComponent("still.png")
        // `--duration`: a file with nothing animating at first has a scene of no length.
        let render = try Self.run(["render", file, "--duration", "1", "--still", "0.5", "-o", still.path])
        #expect(render.status == 0, "\(render.err)")
        let image = try PNGDecoder().decode(contentsOf: still)
        #expect(image.width > 0 && image.height > 0)
    }
}

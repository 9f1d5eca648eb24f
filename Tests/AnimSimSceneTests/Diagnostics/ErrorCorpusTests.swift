import Foundation
import Testing
@testable import AnimSimScene

/// The error corpus: each file in Errors/ is a malformed scene whose `# expect:` lines give
/// every error it must produce, exactly, in order (`line:column: message`).
@Suite struct ErrorCorpusTests {
    static let directory = TestSupport.path("Tests/AnimSimSceneTests/Errors")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func corpusIsLarge() { #expect(Self.files.count >= 30) }

    @Test(arguments: files)
    func reportsExactlyTheExpectedErrors(_ name: String) throws {
        let text = try String(contentsOfFile: Self.directory + "/" + name, encoding: .utf8)
        let expected = text.split(separator: "\n").filter { $0.hasPrefix("# expect: ") }.map { String($0.dropFirst(10)) }
        #expect(!expected.isEmpty, "\(name) has no # expect: lines")
        let errors = TestSupport.errors(text, source: name, directory: Self.directory) ?? []
        #expect(errors == expected, "\(name)")
    }
}

import Foundation
import Testing
@testable import AnimSimScene

/// Bytes as editors write them: CRLF and CR line ends, a byte-order mark, bytes that are
/// not UTF-8, tabs, quotes left open, animations written as block scalars. Each either
/// loads as its LF twin does or fails at the line and column where the problem is.
@Suite struct YAMLEdgeCaseTests {
    /// A scene with a comment holding an open parenthesis, an unquoted SwiftUI animation
    /// with a trailing comment (the spelling protector works line by line, and Swift reads
    /// `\r\n` as one Character, so unnormalised CRLF made the whole file one line).
    static let scene = """
        animsim: 1
        # a comment (with an open parenthesis
        state:
          x: 0
        view:
          rect: {}
          frame: { width: 20, height: 20 }
          offset: [$x, 0]
        timeline:
          - at: 0.5
            animation: spring(response: 0.5, dampingFraction: 0.8) # springy (
            set: { x: 10 }
        # trailing comment
        """

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animsim-yaml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingLoadsTheSameScene(_ end: String) throws {
        let text = Self.scene.replacingOccurrences(of: "\n", with: end) + end
        let loaded = try SceneLoader().load(yaml: text, source: "t.yaml")
        let reference = try SceneLoader().load(yaml: Self.scene, source: "t.yaml")
        #expect(loaded.scene.timeline.count == 1)
        #expect(loaded.scene.timeline == reference.scene.timeline)
    }

    /// An error after CRLF lines is on the line an editor shows.
    @Test(arguments: ["\r\n", "\r"])
    func errorsAfterOtherLineEndsKeepTheirLine(_ end: String) {
        let text = ["animsim: 1", "# (comment)", "view:", "  rect: {}", "  opacity: lots"].joined(separator: end) + end
        #expect(TestSupport.errors(text) == ["5:12: expected a number for 'opacity', found 'lots'"])
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let loaded = try SceneLoader().load(yaml: "\u{FEFF}" + Self.scene, source: "t.yaml")
        #expect(loaded.viewCount == 1)
        #expect(TestSupport.errors("\u{FEFF}animsim: 1\nview:\n  rect: {}\n  opacity: lots\n") == ["4:12: expected a number for 'opacity', found 'lots'"])
    }

    /// Invalid UTF-8 is reported at its byte: line 3, after `title: "ab` (10 characters,
    /// one of them the two-byte é).
    @Test func invalidUTF8IsPlacedAtItsByte() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        var bytes = Array("animsim: 1\r\nview: { rect: {} }\r\ntitle: \"é".utf8)
        bytes += [0xFF] + Array("\"\n".utf8)
        try Data(bytes).write(to: file)
        #expect(throws: SceneErrors.self) { try SceneLoader().load(contentsOf: file.path) }
        do { _ = try SceneLoader().load(contentsOf: file.path) } catch {
            let first = try #require(error.errors.first)
            #expect((first.location.line, first.location.column) == (3, 10))
            #expect(first.message.contains("byte 0xFF at line 3, column 10"), "\(first.message)")
        }
    }

    @Test func aCRLFTextIncludeReadsAsItsLines() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("alpha\r\nbeta\r\n\r\ngamma\rdelta\r\n".utf8).write(to: folder.appendingPathComponent("words.txt"))
        let scene = folder.appendingPathComponent("s.yaml")
        try Data("animsim: 1\r\nview:\r\n  hstack: {}\r\n  children:\r\n    - forEach: { include: words.txt }\r\n      view: { text: \"{item}\" }\r\n".utf8).write(to: scene)
        let loaded = try SceneLoader().load(contentsOf: scene.path)
        #expect(loaded.viewCount == 5, "the stack and four words")
    }

    @Test func aTabIndentIsPlacedAndNamed() {
        let errors = TestSupport.errors("animsim: 1\nview:\n\trect: {}\n") ?? []
        #expect(errors == ["3:1: YAML syntax error: found character that cannot start any token while scanning for the next token; "
            + "YAML indents with spaces, never tabs"])
    }

    @Test func anUnclosedQuoteIsPlacedAtTheQuote() {
        let errors = TestSupport.errors("animsim: 1\ntitle: \"oops\nview:\n  rect: {}\n\n\n\n\n\n") ?? []
        #expect(errors.first?.hasPrefix("2:8: YAML syntax error: this quote is never closed") == true, "\(errors)")
    }

    /// One modifier a line in a literal or folded block: it loads, and an error inside it
    /// is on the modifier's own line.
    @Test(arguments: ["|", ">"])
    func anAnimationAsABlockScalar(_ indicator: String) throws {
        func scene(_ second: String) -> String {
            "animsim: 1\nstate:\n  x: 0\nview:\n  rect: {}\n  offset: [$x, 0]\ntimeline:\n  - at: 0.5\n"
                + "    animation: \(indicator)\n      .spring(response: 0.5)\n      \(second)\n    set: { x: 10 }\n"
        }
        #expect(TestSupport.errors(scene(".speed(2)")) == nil)
        let errors = TestSupport.errors(scene(".bogus(2)")) ?? []
        #expect(errors.first?.hasPrefix("11:8: unknown modifier '.bogus'") == true, "\(errors)")
    }
}
